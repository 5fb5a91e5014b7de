import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { ProofPage } from "#server/proofs/proof-views.server.ts";
import { proofFileUrl } from "./proof-format.ts";

// Issue 15.3: the proof itself. A picture (PNG or JPEG) shows in the page on white, as it will be
// stitched or printed; a PDF opens in the browser's own viewer in a new tab. Either can be
// downloaded. The file is served inline, sandboxed (server/proofs/proof.routes.ts).

export function ProofFile({ page }: { page: Pick<ProofPage, "proof" | "group"> }) {
  const { proof, group } = page;
  const url = proofFileUrl(proof.id);
  const isImage = proof.contentType.startsWith("image/");
  const isPdf = proof.contentType === "application/pdf";
  const description = `Proof ${proof.round} of ${group.logoName}`;
  return (
    <figure className="space-y-3">
      {isImage ? (
        <div className="flex min-h-64 items-center justify-center overflow-hidden rounded-lg border border-border bg-white p-3 shadow-sm sm:p-6">
          <img
            src={url}
            alt={description}
            decoding="async"
            className="max-h-[75vh] w-auto max-w-full object-contain"
            data-testid="proof-image"
          />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-border bg-white p-6 text-center shadow-sm sm:p-10">
          <FileTextIcon className="size-14 text-brand-700" aria-hidden />
          <p className="max-w-full text-sm break-all text-slate-700">{proof.fileName}</p>
          <Button asChild size="lg">
            <a href={url} target="_blank" rel="noopener" data-testid="proof-open">
              <ExternalLinkIcon aria-hidden />
              {isPdf ? "Open the proof (PDF)" : "Open the proof"}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="min-w-0 break-all">{isImage ? proof.fileName : description}</span>
        <a
          href={url}
          download={proof.fileName}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <DownloadIcon className="size-4" aria-hidden />
          Download
          <span className="sr-only"> {description}</span>
        </a>
      </figcaption>
    </figure>
  );
}
