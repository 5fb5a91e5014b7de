import { createContext, useContext } from "react";
import { renderToString } from "preact-render-to-string";
import type { VNode } from "preact";
import { describe, expect, it, vi } from "vitest";
import { HydrateLater, type KeptHtml, KeptHtmlContext, keptKey } from "./hydrate-later.tsx";

// The shop renders with Preact (decision 039): these tests do too.
vi.mock("react", () => import("preact/compat"));
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-dev-runtime"));

// Decision 044: a part drawn the same on many pages is drawn once per key on the server, reading
// the same context as the rest of the page, and its HTML is the one it would have had.

const Shop = createContext("nobody");

function keeper() {
  const kept = new Map<string, string>();
  const keptHtml: KeptHtml = (key, part, context) => {
    if (!kept.has(key)) kept.set(key, renderToString(part as VNode, context));
    return kept.get(key)!;
  };
  return { kept, keptHtml };
}

function page(keptHtml: KeptHtml | null, shop: string, drawn: () => void) {
  function Footer() {
    drawn();
    return <footer>{useContext(Shop)}</footer>;
  }
  return renderToString(
    (
      <KeptHtmlContext.Provider value={keptHtml}>
        <Shop.Provider value={shop}>
          <main>page</main>
          <HydrateLater keep={keptKey("footer", shop)}>
            <Footer />
          </HydrateLater>
        </Shop.Provider>
      </KeptHtmlContext.Provider>
    ) as VNode,
  );
}

describe("parts kept on the server", () => {
  it("draws a part once per key, with the page's context, as it would be drawn anyway", () => {
    const { keptHtml } = keeper();
    const drawn = vi.fn();
    const plain = page(null, "Tradewear", () => {});
    expect(plain).toContain('<div class="contents"><footer>Tradewear</footer></div>');
    expect(page(keptHtml, "Tradewear", drawn)).toBe(plain);
    expect(page(keptHtml, "Tradewear", drawn)).toBe(plain);
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it("draws the part again when an input named in its key changes", () => {
    const { keptHtml } = keeper();
    const drawn = vi.fn();
    page(keptHtml, "Tradewear", drawn);
    expect(page(keptHtml, "Workwear Direct", drawn)).toContain("<footer>Workwear Direct</footer>");
    expect(drawn).toHaveBeenCalledTimes(2);
  });

  it("names no key in the browser, where parts are always drawn", () => {
    expect(keptKey("footer", { phone: "01234" })).toBe('["footer",{"phone":"01234"}]');
    vi.stubGlobal("document", {});
    try {
      expect(keptKey("footer", { phone: "01234" })).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
