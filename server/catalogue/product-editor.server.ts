import { getMockupEditor, type MockupEditor } from "#server/mockups/mockup-admin.server.ts";
import { data } from "react-router";
import type { AppServices } from "#server/context.ts";
import { maxRowId } from "#server/admin/admin-input.ts";
import {
  getEditorProduct,
  listCollectionChoices,
  type CollectionChoice,
  type EditorProduct,
} from "./product-editor.ts";

// The product editor page's facade for app/ (STYLE: app reaches the server through *.server.ts).
// The page's guard is the caller's (requireAdminPage); saves go through /api/admin/products.

export type { EditorProduct, EditorVariant, CollectionChoice } from "./product-editor.ts";

export type ProductEditorPage = {
  /** null for a new product. */
  product: EditorProduct | null;
  collections: CollectionChoice[];
  /** The catalogue is Shopify's (SHOPIFY_STORE_DOMAIN): nothing here may be changed. */
  isShopifyCatalogue: boolean;
  /** Issue 15.2: the product's live mock-up; null for a new product. */
  mockup: MockupEditor | null;
};

/** /admin/products/new or /admin/products/:id; a 404 page for an id that names no product. */
export async function loadProductEditor(
  services: Pick<AppServices, "database" | "config">,
  idParam: string | undefined,
): Promise<ProductEditorPage> {
  const { db } = services.database;
  const isShopifyCatalogue = services.config.shopify !== undefined;
  if (idParam === undefined) {
    return {
      product: null,
      collections: await listCollectionChoices(db),
      isShopifyCatalogue,
      mockup: null,
    };
  }
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
  const product = id > 0 && id <= maxRowId ? await getEditorProduct(db, id) : null;
  if (!product) throw data({ message: "This product no longer exists." }, { status: 404 });
  const [collections, mockup] = await Promise.all([
    listCollectionChoices(db),
    getMockupEditor(db, id),
  ]);
  return { product, collections, isShopifyCatalogue, mockup };
}
