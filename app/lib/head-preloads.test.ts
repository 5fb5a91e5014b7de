import { describe, expect, it } from "vitest";
import { withHeadHints } from "./head-preloads.tsx";

describe("the hints a server-rendered page gives in its head", () => {
  const page =
    '<html><head><meta charset="utf-8"/><title>Polo</title></head><body><main>Polo</main>' +
    '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
    '<link rel="modulepreload" href="/assets/product.js" nonce="n1"/>' +
    '<script nonce="n1">window.x = 1;</script></body></html>';

  it("moves React Router's module preloads from the end of the body into the head", () => {
    const html = withHeadHints(page, [], "n1");
    const [head = "", body = ""] = html.split("</head>");
    expect(head).toContain('<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/product.js" nonce="n1"/>');
    expect(body).not.toContain("modulepreload");
    expect(body).toContain('<main>Polo</main><script nonce="n1">window.x = 1;</script>');
    expect(head.startsWith('<html><head><meta charset="utf-8"/>')).toBe(true);
  });

  it("preloads the page's largest picture at high priority, its candidates and sizes escaped", () => {
    const html = withHeadHints(
      page,
      [
        {
          href: "/images/polo.avif?w=600&q=75",
          type: "image/avif",
          imageSrcSet: '/images/polo.avif?w=300&q=75 300w, /images/"x".avif 600w',
          imageSizes: "(min-width: 1024px) 50vw, 100vw",
        },
      ],
      "n1",
    );
    const head = html.split("</head>")[0]!;
    expect(head).toContain(
      '<link rel="preload" as="image" href="/images/polo.avif?w=600&amp;q=75" type="image/avif" ' +
        'imagesrcset="/images/polo.avif?w=300&amp;q=75 300w, /images/&quot;x&quot;.avif 600w" ' +
        'imagesizes="(min-width: 1024px) 50vw, 100vw" fetchpriority="high" nonce="n1"/>',
    );
  });

  it("writes a picture without AVIF candidates with only what it has", () => {
    const html = withHeadHints(page, [{ href: "/images/demo/polo/navy.svg" }], "n1");
    expect(html.split("</head>")[0]).toContain(
      '<link rel="preload" as="image" href="/images/demo/polo/navy.svg" fetchpriority="high" nonce="n1"/>',
    );
  });

  it("leaves a page without a head as it is", () => {
    expect(withHeadHints("<p>Not found</p>", [{ href: "/x.png" }], "n1")).toBe("<p>Not found</p>");
  });
});
