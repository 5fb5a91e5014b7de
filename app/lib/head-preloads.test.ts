import { describe, expect, it } from "vitest";
import { withHeadHints } from "./head-preloads.tsx";

describe("the hints a server-rendered page gives in its head", () => {
  const page =
    '<html><head><meta charset="utf-8"/><title>Polo</title></head><body><main>Polo</main>' +
    '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
    '<link rel="modulepreload" href="/assets/product.js" nonce="n1"/>' +
    '<script nonce="n1">window.x = 1;</script></body></html>';

  it("holds React Router's module preloads in an inert template, where they are, until the boot", () => {
    const html = withHeadHints(page, [], "n1");
    const [head = "", body = ""] = html.split("</head>");
    expect(head).not.toContain("modulepreload");
    expect(head.startsWith('<html><head><meta charset="utf-8"/>')).toBe(true);
    expect(body).toContain(
      '<main>Polo</main><template id="module-preloads">' +
        '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
        '<link rel="modulepreload" href="/assets/product.js" nonce="n1"/></template>' +
        '<script nonce="n1">window.x = 1;</script>',
    );
  });

  it("starts the boot module after the first paint, importing the routes' modules then", async () => {
    const boot =
      ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/product.js";\n' +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};\n' +
      'import("/assets/entry.client.js");';
    const html = withHeadHints(
      `${page.replace("</body>", "")}<script nonce="n1" type="module" async>${boot}</script></body></html>`,
      [],
      "n1",
    );
    const script =
      /<script nonce="n1" type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/^import \* as/m);
    // Run it as a browser would, counting what it does and when.
    const steps: string[] = [];
    const preloads = { content: "the module preloads" };
    const environment = {
      requestAnimationFrame: (callback: () => void) => {
        steps.push("frame");
        callback();
      },
      setTimeout: (callback: () => void) => {
        steps.push("task");
        callback();
      },
      document: {
        getElementById: (id: string) => (id === "module-preloads" ? preloads : null),
        head: { append: (node: unknown) => steps.push(`head gets ${String(node)}`) },
      },
      window: {} as Record<string, unknown>,
      load: (specifier: string) => {
        steps.push(`import ${specifier}`);
        return Promise.resolve({ specifier });
      },
    };
    const run = new Function(
      ...Object.keys(environment),
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    ) as (...values: unknown[]) => Promise<void>;
    await run(...Object.values(environment));
    expect(steps).toEqual([
      "frame",
      "task",
      "head gets the module preloads",
      "import /assets/root.js",
      "import /assets/product.js",
      "import /assets/entry.client.js",
    ]);
    expect(environment.window["__reactRouterRouteModules"]).toEqual({
      root: { specifier: "/assets/root.js" },
      "routes/product": { specifier: "/assets/product.js" },
    });
  });

  it("puts the module preloads in the head after the first paint even when no route is imported", () => {
    const html = withHeadHints(
      `${page.replace("</body>", "")}<script nonce="n1" type="module" async>import("/assets/entry.client.js");</script></body></html>`,
      [],
      "n1",
    );
    const script =
      /<script nonce="n1" type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("module-preloads"));
    expect(script.indexOf("module-preloads")).toBeLessThan(
      script.indexOf('import("/assets/entry.client.js")'),
    );
    expect(script).not.toContain("Promise.all");
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
