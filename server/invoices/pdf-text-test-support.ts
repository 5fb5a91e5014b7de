// Test-only: the text an uncompressed pdfkit PDF shows, a line per text run. pdfkit writes each run
// as hex strings between kerning numbers ([<56> 80 <41> ...] TJ) in the standard fonts' WinAnsi
// encoding, which latin1 reads alike for letters, digits and £ (0xA3).

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const runs = source.match(/\[(?:<[0-9a-f]*>\s*-?[\d.]*\s*)+\]\s*TJ/g) ?? [];
  return runs
    .map((run) =>
      (run.match(/<([0-9a-f]*)>/g) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}
