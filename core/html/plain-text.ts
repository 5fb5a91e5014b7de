/** Lines joined into running text: list markers dropped, a comma where a line has no full stop. */
function joinLines(text: string): string {
  const lines = text
    .split(/\n/)
    .map((line) =>
      line
        .replace(/^\s*[-•*]\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((line) => line !== "");
  return lines.reduce(
    (joined, line) =>
      joined === "" ? line : `${joined}${/[.!?:;,]$/.test(joined) ? " " : ", "}${line}`,
    "",
  );
}

/**
 * A plain-text summary for a meta description: lines and bullets joined into running text, cut at
 * a word boundary to at most `maxLength` characters (155 by default) with "…" when cut.
 */
export function summariseText(text: string, maxLength = 155): string {
  const plain = joinLines(text);
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.\-–—]+$/, "")}…`;
}
