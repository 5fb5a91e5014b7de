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

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/**
 * The text of sanitised HTML (sanitiseHtml's output), for the plain `description` the Storefront
 * API serves beside `descriptionHtml`: block ends and <br> become line breaks, list items bulleted lines.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<li>/gi, "\n- ")
    .replace(/<br>|<\/(p|h3|h4|ul|ol)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
