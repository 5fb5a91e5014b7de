// DESIGN §4 "Uploads": the type of a design file is decided by its bytes, never by its name alone.
// spec/storefront.md §2 lists what the product page accepts: image files, PDF, AI and EPS.

export type DesignKind = "png" | "jpeg" | "pdf" | "ai" | "eps" | "svg";

export type DesignType = { kind: DesignKind; contentType: string };

export type DesignTypeResult = ({ ok: true } & DesignType) | { ok: false; message: string };

/** Said whenever a file is refused for its type, so the customer knows what would work. */
export const acceptedDesignFiles =
  "Please upload an image file (PNG, JPEG or SVG), a PDF, or an AI or EPS file, up to 10MB.";

/** The file name endings that belong to each kind (the first is the one we add when missing). */
export const designExtensions: Record<DesignKind, readonly string[]> = {
  png: [".png"],
  jpeg: [".jpg", ".jpeg", ".jpe"],
  pdf: [".pdf"],
  ai: [".ai"],
  eps: [".eps", ".epsf", ".epsi"],
  svg: [".svg"],
};

const ascii = new TextDecoder("latin1");

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function head(bytes: Uint8Array, length: number): string {
  return ascii.decode(bytes.subarray(0, length));
}

/**
 * The kind and content type of a design file, from its bytes (and, for Illustrator files, whose
 * insides are PDF or PostScript, from its `.ai` name too); or the message saying why it is refused.
 */
export function detectDesignType(bytes: Uint8Array, fileName: string): DesignTypeResult {
  const lowerName = fileName.toLowerCase();
  const start = head(bytes, 1024);
  const firstLine = start.split(/\r\n|\r|\n/, 1)[0] ?? "";
  const isPdf = start.startsWith("%PDF-");
  const isPostScript = start.startsWith("%!PS-Adobe");
  // An Illustrator file is a PDF (since CS) or PostScript (older) with an .ai name.
  if (lowerName.endsWith(".ai") && (isPdf || isPostScript)) {
    return {
      ok: true,
      kind: "ai",
      contentType: isPdf ? "application/pdf" : "application/postscript",
    };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ok: true, kind: "png", contentType: "image/png" };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { ok: true, kind: "jpeg", contentType: "image/jpeg" };
  }
  if (isPdf) return { ok: true, kind: "pdf", contentType: "application/pdf" };
  // EPS: "%!PS-Adobe-3.0 EPSF-3.0" on the first line, or the DOS EPS binary header C5 D0 D3 C6.
  if ((isPostScript && firstLine.includes("EPSF")) || startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) {
    return { ok: true, kind: "eps", contentType: "application/postscript" };
  }
  const svg = checkSvg(bytes);
  if (svg !== "not-svg") {
    return svg === "ok"
      ? { ok: true, kind: "svg", contentType: "image/svg+xml" }
      : { ok: false, message: svg.refused };
  }
  return { ok: false, message: `This file is not a type we can use. ${acceptedDesignFiles}` };
}

const svgRefusal = (reason: string) =>
  `This SVG ${reason}, so we cannot accept it. Please remove it and upload again, or send a PNG or PDF instead.`;

/** Decimal and hex character references decoded, so `java&#x73;cript:` is seen for what it is. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_match, code: string) => {
    const point = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "";
  });
}

/** A reference that stays inside the file: a fragment (#id) or an inline PNG/JPEG/GIF picture. */
function isInternalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith("#") || /^data:image\/(png|jpeg|gif)[;,]/i.test(trimmed);
}

/**
 * "ok", "not-svg", or why an SVG is refused. Without an XML parser in the dependencies this checks
 * the shape (UTF-8 text, optional declaration/comments/doctype, an `<svg` root closed at the end)
 * and refuses anything active. The file is also only ever served as a sandboxed attachment.
 */
export function checkSvg(bytes: Uint8Array): "ok" | "not-svg" | { refused: string } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return "not-svg";
  }
  if (text.includes("\u0000")) return "not-svg";
  // The prolog: XML declaration, comments, processing instructions and a doctype, then the root.
  const prolog =
    /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*/i;
  const afterProlog = text.slice(prolog.exec(text)?.[0].length ?? 0);
  if (!/^<svg[\s>/]/.test(afterProlog)) return "not-svg";
  const isClosed =
    /<\/svg\s*>(?:\s|<!--[\s\S]*?-->)*$/.test(afterProlog) || /^<svg[^>]*\/>\s*$/.test(afterProlog);
  if (!isClosed) return "not-svg";

  const seen = decodeCharacterReferences(text);
  if (/<!ENTITY/i.test(seen)) return { refused: svgRefusal("declares XML entities") };
  if (/<(?:[\w-]+:)?script[\s>/]/i.test(seen)) return { refused: svgRefusal("contains a script") };
  if (/[\s/"']on[a-z]+\s*=/i.test(seen)) {
    return { refused: svgRefusal("contains event handlers (on… attributes)") };
  }
  if (/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.test(seen) || /vbscript\s*:/i.test(seen)) {
    return { refused: svgRefusal("contains a javascript: link") };
  }
  if (/<(?:[\w-]+:)?(?:foreignObject|iframe|embed|object)[\s>/]/i.test(seen)) {
    return { refused: svgRefusal("contains embedded HTML or objects") };
  }
  const references = [
    ...[...seen.matchAll(/(?:^|[\s"'])(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/gi)].map(
      (match) => match[2] ?? "",
    ),
    ...[...seen.matchAll(/url\(\s*(["']?)([^)]*?)\1\s*\)/gi)].map((match) => match[2] ?? ""),
  ];
  if (/@import/i.test(seen) || references.some((value) => !isInternalReference(value))) {
    return { refused: svgRefusal("refers to files or addresses outside itself") };
  }
  return "ok";
}
