import { mkdtemp, readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Admin } from "#server/admin/admin-guard.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import type { Db } from "#server/db/client.ts";
import { productImages, products, productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { editorInputOf, getEditorProduct } from "./product-editor.ts";
import { catalogueImageRoutes } from "./product-images.routes.ts";
import { catalogueImagesDirectory, storeProductImage, storeRenditions } from "./product-images.ts";
import { saveProduct } from "./product-save.ts";

// Issue 11.2: pictures uploaded in the editor are checked by content, resized once to WebP and
// AVIF at 320/640/960/1600 px, served with immutable caching, reordered, given alt text and a
// colour, and removed from a product without their files going (an order may show them).

/** A real picture of the given size and format, as a camera or an export would make. */
const picture = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 120 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describeWithDatabase("product pictures", (use) => {
  let db: Db;
  let admin: Admin;
  let dataDir: string;
  let productId: number;

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    admin = await demoAdmin(db);
    dataDir = await mkdtemp(path.join(tmpdir(), "tw-images-"));
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    productId = product!.id;
  });

  const store = (bytes: Uint8Array, fileName = "polo.jpg") =>
    storeProductImage({ db, dataDir, admin, productId, fileName, bytes });

  it("resizes a large photo to four widths in WebP and AVIF and serves the one asked for", async () => {
    const stored = await store(await picture(2400, 1800));
    if (!stored.ok) throw new Error(stored.error);
    expect(stored.image).toMatchObject({ width: 1600, height: 1200 });
    const key = /\/images\/catalogue\/(.+)\.webp$/.exec(stored.image.url)![1]!;
    const files = await readdir(path.join(catalogueImagesDirectory(dataDir), key));
    expect(files.sort()).toEqual(
      ["1600", "320", "640", "960"].flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );

    const routes = catalogueImageRoutes({ config: { dataDir } as never });
    const small = await routes.request(`/${key}.avif?width=500`);
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/avif");
    expect(small.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const shown = await sharp(new Uint8Array(await small.arrayBuffer())).metadata();
    expect(shown.width).toBe(640);
    expect((await routes.request(`/${key}.webp`)).status).toBe(200);
    expect((await routes.request(`/${key}.png`)).status).toBe(404);
    expect((await routes.request(`/../../etc/passwd.webp`)).status).toBe(404);
  });

  it("stores a collection's picture on its own, answering its address and size", async () => {
    const stored = await storeRenditions(dataDir, await picture(3000, 1000, "webp"));
    expect(stored).toMatchObject({ ok: true, picture: { width: 1600, height: 533 } });
    const refused = await storeRenditions(dataDir, new TextEncoder().encode("GIF89a"));
    expect(refused).toMatchObject({ ok: false, status: 400, field: "file" });
  });

  it("never enlarges a small picture", async () => {
    const stored = await store(await picture(500, 500, "png"), "small.png");
    if (!stored.ok) throw new Error(stored.error);
    expect(stored.image.width).toBe(500);
    const key = /\/images\/catalogue\/(.+)\.webp$/.exec(stored.image.url)![1]!;
    const files = await readdir(path.join(catalogueImagesDirectory(dataDir), key));
    expect(files.sort()).toEqual(["320.avif", "320.webp", "500.avif", "500.webp"]);
    // Asked for more than it has, the route answers its own width rather than an enlargement.
    const routes = catalogueImageRoutes({ config: { dataDir } as never });
    const wide = await routes.request(`/${key}.webp?width=1600`);
    expect((await sharp(new Uint8Array(await wide.arrayBuffer())).metadata()).width).toBe(500);
  });

  it("refuses a width that is not a whole number of pixels with 400 naming the field", async () => {
    const routes = catalogueImageRoutes({ config: { dataDir } as never });
    const key = "00000000-0000-4000-8000-000000000000";
    for (const width of ["abc", "0", "-320", "1.5", "", "10000", "320px", "1e3"]) {
      const response = await routes.request(`/${key}.webp?width=${encodeURIComponent(width)}`);
      expect(response.status, `width=${width}`).toBe(400);
      expect(await response.json()).toMatchObject({ field: "width" });
    }
    expect((await routes.request(`/${key}.webp?width=320`)).status).toBe(404);
  });

  it("judges a file by its content, not its name, and writes nothing for a refusal", async () => {
    const count = async () =>
      (await db.select().from(productImages).where(eq(productImages.productId, productId))).length;
    const before = await count();
    const text = new TextEncoder().encode("<svg onload=alert(1)>not a photo</svg>");
    expect(await store(text, "photo.jpg")).toMatchObject({ ok: false, status: 400, field: "file" });
    const huge = new Uint8Array(20 * 1024 * 1024 + 1);
    expect(await store(huge)).toMatchObject({ ok: false, status: 413 });
    expect(await count()).toBe(before);
    const folders = await readdir(catalogueImagesDirectory(dataDir));
    expect(folders).toHaveLength(3);
  });

  it("reorders pictures, gives them alt text and a colour, and removes one leaving its files", async () => {
    const product = (await getEditorProduct(db, productId))!;
    const ours = product.images.filter((image) => image.url.startsWith("/images/catalogue/"));
    const [large, small] = ours;
    const input = editorInputOf(product);
    input.images = [
      { id: small!.id, altText: "Polo in navy, front" },
      ...product.images
        .filter((image) => image.id !== small!.id)
        .map(({ id, altText }) => ({ id, altText })),
    ];
    input.removedImageIds = [large!.id];
    // The navy variants show the new picture: the product page moves to it for navy.
    input.variants = input.variants.map((variant) =>
      variant.optionValues[0] === "Navy" ? { ...variant, imageId: small!.id } : variant,
    );
    const saved = await saveProduct(db, admin, productId, input, product.etag);
    if (!saved.ok) throw new Error(saved.error);
    const after = (await getEditorProduct(db, productId))!;
    expect(after.images[0]).toMatchObject({ id: small!.id, altText: "Polo in navy, front" });
    expect(after.images.some((image) => image.id === large!.id)).toBe(false);
    const navy = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.imageId, small!.id));
    expect(navy.length).toBeGreaterThan(0);
    const key = /\/images\/catalogue\/(.+)\.webp$/.exec(large!.url)![1]!;
    expect(
      (await stat(path.join(catalogueImagesDirectory(dataDir), key, "1600.webp"))).size,
    ).toBeGreaterThan(0);
  });

  it("refuses another product's picture in the gallery", async () => {
    const product = (await getEditorProduct(db, productId))!;
    const input = { ...editorInputOf(product), removedImageIds: [1_999_999] };
    expect(await saveProduct(db, admin, productId, input, product.etag)).toMatchObject({
      ok: false,
      status: 400,
      field: "removedImageIds.0",
    });
  });
});
