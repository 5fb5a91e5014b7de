import { and, eq, isNull } from "drizzle-orm";
import { areaFor, mockupAreasFor, mockupKeyOf } from "#core/mockup/mockup-areas.ts";
import type { Db } from "#server/db/client.ts";
import {
  orderItems,
  orders,
  productImages,
  products,
  storedFiles,
} from "#server/db/schema/index.ts";
import type { StoredFileRow } from "#server/files/files-queries.ts";
import { readStoredBytes, removeStoredBytes, storeMockupFile } from "#server/files/files.server.ts";
import { ownMockupAreas } from "./product-mockup.server.ts";
import { readShopPicture, renderMockup } from "./mockup-render.server.ts";

// Issue 15.2: an order line's mock-up, drawn by the server the first time it is needed (the
// confirmation e-mail, sent as the order is placed) and kept with the line (order_items
// .mockup_file_id), so a later change to the product's areas or pictures leaves it as the buyer
// saw it. A line gets none when it is plain, has no design, or its product has no area or no
// picture for its position.

type Services = { db: Db; dataDir: string };

type LineFacts = typeof orderItems.$inferSelect;

/** The front picture's back, for a design on the back. */
async function backPictureOf(db: Db, productId: number, frontUrl: string): Promise<string | null> {
  const [front] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.url, frontUrl)))
    .limit(1);
  if (!front) return null;
  const [back] = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.backOfImageId, front.id))
    .orderBy(productImages.position)
    .limit(1);
  return back?.url ?? null;
}

/** The line's mock-up drawn now, or null when it cannot have one. */
async function drawLineMockup(services: Services, line: LineFacts): Promise<Buffer | null> {
  const { db, dataDir } = services;
  const method = line.customizationType;
  if (method === "plain" || (method !== "embroidery" && method !== "print")) return null;
  if (!line.designFileId || !line.customizationPosition || !line.productId || !line.imageUrl)
    return null;
  const [product] = await db
    .select({ productType: products.productType })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!product) return null;
  const areas = mockupAreasFor(product.productType, await ownMockupAreas(db, line.productId));
  const area = areaFor(areas, line.customizationPosition);
  if (!area) return null;
  const url =
    area.view === "back" ? await backPictureOf(db, line.productId, line.imageUrl) : line.imageUrl;
  const picture = url && (await readShopPicture(dataDir, url));
  if (!picture) return null;
  const [design] = await db.select().from(storedFiles).where(eq(storedFiles.id, line.designFileId));
  const bytes = design && (await readStoredBytes(dataDir, design));
  if (!design || !bytes) return null;
  return renderMockup({
    picture,
    area,
    method,
    design: { bytes, contentType: design.contentType },
  });
}

async function storedMockup(db: Db, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

/** The line's kept mock-up, drawn and kept now if it has none yet; null when it cannot have one. */
export async function lineMockup(
  services: Services,
  line: LineFacts,
): Promise<StoredFileRow | null> {
  const { db, dataDir } = services;
  if (line.mockupFileId) return storedMockup(db, line.mockupFileId);
  const png = await drawLineMockup(services, line);
  if (!png) return null;
  const file = await storeMockupFile(db, dataDir, png, `mock-up-${line.position + 1}.png`);
  const [kept] = await db
    .update(orderItems)
    .set({ mockupFileId: file.id })
    .where(and(eq(orderItems.id, line.id), isNull(orderItems.mockupFileId)))
    .returning({ id: orderItems.id });
  if (kept) return file;
  // Drawn at the same moment by another request: theirs is kept, ours goes.
  await db.delete(storedFiles).where(eq(storedFiles.id, file.id));
  await removeStoredBytes(dataDir, file.storageKey);
  const [winner] = await db
    .select({ mockupFileId: orderItems.mockupFileId })
    .from(orderItems)
    .where(eq(orderItems.id, line.id));
  return winner?.mockupFileId ? storedMockup(db, winner.mockupFileId) : null;
}

/**
 * Issue 15.3: the mock-up of an order's first line with this design and method, as a proof to
 * send (drawn now if need be); null when the order has none.
 */
export async function mockupAsProof(
  services: Services,
  orderId: string,
  designId: string,
  method: "embroidery" | "print",
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const lines = await services.db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.designFileId, designId),
        eq(orderItems.customizationType, method),
      ),
    )
    .orderBy(orderItems.position);
  for (const line of lines) {
    const file = await lineMockup(services, line);
    const bytes = file && (await readStoredBytes(services.dataDir, file));
    if (bytes) return { name: `mock-up-${line.position + 1}.png`, bytes };
  }
  return null;
}

/** An order's line by its place in the order. */
export async function orderLineAt(
  db: Db,
  orderId: string,
  position: number,
): Promise<LineFacts | null> {
  const [line] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)))
    .limit(1);
  return line ?? null;
}

/**
 * A line's mock-up for a viewer: the order's own buyer or an admin; null (404) for anyone else, an
 * unknown line or a line without one.
 */
export async function viewerLineMockup(
  services: Services,
  viewer: { userId: string; role: "customer" | "admin" },
  lineId: string,
): Promise<StoredFileRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(lineId)) return null;
  const [found] = await services.db
    .select({ line: orderItems, buyer: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, lineId.toLowerCase()));
  if (!found) return null;
  if (viewer.role !== "admin" && found.buyer !== viewer.userId) return null;
  return lineMockup(services, found.line);
}

/** A mock-up as an order page shows it. */
export type OrderMockup = {
  itemId: string;
  url: string;
  caption: string;
  /** The design and method drawn: the proof of that logo may be this mock-up (issue 15.3). */
  designId: string;
  method: "embroidery" | "print";
};

/**
 * The order's mock-ups for its page: one per design, colour and position (sizes look the same),
 * drawn and kept now for any not drawn yet. A line whose mock-up cannot be drawn (its picture or
 * design gone) is left out, and the page still opens.
 */
export async function orderMockupsOf(
  services: Services & { logger?: { warn: (facts: object, message: string) => void } },
  orderId: string,
): Promise<OrderMockup[]> {
  const lines = await services.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  const seen = new Set<string>();
  const mockups: OrderMockup[] = [];
  for (const line of lines) {
    const key = mockupKeyOf(line);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    try {
      if (!(await lineMockup(services, line))) continue;
    } catch (error) {
      services.logger?.warn({ err: error, itemId: line.id }, "mock-up not drawn");
      continue;
    }
    const method = line.customizationType === "embroidery" ? "Embroidery" : "Print";
    const colour = line.variantTitle?.split(" / ")[0];
    mockups.push({
      itemId: line.id,
      designId: line.designFileId!,
      method: line.customizationType as OrderMockup["method"],
      url: `/api/account/order-items/${line.id}/mockup`,
      caption: `${line.productTitle}${colour ? `, ${colour}` : ""}: ${method}, ${line.customizationPosition}`,
    });
  }
  return mockups;
}
