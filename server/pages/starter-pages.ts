import { count } from "drizzle-orm";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import type { Db } from "#server/db/client.ts";
import { pages } from "#server/db/schema/index.ts";
import { deliveryInformation } from "./starter/delivery-information.ts";
import { returnsPolicy } from "./starter/returns-policy.ts";
import { sizeGuide } from "./starter/size-guide.ts";
import { faq } from "./starter/faq.ts";
import { privacy } from "./starter/privacy.ts";

// Issue 13.5: the information pages every shop starts with (delivery, returns, size guide, FAQ,
// privacy), written once into a shop with no pages, for the owner to edit in the back office. The
// shop's own details are placeholders ({phone}, {email}, {hours}, {address}, {shop},
// {legal-identity}: core/pages/page-placeholders.ts), filled from the shop settings when shown.
// Each page's text is a module of server/pages/starter/.

export type StarterPage = {
  handle: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  bodyHtml: string;
};

export const starterPages: readonly StarterPage[] = [
  deliveryInformation,
  returnsPolicy,
  sizeGuide,
  faq,
  privacy,
];

/** Writes the starter pages into a shop that has no page at all; true when it did. */
export async function ensureStarterPages(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ rows: count() }).from(pages);
    if ((existing?.rows ?? 0) > 0) return false;
    await tx
      .insert(pages)
      .values(
        starterPages.map((page) => ({
          handle: page.handle,
          title: page.title,
          bodyHtml: sanitiseHtml(page.bodyHtml, "page"),
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
        })),
      )
      .onConflictDoNothing({ target: pages.handle });
    return true;
  });
}
