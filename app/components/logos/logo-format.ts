import type { LogoView } from "#server/logos/logos.server.ts";

// Issue 15.1: the words the logo library shows for a logo's facts: its file's size, where each
// decoration method stands, and what the shop recorded when it digitised the logo for embroidery.

export type LogoStatus = LogoView["print"]["status"];

/** A file's size from its bytes: whole KB under 1 MB (at least 1 KB), else MB to one place. */
export function fileSizeText(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const rounded = Math.round(megabytes * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} MB`;
}

export const statusLabels: Record<LogoStatus, string> = {
  new: "New",
  proof_sent: "Proof sent",
  approved: "Approved",
  changes_requested: "Changes requested",
};

const count = new Intl.NumberFormat("en-GB");

/**
 * The embroidery facts as one line, "8,200 stitches · 90 × 60 mm" (sizes in millimetres), with
 * only the parts recorded; null when none is.
 */
export function stitchSummary(embroidery: LogoView["embroidery"]): string | null {
  const parts: string[] = [];
  const { stitchCount, widthMm, heightMm } = embroidery;
  if (stitchCount !== null)
    parts.push(`${count.format(stitchCount)} ${stitchCount === 1 ? "stitch" : "stitches"}`);
  if (widthMm !== null && heightMm !== null)
    parts.push(`${count.format(widthMm)} × ${count.format(heightMm)} mm`);
  return parts.length > 0 ? parts.join(" · ") : null;
}
