import { data, type AppLoadContext } from "react-router";

// Issue 4: the hosted checkout's "Discount code" field, as on Shopify's checkout. One code per
// order (core/pricing/order-discount.ts), so applying a code replaces the cart's codes through the
// Storefront API's cartDiscountCodesUpdate; a code that does not apply is taken off again and the
// buyer told so, leaving the cart's codes as they were.

export type DiscountActionData = {
  intent: "apply-discount" | "remove-discount";
  /** The code as entered, to show it again beside an error. */
  code: string;
  error?: string;
  notice?: string;
};

const maxCodeLength = 64;

function answer(body: DiscountActionData, status = 200) {
  return data<DiscountActionData>(body, { status });
}

/** Applies (`intent=apply-discount`, field `discountCode`) or removes every code. */
export async function changeDiscountCode(
  context: AppLoadContext,
  token: string,
  values: Record<string, string>,
) {
  const cartId = `gid://shopify/Cart/${token}`;
  const unavailable = "The discount could not be changed just now. Please try again.";
  if (values["intent"] === "remove-discount") {
    const removed = await context.commerce.setDiscountCodes(cartId, []);
    return removed.ok
      ? answer({ intent: "remove-discount", code: "", notice: "Discount code removed." })
      : answer({ intent: "remove-discount", code: "", error: unavailable }, 503);
  }

  const code = (values["discountCode"] ?? "").trim();
  if (!code)
    return answer({ intent: "apply-discount", code, error: "Enter a discount code." }, 400);
  if (code.length > maxCodeLength)
    return answer(
      {
        intent: "apply-discount",
        code: "",
        error: `A discount code has at most ${maxCodeLength} characters.`,
      },
      400,
    );

  const before = await context.commerce.fetchCart(cartId);
  if (!before.ok) return answer({ intent: "apply-discount", code, error: unavailable }, 503);
  if (!before.data) throw data(null, { status: 404 });
  const applied = await context.commerce.setDiscountCodes(cartId, [code]);
  if (!applied.ok) return answer({ intent: "apply-discount", code, error: unavailable }, 503);
  const entry = applied.data.discountCodes.find(
    (existing) => existing.code.toLowerCase() === code.toLowerCase(),
  );
  if (entry?.applicable)
    return answer({ intent: "apply-discount", code: "", notice: `${entry.code} applied.` });

  // Put back what the cart had, so a mistyped code does not take away a good one.
  await context.commerce.setDiscountCodes(
    cartId,
    before.data.discountCodes.map((existing) => existing.code),
  );
  return answer(
    {
      intent: "apply-discount",
      code,
      error: `${code} can't be used on this order. Check the code, its dates and any minimum spend.`,
    },
    400,
  );
}
