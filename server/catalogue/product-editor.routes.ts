import type { Context, Hono } from "hono";
import { shopifyCatalogueMessage } from "#core/catalogue/product-input.ts";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { failed, readJsonBody, withEtag } from "#server/admin/admin-http.ts";
import { maxRowId } from "#server/admin/admin-input.ts";
import type { AppServices } from "#server/context.ts";
import { getEditorProduct } from "./product-editor.ts";
import { unsafeTextMessage } from "#core/schemas/safe-text.ts";
import { multipartAllowanceBytes, readLimitedForm } from "#server/files/files.routes.ts";
import {
  acceptedImagesMessage,
  maxProductImageBytes,
  storeProductImage,
  storeRenditions,
} from "./product-images.ts";
import { saveProduct } from "./product-save.ts";
import { getMockupEditor, saveMockup } from "#server/mockups/mockup-admin.server.ts";

// Issue 11.2, on the admin router (/api/admin, its guard runs first): a product as the editor
// shows it, a new product, and a save against the version loaded (If-Match). With a Shopify store
// configured the catalogue is Shopify's, so nothing here writes.

type AdminContext = Context<{ Variables: AdminVariables }>;

const productIdOf = (c: AdminContext) => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id <= maxRowId ? id : null;
};

export function productEditorRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database" | "config">,
) {
  const { db } = services.database;
  const save = async (c: AdminContext, productId: number | null) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await saveProduct(
      db,
      c.get("admin"),
      productId,
      read.body,
      c.req.header("if-match"),
    );
    return result.ok
      ? withEtag(c, result.value, productId === null ? 201 : 200)
      : failed(c, result);
  };

  routes.get("/products/:id{[0-9]+}", async (c) => {
    const id = productIdOf(c);
    const product = id === null ? null : await getEditorProduct(db, id);
    if (!product) return c.json({ error: "This product no longer exists" }, 404);
    return withEtag(c, product);
  });
  routes.post("/products", (c) => save(c, null));
  /** The uploaded picture's bytes, or the answer refusing the request. */
  const readPicture = async (c: AdminContext) => {
    const contentType = c.req.header("content-type") ?? "";
    if (!contentType.startsWith("multipart/form-data"))
      return c.json({ error: "Send the picture as multipart/form-data", field: "file" }, 415);
    const read = await readLimitedForm(
      c.req.raw,
      contentType,
      maxProductImageBytes + multipartAllowanceBytes,
    );
    if (!read.ok)
      return read.isTooLarge
        ? c.json(
            { error: `This picture is larger than 20 MB. ${acceptedImagesMessage}`, field: "file" },
            413,
          )
        : c.json(
            {
              error: read.unsafeField
                ? `${read.unsafeField}: ${unsafeTextMessage}`
                : acceptedImagesMessage,
              field: read.unsafeField ?? "file",
            },
            400,
          );
    const file = read.form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return c.json(
        { error: `Choose a picture to upload. ${acceptedImagesMessage}`, field: "file" },
        400,
      );
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  };

  // A picture for the product (multipart, field `file`), up to 20 MB, read within that limit.
  routes.post("/products/:id{[0-9]+}/images", async (c) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const id = productIdOf(c);
    if (id === null) return c.json({ error: "This product no longer exists" }, 404);
    const picture = await readPicture(c);
    if (picture instanceof Response) return picture;
    const stored = await storeProductImage({
      db,
      dataDir: services.config.dataDir,
      admin: c.get("admin"),
      productId: id,
      fileName: picture.name,
      bytes: picture.bytes,
    });
    return stored.ok
      ? c.json(stored.image, 201)
      : c.json({ error: stored.error, field: stored.field }, stored.status);
  });

  // A picture for a collection: resized and stored, its address answered for the editor's form.
  routes.post("/catalogue/pictures", async (c) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const picture = await readPicture(c);
    if (picture instanceof Response) return picture;
    const stored = await storeRenditions(services.config.dataDir, picture.bytes);
    return stored.ok
      ? c.json(stored.picture, 201)
      : c.json({ error: stored.error, field: stored.field }, stored.status);
  });
  // Issue 15.2: the product's live mock-up (areas and back pictures), saved on its own.
  routes.get("/products/:id{[0-9]+}/mockup", async (c) => {
    const id = productIdOf(c);
    const editor = id === null ? null : await getMockupEditor(db, id);
    if (!editor) return c.json({ error: "This product no longer exists" }, 404);
    return withEtag(c, editor);
  });
  routes.put("/products/:id{[0-9]+}/mockup", async (c) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const id = productIdOf(c);
    if (id === null) return c.json({ error: "This product no longer exists" }, 404);
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await saveMockup(db, c.get("admin"), id, read.body, c.req.header("if-match"));
    return result.ok ? withEtag(c, result.value) : failed(c, result);
  });
  routes.put("/products/:id{[0-9]+}", (c) => {
    const id = productIdOf(c);
    return id === null ? c.json({ error: "This product no longer exists" }, 404) : save(c, id);
  });
}
