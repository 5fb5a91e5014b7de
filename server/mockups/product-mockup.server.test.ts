import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { toGid } from "#commerce/engine/global-id.ts";
import { templateAreas } from "#core/mockup/mockup-areas.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { productImages, productMockups, products } from "#server/db/schema/index.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { productMockupOf } from "./product-mockup.server.ts";

describeWithDatabase("the product page's mock-up data (issue 15.2)", (use) => {
  let polo: { id: number; productType: string };
  let images: { url: string }[];

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const db = use().db;
    [polo] = (await db
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(eq(products.handle, "fruit-of-the-loom-sc63-premium-pique-polo"))) as [
      { id: number; productType: string },
    ];
    images = await db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, polo.id))
      .orderBy(productImages.position);
  }, 120_000);

  const page = () => ({ id: toGid("Product", polo.id), productType: polo.productType, images });

  it("gives a polo the top's areas and pairs each colour's front with its back", async () => {
    const mockup = await productMockupOf(use().db, page());
    expect(mockup.areas).toEqual(templateAreas("top"));
    expect(mockup.backs.length).toBe(images.length / 2);
    for (const [front, back] of mockup.backs)
      expect(images[back]!.url).toBe(images[front]!.url.replace("/polo/", "/polo/back/"));
  });

  it("pairs only the pictures the page shows, by their index there", async () => {
    const shown = images.slice(2);
    const mockup = await productMockupOf(use().db, { ...page(), images: shown });
    expect(mockup.backs[0]).toEqual([0, 1]);
    expect(mockup.backs).toHaveLength(shown.length / 2);
  });

  it("uses the owner's own areas when saved, and the defaults when they no longer check", async () => {
    const own = [
      {
        position: "Back Center" as const,
        view: "back" as const,
        x: 0.3,
        y: 0.2,
        width: 0.4,
        height: 0.3,
      },
    ];
    const db = use().db;
    await db.insert(productMockups).values({ productId: polo.id, areas: own });
    expect((await productMockupOf(db, page())).areas).toEqual(own);
    await db
      .update(productMockups)
      .set({ areas: [{ ...own[0]!, width: 7 }] })
      .where(eq(productMockups.productId, polo.id));
    expect((await productMockupOf(db, page())).areas).toEqual(templateAreas("top"));
    await db.delete(productMockups).where(eq(productMockups.productId, polo.id));
  });

  it("gives a product the database does not hold its type's defaults and no backs", async () => {
    const mockup = await productMockupOf(use().db, {
      id: "gid://shopify/Product/not-ours",
      productType: "Hi-Vis Vest",
      images,
    });
    expect(mockup).toEqual({ areas: templateAreas("vest"), backs: [] });
  });
});
