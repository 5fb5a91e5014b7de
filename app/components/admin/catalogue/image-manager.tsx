import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ImagePlusIcon,
  Loader2Icon,
  Trash2Icon,
} from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

// Issue 11.2: the editor's pictures. Drop files (or choose them) to upload at once; each picture
// gets alt text, a place in the gallery (arrows) and, for a product with colours, the colour it
// shows — its variants then point at it, and the product page moves to it when that colour is
// chosen. Order, alt text, colour and removal are saved with the product.

export type EditorImage = { id: number; url: string; altText: string };

const accepted = "image/jpeg,image/png,image/webp,image/avif";

/** A picture's small rendition, when it is one of ours; otherwise its own address. */
export function thumbnailOf(url: string): string {
  return url.startsWith("/images/catalogue/") ? `${url}?width=320` : url;
}

async function upload(productId: number, file: File): Promise<EditorImage | string> {
  const body = new FormData();
  body.set("file", file);
  try {
    const response = await fetch(`/api/admin/products/${productId}/images`, {
      method: "POST",
      body,
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => null)) as
      (EditorImage & { error?: string }) | null;
    if (response.ok && answer) return { id: answer.id, url: answer.url, altText: "" };
    return answer?.error ?? `The upload failed (${response.status})`;
  } catch {
    return "The upload failed: check your connection and try again";
  }
}

export function ImageManager({
  productId,
  images,
  colours,
  colourOf,
  onChange,
  onColour,
}: {
  /** null for a product not saved yet: pictures are added once it exists. */
  productId: number | null;
  images: EditorImage[];
  /** The product's colour values, when it has a colour option. */
  colours: string[];
  colourOf: (imageId: number) => string;
  onChange: (images: EditorImage[], removedId?: number) => void;
  onColour: (imageId: number, colour: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [isOver, setIsOver] = useState(false);

  if (productId === null)
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        Create the product first, then add its pictures here.
      </p>
    );

  async function add(files: FileList | File[]) {
    const list = [...files];
    setUploading((count) => count + list.length);
    let current = images;
    for (const file of list) {
      const result = await upload(productId!, file);
      setUploading((count) => count - 1);
      if (typeof result === "string") {
        toast.error(`${file.name} was not added`, { description: result });
        continue;
      }
      current = [...current, result];
      onChange(current);
    }
  }

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          void add(event.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-slate-300 p-5 text-center text-sm text-slate-600",
          isOver && "border-brand-600 bg-brand-50",
        )}
      >
        <ImagePlusIcon className="size-6 text-slate-500" aria-hidden />
        <p>Drop pictures here, or</p>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose pictures
        </Button>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP or AVIF, up to 20 MB each</p>
        <input
          ref={input}
          type="file"
          accept={accepted}
          multiple
          className="sr-only"
          aria-label="Add pictures"
          onChange={(event) => {
            if (event.target.files) void add(event.target.files);
            event.target.value = "";
          }}
        />
        {uploading > 0 && (
          <p role="status" className="flex items-center gap-1.5 font-medium text-slate-800">
            <Loader2Icon className="size-4 animate-spin" aria-hidden /> Uploading {uploading}{" "}
            {uploading === 1 ? "picture" : "pictures"}…
          </p>
        )}
      </div>
      {images.length > 0 && (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Pictures">
          {images.map((image, index) => (
            <li key={image.id} className="rounded-md border border-slate-200 bg-white p-2">
              <div className="flex aspect-square items-center justify-center overflow-hidden rounded bg-slate-50">
                <img
                  src={thumbnailOf(image.url)}
                  alt={image.altText}
                  className="max-h-full max-w-full object-contain"
                  loading="lazy"
                />
              </div>
              <p className="mt-1 text-xs font-semibold text-slate-500">
                {index === 0 ? "Main picture" : `Picture ${index + 1}`}
              </p>
              <label className="mt-1 block text-xs font-medium text-slate-700">
                Alt text
                <input
                  className="mt-0.5 h-8 w-full rounded border border-slate-300 px-2 text-sm"
                  value={image.altText}
                  placeholder="What the picture shows"
                  onChange={(event) =>
                    onChange(
                      images.map((row) =>
                        row.id === image.id ? { ...row, altText: event.target.value } : row,
                      ),
                    )
                  }
                />
              </label>
              {colours.length > 0 && (
                <label className="mt-1 block text-xs font-medium text-slate-700">
                  Colour shown
                  <select
                    className="mt-0.5 h-8 w-full rounded border border-slate-300 bg-white px-1 text-sm"
                    value={colourOf(image.id)}
                    onChange={(event) => onColour(image.id, event.target.value)}
                  >
                    <option value="">Any colour</option>
                    {colours.map((colour) => (
                      <option key={colour} value={colour}>
                        {colour}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <div className="mt-1.5 flex justify-between">
                <span className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move picture ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowLeftIcon />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move picture ${index + 1} later`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowRightIcon />
                  </Button>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-red-700"
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() =>
                    onChange(
                      images.filter((row) => row.id !== image.id),
                      image.id,
                    )
                  }
                >
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
