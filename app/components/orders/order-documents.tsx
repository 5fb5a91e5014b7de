import { FileTextIcon } from "lucide-react";
import type { DocumentLink } from "#core/invoices/invoice-document.ts";

// Issue 14.5: an order's pro-forma, VAT invoice and credit note as PDF downloads. Plain links (the
// server makes the file), so they work before the page's scripts load.

export function OrderDocumentLinks({
  base,
  documents,
}: {
  /** The order's path the files sit under, e.g. /account/orders/TW-100001. */
  base: string;
  documents: readonly DocumentLink[];
}) {
  return documents.map((document) => (
    <a
      key={document.file}
      href={`${base}/${document.file}`}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <FileTextIcon className="size-4" aria-hidden />
      {document.label}
    </a>
  ));
}
