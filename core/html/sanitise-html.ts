// Product descriptions arrive as HTML from the commerce provider and are shown with
// dangerouslySetInnerHTML, so they are cut down to a small allow-list first. This is a tokenizer,
// not a DOM parser, so it runs the same on the server and in the browser. It is safe by
// construction: every tag it writes is one it built itself with no attributes except a checked
// href, and every other "<", ">" and stray "&" in the text is escaped.

/** Tags kept (without attributes, except a[href]). */
const allowedTags = new Set([
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "br",
  "h3",
  "h4",
  "a",
]);
/** Headings outside the allow-list keep their structure one level down: the page owns h1 and h2. */
const renamedTags: Record<string, string> = { h1: "h3", h2: "h3", h5: "h4", h6: "h4" };

/**
 * Issue 13.5: an information page's body (a Page record) is the page's whole text under its h1,
 * so it keeps sections (h2), quotes for its notes, and tables (rates, size charts).
 */
const pageTags = new Set([
  ...allowedTags,
  "h2",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const pageRenamedTags: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

/** What a text may keep: a product description's few tags, or an information page's. */
export type HtmlProfile = "description" | "page";
const voidTags = new Set(["br"]);
/** Elements dropped together with everything inside them. */
const droppedWithContent = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "head",
]);

// A comment, a <!...> or <?...> declaration, or a start/end tag with its attributes (quoted values
// may contain ">").
const tokenPattern =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*(?:>|$)|<\?[^>]*(?:>|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entityPattern = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/iy;

/** Escapes text, keeping well-formed character references ("&amp;", "&#233;") as they are. */
function escapeText(text: string): string {
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === "<") result += "&lt;";
    else if (character === ">") result += "&gt;";
    else if (character === "&") {
      entityPattern.lastIndex = index;
      result += entityPattern.test(text) ? "&" : "&amp;";
    } else result += character;
  }
  return result;
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  num: "#",
  quest: "?",
};

/** Decodes the character references a browser would decode in an attribute value. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

/**
 * The href to keep, or null: http and https addresses and relative ones ("/x", "x", "#x", "?x").
 * Control characters are removed first, as browsers ignore them inside a scheme ("java\tscript:").
 * Any character reference left undecoded is written back escaped, so it stays literal text.
 */
export function safeHref(raw: string): string | null {
  const url = decodeAttribute(raw)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  // Issue 19 item 6: a browser reads "\" as "/" in an http(s) address, so "/\evil.example" goes
  // to another site as "//evil.example" does (and tabs and line breaks, removed above as the URL
  // parser removes them, hid "/\t/evil.example"). No address we mean to keep needs a backslash.
  if (url === "" || url.startsWith("//") || url.includes("\\")) return null;
  const scheme = /^([^/?#]*?):/.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return null;
  return url;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** A heading's id an in-page link may land on (/faq#credit-account): lower-case words and hyphens. */
const anchorPattern = /^[a-z][a-z0-9-]{0,63}$/;

function anchorOf(attributes: string): string | null {
  for (const match of attributes.matchAll(attributePattern)) {
    if (match[1]!.toLowerCase() !== "id") continue;
    const id = (match[2] ?? match[3] ?? match[4] ?? "").trim();
    return anchorPattern.test(id) ? id : null;
  }
  return null;
}

function hrefOf(attributes: string): string | null {
  for (const match of attributes.matchAll(attributePattern)) {
    if (match[1]!.toLowerCase() === "href") return safeHref(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return null;
}

/**
 * Reduces untrusted HTML to p, ul, ol, li, strong, em, b, i, br, h3, h4 and a[href] (http, https or
 * relative; opened with rel="noopener noreferrer nofollow"); the page profile keeps h2,
 * blockquote and tables too, a heading's id (lower-case words and hyphens), and links within the
 * shop without rel. Other tags are removed with
 * their text kept, except script-like elements which go with their content; comments go; open
 * tags are closed.
 */
export function sanitiseHtml(html: string, profile: HtmlProfile = "description"): string {
  const kept = profile === "page" ? pageTags : allowedTags;
  const renamed = profile === "page" ? pageRenamedTags : renamedTags;
  let output = "";
  const open: string[] = [];
  let position = 0;
  tokenPattern.lastIndex = 0;
  for (let match = tokenPattern.exec(html); match !== null; match = tokenPattern.exec(html)) {
    output += escapeText(html.slice(position, match.index));
    position = tokenPattern.lastIndex;
    const [, slash, rawName, attributes = ""] = match;
    if (rawName === undefined) continue; // comment or declaration
    const name = rawName.toLowerCase();
    const isEnd = slash === "/";
    if (!isEnd && droppedWithContent.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, "ig");
      end.lastIndex = position;
      const found = end.exec(html);
      position = found ? end.lastIndex : html.length;
      tokenPattern.lastIndex = position;
      continue;
    }
    const tag = renamed[name] ?? name;
    if (!kept.has(tag)) continue;
    if (voidTags.has(tag)) {
      if (!isEnd) output += `<${tag}>`;
      continue;
    }
    if (isEnd) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue; // a stray end tag
      while (open.length > index) output += `</${open.pop()}>`;
      continue;
    }
    if (tag === "a") {
      const href = hrefOf(attributes);
      // A page's links within the shop are the shop's own; every other link is not vouched for.
      const isOwn = profile === "page" && href !== null && /^\/(?!\/)/.test(href);
      output +=
        href === null
          ? "<a>"
          : isOwn
            ? `<a href="${escapeAttribute(href)}">`
            : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">`;
    } else {
      // A page's sections keep their anchors; nothing else keeps an attribute.
      const id = profile === "page" && /^h[234]$/.test(tag) ? anchorOf(attributes) : null;
      output += id ? `<${tag} id="${id}">` : `<${tag}>`;
    }
    open.push(tag);
  }
  output += escapeText(html.slice(position));
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
