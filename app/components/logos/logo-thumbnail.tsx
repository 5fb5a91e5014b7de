import { FileIcon } from "lucide-react";

// A logo's 48 px preview, or a file icon for one without (a PDF, AI or EPS file), as the back
// office's lists show it (the order's proofs, a customer's library).

export function LogoThumbnail({ previewUrl }: { previewUrl: string | null }) {
  return previewUrl ? (
    <img
      src={previewUrl}
      alt=""
      width={48}
      height={48}
      className="size-12 shrink-0 rounded border border-border bg-white object-contain"
    />
  ) : (
    <span className="grid size-12 shrink-0 place-items-center rounded border border-border bg-slate-50">
      <FileIcon className="size-5 text-slate-400" aria-hidden />
    </span>
  );
}
