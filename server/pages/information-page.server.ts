import { data, type AppLoadContext } from "react-router";
import { handleFromTitle } from "#core/catalogue/product-input.ts";
import { textOfHtml } from "#core/html/plain-text.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import type { InformationPage } from "#core/pages/information-page.ts";
import { fillShopDetails } from "#core/pages/page-placeholders.ts";
import type { Database } from "#server/db/client.ts";
import { getShopDetails } from "#server/settings/shop-settings.server.ts";
import { getPageByHandle } from "./pages.server.ts";

// Issue 13.5: what an information page's route shows of its record. The body is sanitised again
// on the way out (any older row included), the shop's details fill its placeholders, and a
// section heading without an anchor gets one from its words, so links such as
// /faq#credit-account keep working after edits.

/** A heading's anchor made from its words as a handle is made from a title ("Who we are" → who-we-are). */
function anchorOf(inner: string): string {
  const words = handleFromTitle(textOfHtml(inner)).slice(0, 60).replace(/-+$/, "");
  return /^[a-z]/.test(words) ? words : `section-${words}`;
}

/** The body with an id on every h2 and h3 (its own, or one made from its words; never twice). */
export function withSectionAnchors(html: string): string {
  const used = new Set([...html.matchAll(/<h[23] id="([^"]+)">/g)].map((match) => match[1]!));
  return html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const base = anchorOf(inner);
    let id = base;
    for (let suffix = 2; used.has(id); suffix++) id = `${base}-${suffix}`;
    used.add(id);
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}

/**
 * Each table in a box that scrolls sideways on a narrow screen, which a keyboard can reach and a
 * screen reader names (a scrolling region must be focusable: WCAG 2.1.1).
 */
export function withScrollableTables(html: string): string {
  return html
    .replaceAll(
      "<table>",
      '<div class="table-scroll" role="region" aria-label="Table (scrolls sideways)" tabindex="0"><table>',
    )
    .replaceAll("</table>", "</table></div>");
}

/** The page with this handle as its route shows it, the shop's details filled in; 404 without. */
export async function loadInformationPage(
  database: Database,
  handle: string,
): Promise<InformationPage> {
  const [row, shop] = await Promise.all([
    getPageByHandle(database.db, handle),
    getShopDetails(database),
  ]);
  if (!row) throw data({ handle }, { status: 404 });
  return {
    handle: row.handle,
    title: row.title,
    bodyHtml: withScrollableTables(
      withSectionAnchors(fillShopDetails(sanitiseHtml(row.bodyHtml, "page"), shop)),
    ),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** The loader of an information page's route: the page with this handle. */
export function informationPageLoader(handle: string) {
  return async ({ context }: { context: AppLoadContext }) => ({
    page: await loadInformationPage(context.services.database, handle),
  });
}
