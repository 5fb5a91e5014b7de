import { ImageIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { groupCollections } from "#core/catalogue/category-groups.ts";
import { isCollectionImageUrl } from "#core/catalogue/collection-input.ts";
import { handleFromTitle } from "#core/catalogue/product-input.ts";
import { Card, invalid } from "./editor-parts.tsx";

// Issue 11.3: the collection editor's side cards — its image, where the shop's menu files it (the
// headings come from words in its title and handle, core/catalogue/category-groups.ts), and its
// search engine listing with the handle. The image is uploaded (resized like a product's picture)
// or given as an address.

export type CollectionForm = {
  title: string;
  handle: string;
  descriptionHtml: string;
  imageUrl: string;
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
};

type FieldProps = {
  form: CollectionForm;
  errors: Record<string, string>;
  set: <K extends keyof CollectionForm>(key: K, value: CollectionForm[K]) => void;
};

/** Uploads a picture for the collection: its resized address, or why it was refused. */
async function uploadPicture(file: File): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.set("file", file);
  try {
    const response = await fetch("/api/admin/catalogue/pictures", {
      method: "POST",
      body,
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => null)) as {
      url?: string;
      error?: string;
    } | null;
    if (response.ok && answer?.url) return { url: answer.url };
    return { error: answer?.error ?? `The upload failed (${response.status})` };
  } catch {
    return { error: "The upload failed: check your connection and try again" };
  }
}

export function ImageCard({ form, errors, set }: FieldProps) {
  const url = form.imageUrl.trim();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  async function upload(file: File) {
    setIsUploading(true);
    const result = await uploadPicture(file);
    setIsUploading(false);
    if ("url" in result) set("imageUrl", result.url);
    else toast.error("The picture was not added", { description: result.error });
  }
  return (
    <Card title="Image">
      {url && isCollectionImageUrl(url) ? (
        <img
          src={url.startsWith("/images/catalogue/") ? `${url}?width=640` : url}
          alt={form.imageAlt}
          className="aspect-[16/9] w-full rounded-md border border-border bg-slate-50 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400">
          <ImageIcon className="size-8" aria-hidden />
        </div>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isUploading}
          onClick={() => input.current?.click()}
        >
          {isUploading ? <Loader2Icon className="animate-spin" aria-hidden /> : <UploadIcon />}
          {isUploading ? "Uploading…" : "Upload a picture"}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          aria-label="Upload the collection's picture"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = "";
          }}
        />
        <p className="mt-1 text-xs text-slate-500">JPEG, PNG, WebP or AVIF, up to 20 MB</p>
      </div>
      <Field
        id="imageUrl"
        label="Image address"
        hint="An https:// address, or a path on this shop such as /images/hi-vis.jpg"
        error={errors["imageUrl"]}
      >
        <Input
          id="imageUrl"
          value={form.imageUrl}
          inputMode="url"
          onChange={(event) => set("imageUrl", event.target.value)}
          {...invalid("imageUrl", errors["imageUrl"])}
        />
      </Field>
      <Field
        id="imageAlt"
        label="Image description (alt text)"
        hint="What the picture shows, for shoppers who cannot see it"
        error={errors["imageAlt"]}
      >
        <Input
          id="imageAlt"
          value={form.imageAlt}
          onChange={(event) => set("imageAlt", event.target.value)}
          {...invalid("imageAlt", errors["imageAlt"])}
        />
      </Field>
    </Card>
  );
}

export function MenuCard({ form }: { form: CollectionForm }) {
  const handle = form.handle.trim() || handleFromTitle(form.title);
  const { groups } = groupCollections([{ handle, title: form.title }]);
  return (
    <Card title="In the shop's menu">
      {form.title.trim() === "" ? (
        <p className="text-sm text-slate-600">Give the collection a title to see where it goes.</p>
      ) : groups.length > 0 ? (
        <p className="text-sm text-slate-700">
          Listed under{" "}
          <strong className="text-slate-900">
            {groups.map((group) => group.label).join(", ")}
          </strong>
          , by the words in its title and handle.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Under no heading: the menu lists it on its own, and All Categories under{" "}
          <strong className="text-slate-900">More</strong>. Words such as “trousers”, “hi-vis”,
          “boots” or “polo” in the title or handle file it under a heading.
        </p>
      )}
    </Card>
  );
}
