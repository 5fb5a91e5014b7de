// Tiny real files for the upload tests. The PNG and JPEG are real 1×1 pictures (a browser decodes
// them); the PDF, EPS and SVG are small but complete documents.

export function text(value: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(value);
}

function base64(value: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(value, "base64"));
}

const pdf = text(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

const eps = text(
  "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n" +
    "newpath 0 0 moveto 10 10 lineto stroke\nshowpage\n%%EOF\n",
);

export const designFixtures = {
  png: base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  jpeg: base64(
    "/9j/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=",
  ),
  pdf,
  eps,
  /** The DOS EPS binary header (C5 D0 D3 C6), then offsets; enough for the type check. */
  dosEps: new Uint8Array([0xc5, 0xd0, 0xd3, 0xc6, 30, 0, 0, 0, ...eps]),
  /** PostScript that is not EPS, as older Illustrator (.ai) files are. */
  postScript: text("%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%EOF\n"),
  svg: text(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">' +
      '<rect width="10" height="10" fill="#1d4ed8"/></svg>\n',
  ),
  /** A Windows program's first bytes ("MZ", the DOS stub). */
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]),
};
