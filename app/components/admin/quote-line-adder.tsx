import { PlusIcon } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatPence } from "#core/money/money.ts";
import { maxLineQuantity } from "#core/pricing/quantity-breaks.ts";
import { Field } from "./admin-ui.tsx";
import { ProductPicker, type PickedProduct } from "./product-picker.tsx";
import { addedLineForm, type QuoteLineForm } from "./quote-form.ts";

// Issue 14.6: adding a line to a quote — a product found in the catalogue, one of its variants and
// how many. The line joins the form as a plain line at the variant's standard price ex VAT, for
// the admin to price like the others; it is written when the quote is saved. It sits inside the
// quote's form, so Enter in its fields adds the line instead of saving the quote.

const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm aria-[invalid=true]:border-red-600";

export function QuoteLineAdder({ onAdd }: { onAdd: (line: QuoteLineForm) => void }) {
  const id = useId();
  // Counts the lines added: a new count starts the product search afresh.
  const [added, setAdded] = useState(0);
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [variantId, setVariantId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const variant = product?.variants.find((each) => String(each.id) === variantId) ?? null;

  function add() {
    const count = Number(quantity.trim());
    const problems = {
      ...(product ? {} : { product: "Choose a product" }),
      ...(product && !variant ? { variant: "Choose the size and colour" } : {}),
      ...(Number.isInteger(count) && count >= 1 && count <= maxLineQuantity && quantity.trim()
        ? {}
        : {
            quantity: `Enter a whole number from 1 to ${maxLineQuantity.toLocaleString("en-GB")}`,
          }),
    };
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(first === "product" ? `${id}-product` : `${id}-${first}`)?.focus();
      return;
    }
    setAdded(added + 1);
    onAdd(
      addedLineForm(
        {
          id: Number(variant!.id),
          productTitle: product!.title,
          variantTitle: variant!.title,
          sku: variant!.sku,
          pricePence: variant!.pricePence,
        },
        count,
        `${id}-new-${added + 1}`,
      ),
    );
    setProduct(null);
    setVariantId("");
    setQuantity("1");
  }

  /** Enter adds the line; the quote's own form is saved with its Save button. */
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Add a line</legend>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Product</p>
        <ProductPicker
          key={added}
          value={product}
          onChange={(picked) => {
            setProduct(picked);
            setVariantId(picked?.variants.length === 1 ? String(picked.variants[0]!.id) : "");
            setErrors({});
            // The picked match's button is gone: the keyboard goes on to the size and colour.
            if (picked)
              requestAnimationFrame(() => document.getElementById(`${id}-variant`)?.focus());
          }}
          error={errors["product"]}
          inputId={`${id}-product`}
        />
      </div>
      {product && (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end">
          <Field id={`${id}-variant`} label="Size and colour" error={errors["variant"]}>
            <select
              id={`${id}-variant`}
              value={variantId}
              onChange={(event) => setVariantId(event.target.value)}
              onKeyDown={addOnEnter}
              className={selectClass}
              aria-invalid={errors["variant"] ? true : undefined}
              aria-describedby={errors["variant"] ? `${id}-variant-error` : undefined}
            >
              <option value="">Choose…</option>
              {product.variants.map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.title} — {formatPence(each.pricePence)} ex VAT
                  {each.sku ? ` (${each.sku})` : ""}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-quantity`} label="Quantity" error={errors["quantity"]}>
            <Input
              id={`${id}-quantity`}
              inputMode="numeric"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              onKeyDown={addOnEnter}
              aria-invalid={errors["quantity"] ? true : undefined}
              aria-describedby={errors["quantity"] ? `${id}-quantity-error` : undefined}
            />
          </Field>
          <Button type="button" variant="outline" onClick={add}>
            <PlusIcon aria-hidden />
            Add line
          </Button>
        </div>
      )}
      <p className="text-xs text-slate-600">
        A new line is plain, at the standard price to start with: set its price, then save the
        quote.
      </p>
    </fieldset>
  );
}
