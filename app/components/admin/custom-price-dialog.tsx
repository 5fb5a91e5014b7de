import { Loader2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { formatPence } from "#core/money/money.ts";
import { parseDecimal } from "./admin-api.ts";
import { useAdminChange } from "./use-admin-change.ts";
import { Field } from "./admin-ui.tsx";
import { CustomerPicker, type PickedCustomer } from "./customer-picker.tsx";
import { Checkbox, MoneyInput } from "./money-input.tsx";
import { ProductPicker, type PickedProduct } from "./product-picker.tsx";
import { CustomPriceEditForm, textareaClass } from "./custom-price-edit-form.tsx";

// Creating a customer's price (customer, product, a variant or all variants, the price ex VAT) or
// editing one (price, notes, active) with its change history. DESIGN §3.1: a custom price is the
// customer's net price, with no quantity break on top.

export type CustomPriceTarget = { mode: "create" } | { mode: "edit"; id: string } | null;

function CreateForm({ onDone }: { onDone: () => void }) {
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [variantId, setVariantId] = useState("");
  const { errors, setErrors, isSaving, send } = useAdminChange();
  const variant = product?.variants.find((v) => String(v.id) === variantId) ?? null;
  const standard = variant
    ? formatPence(variant.pricePence)
    : product && product.variants.length > 0
      ? `from ${formatPence(Math.min(...product.variants.map((v) => v.pricePence)))}`
      : null;

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!customer || !product)
      return setErrors({
        ...(customer ? {} : { userId: "Choose a customer" }),
        ...(product ? {} : { productId: "Choose a product" }),
      });
    const result = await send(
      "/custom-pricing",
      {
        method: "POST",
        body: {
          userId: customer.id,
          productId: product.id,
          // Our numbers, or in Shopify mode the store's global ids, as the picker gave them.
          variantId: variant?.id ?? null,
          customPrice: parseDecimal(String(form.get("customPrice"))),
          notes: String(form.get("notes") ?? ""),
          isActive: form.get("isActive") === "on",
        },
      },
      {
        success: "Custom pricing created successfully",
        failure: "Failed to create custom pricing",
      },
    );
    if (result.ok) onDone();
  }

  return (
    <form onSubmit={create} className="mt-5 space-y-4" noValidate aria-label="New custom price">
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Customer</p>
        <CustomerPicker value={customer} onChange={setCustomer} error={errors["userId"]} />
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Product</p>
        <ProductPicker
          value={product}
          onChange={(picked) => {
            setProduct(picked);
            setVariantId("");
          }}
          error={errors["productId"]}
        />
      </div>
      {product && (
        <Field id="variantId" label="Applies to" error={errors["variantId"]}>
          <select
            id="variantId"
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            <option value="">All variants</option>
            {product.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title} — {formatPence(v.pricePence)}
                {v.sku ? ` (${v.sku})` : ""}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        id="customPrice"
        label="Custom price per item (ex VAT)"
        error={errors["customPrice"]}
        hint={standard ? `Standard price ${standard} ex VAT` : undefined}
      >
        <MoneyInput
          id="customPrice"
          name="customPrice"
          placeholder="0.00"
          error={errors["customPrice"]}
        />
      </Field>
      <Field id="notes" label="Notes (optional)" error={errors["notes"]}>
        <textarea id="notes" name="notes" rows={2} maxLength={500} className={textareaClass} />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <Checkbox name="isActive" label="Active" defaultChecked />
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
          Create price
        </Button>
      </div>
    </form>
  );
}

export function CustomPriceDialog({
  target,
  onClose,
}: {
  target: CustomPriceTarget;
  onClose: () => void;
}) {
  const revalidator = useRevalidator();
  const done = () => {
    onClose();
    void revalidator.revalidate();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto">
        <DialogTitle>
          {target?.mode === "edit" ? "Edit custom price" : "New custom price"}
        </DialogTitle>
        {target?.mode === "create" && (
          <>
            <DialogDescription>
              The customer pays this price ex VAT for the product, with no quantity break on top.
            </DialogDescription>
            <CreateForm onDone={done} />
          </>
        )}
        {target?.mode === "edit" && (
          <CustomPriceEditForm key={target.id} id={target.id} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
