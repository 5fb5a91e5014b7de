import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";
import { handleFromTitle } from "./product-input.ts";
import { handleFormat } from "./handles.ts";

// Issue 11.3: what the collection editor sends, checked by the same schemas in the browser (a
// message beside the field before sending) and on the server (which never trusts the browser):
// the collection's own fields, and its products in the order the shop shows them.

/** A collection holds at most this many products (issue 11.3): one order save stays bounded. */
export const maxCollectionProducts = 5_000;

const maxRowId = 2_147_483_647;

/** What the back office says when SHOPIFY_STORE_DOMAIN makes the catalogue Shopify's. */
export const shopifyCollectionsMessage =
  "This shop's catalogue is managed in Shopify: change collections there.";

const line = (label: string, max: number) =>
  safeText()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters` });

/**
 * An image the shop's pages may show (their Content-Security-Policy allows the shop's own files
 * and https): a full https:// address, or a path on this shop such as /images/hi-vis.jpg.
 */
export function isCollectionImageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export const collectionInputSchema = z
  .object({
    title: line("title", 255).min(1, { error: "Enter the collection's title" }),
    /** Empty: made from the title. */
    handle: z
      .string({ error: "Enter the handle as text" })
      .trim()
      .toLowerCase()
      .max(255, { error: "Keep the handle under 255 characters" })
      .default(""),
    descriptionHtml: safeText()
      .max(100_000, { error: "Keep the description under 100,000 characters" })
      .default(""),
    imageUrl: line("image address", 2_000)
      .refine((value) => value === "" || isCollectionImageUrl(value), {
        error: "Enter an https:// address or a path on this shop starting with /",
      })
      .default(""),
    imageAlt: line("image description", 512).default(""),
    seoTitle: line("page title", 255).default(""),
    seoDescription: line("meta description", 1_000).default(""),
  })
  .superRefine((collection, context) => {
    const handle = collection.handle || handleFromTitle(collection.title);
    if (!handleFormat.test(handle))
      context.addIssue({
        code: "custom",
        path: ["handle"],
        message: "Use lower-case letters, numbers and single hyphens, e.g. hi-vis-vests",
      });
    if (collection.imageAlt !== "" && collection.imageUrl === "")
      context.addIssue({
        code: "custom",
        path: ["imageUrl"],
        message: "Enter the image's address, or clear its description",
      });
  });

export type CollectionInput = z.input<typeof collectionInputSchema>;
export type CollectionChange = z.output<typeof collectionInputSchema>;

const productId = z
  .int({ error: "Choose products from the shop's catalogue" })
  .positive({ error: "Choose products from the shop's catalogue" })
  .max(maxRowId, { error: "Choose products from the shop's catalogue" });

/** The collection's products, first to last, as the shop will show them. */
export const collectionProductsSchema = z.object({
  productIds: z
    .array(productId, { error: "Send the products as a list of ids" })
    .max(maxCollectionProducts, {
      error: `A collection can hold at most ${maxCollectionProducts.toLocaleString("en-GB")} products`,
    })
    .superRefine((ids, context) => {
      const seen = new Set<number>();
      ids.forEach((id, index) => {
        if (seen.has(id))
          context.addIssue({
            code: "custom",
            path: [index],
            message: "This product is in the list twice",
          });
        seen.add(id);
      });
    }),
});

export type CollectionProductsInput = z.input<typeof collectionProductsSchema>;
