import { z } from "zod";
import { type BasketLine, decorationPositions, decorationTypes } from "./basket.ts";

// The basket line's rules in zod, for the server (a reorder builds basket lines) and as the
// readable statement of what readBasketLine in basket.ts checks in the browser (decision 016);
// a property test in basket.test.ts holds the two to the same answers.

// spec §3: numeric fields are read back "coerced to numbers". Only numbers and numeric strings
// count: z.coerce.number() would also turn null, true or [4] into numbers, which is corrupt data
// passing as valid.
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

const pence = wholeNumber.pipe(z.number().nonnegative());

// A root-relative path or an http(s) address; '' when the product has no image.
const imageUrl = z.union([z.literal(""), z.string().regex(/^(https?:\/\/|\/(?!\/))\S*$/)]);

export const BasketLineSchema = z
  .object({
    /** The variant id plus a timestamp; unique within the basket. */
    id: z.string().min(1),
    /** Storefront global id, e.g. gid://shopify/ProductVariant/123. */
    variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
    /** Storefront global id, e.g. gid://shopify/Product/45. */
    productId: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/),
    name: z.string().min(1),
    /** The variant's description, e.g. "Navy / L". */
    variant: z.string(),
    /** Per item including VAT, customisation and the spread set-up fee; display only. */
    pricePence: pence,
    /** Defaults to pricePence. */
    basePricePence: pence.optional(),
    customizationPricePence: pence.default(0),
    setupFeePence: pence.default(0),
    customizationType: z.enum(decorationTypes).default("plain"),
    customizationPosition: z.union([z.enum(decorationPositions), z.literal("")]).default(""),
    /** Id of the stored design file uploaded on the product page. */
    designId: z.string().min(1).optional(),
    /** The upload's token (issue 10.10): proof that this browser uploaded the design. */
    designToken: z.string().min(1).optional(),
    designName: z.string().min(1).optional(),
    quantity: wholeNumber.pipe(z.number().min(1)),
    image: imageUrl.default(""),
    sku: z.string().default(""),
    handle: z.string().min(1),
  })
  .superRefine((line, context) => {
    // spec §4: a position is required for embroidery and print; a plain garment has none.
    const isDecorated = line.customizationType !== "plain";
    if (isDecorated && line.customizationPosition === "") {
      context.addIssue({
        code: "custom",
        path: ["customizationPosition"],
        message: "A decorated line needs a position",
      });
    }
    if (!isDecorated && line.customizationPosition !== "") {
      context.addIssue({
        code: "custom",
        path: ["customizationPosition"],
        message: "A plain line has no position",
      });
    }
  })
  .transform(({ basePricePence, ...line }) => ({
    ...line,
    basePricePence: basePricePence ?? line.pricePence,
  }));

// The hand-written type in basket.ts and this schema's output must stay the same type.
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameShape: Same<z.output<typeof BasketLineSchema>, BasketLine> = true;
void sameShape;
