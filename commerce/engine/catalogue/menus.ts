import { groupCollections } from "#core/catalogue/category-groups.ts";
import { footerColumns, legalLinks, type FooterLink } from "#core/navigation/footer-links.ts";
import { toGid } from "../global-id.ts";
import type { CollectionRow } from "./collection-queries.ts";

// Issue 13.5: the shop's two menus as the Storefront API's `menu(handle:)`. "main-menu" is the
// category navigation the shop shows (core/catalogue/category-groups.ts: groups of collections,
// each group linking to its place on the collections page, the ungrouped under "More");
// "footer" is the footer's links, in the footer's order.

export type MenuItem = {
  id: string;
  title: string;
  url: string | null;
  type: string;
  resourceId: string | null;
  tags: string[];
  items: MenuItem[];
};

export type Menu = {
  id: string;
  handle: string;
  title: string;
  items: MenuItem[];
  itemsCount: number;
};

export const menuHandles = ["main-menu", "footer"] as const;

const itemId = (menu: string, key: string) => toGid("MenuItem", `${menu}-${key}`);

function collectionItem(menu: string, collection: CollectionRow, publicUrl: string): MenuItem {
  return {
    id: itemId(menu, collection.handle),
    title: collection.title,
    url: `${publicUrl}/collections/${collection.handle}`,
    type: "COLLECTION",
    resourceId: toGid("Collection", collection.id),
    tags: [],
    items: [],
  };
}

function mainMenu(collections: CollectionRow[], publicUrl: string): MenuItem[] {
  const { groups, uncategorised } = groupCollections(collections);
  const sections = [
    ...groups.map((group) => ({ key: group.key, label: group.label, members: group.collections })),
    ...(uncategorised.length > 0 ? [{ key: "more", label: "More", members: uncategorised }] : []),
  ];
  return sections.map((section) => ({
    id: itemId("main-menu", section.key),
    title: section.label,
    url: `${publicUrl}/collections#group-${section.key}`,
    type: "CATALOG",
    resourceId: null,
    tags: [],
    items: section.members.map((collection) => collectionItem("main-menu", collection, publicUrl)),
  }));
}

/** What kind of place a footer link goes to, as Shopify's MenuItemType names it. */
function footerItem(link: FooterLink, byHandle: Map<string, CollectionRow>, publicUrl: string) {
  const collectionHandle = /^\/collections\/([^/?#]+)$/.exec(link.to)?.[1];
  const collection = collectionHandle ? byHandle.get(collectionHandle) : undefined;
  if (collection) return { ...collectionItem("footer", collection, publicUrl), title: link.label };
  const path = link.to.split(/[?#]/)[0]!;
  const type =
    path === "/products"
      ? "CATALOG"
      : path === "/search"
        ? "SEARCH"
        : path.startsWith("/account")
          ? "CUSTOMER_ACCOUNT_PAGE"
          : ["/privacy", "/terms", "/returns-policy"].includes(path)
            ? "SHOP_POLICY"
            : "HTTP";
  return {
    id: itemId("footer", link.to.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")),
    title: link.label,
    url: `${publicUrl}${link.to}`,
    type,
    resourceId: null,
    tags: [],
    items: [],
  };
}

/** The menu with this handle, or null: the shop has these two. */
export function menuOf(
  handle: string,
  collections: CollectionRow[],
  publicUrl: string,
): Menu | null {
  let items: MenuItem[];
  if (handle === "main-menu") items = mainMenu(collections, publicUrl);
  else if (handle === "footer") {
    const byHandle = new Map(collections.map((collection) => [collection.handle, collection]));
    items = [...footerColumns.flatMap((column) => column.links), ...legalLinks].map((link) =>
      footerItem(link, byHandle, publicUrl),
    );
  } else return null;
  const count = (list: MenuItem[]): number =>
    list.reduce((total, item) => total + 1 + count(item.items), 0);
  return {
    id: toGid("Menu", handle),
    handle,
    title: handle === "main-menu" ? "Main menu" : "Footer menu",
    items,
    itemsCount: count(items),
  };
}
