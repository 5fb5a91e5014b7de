import { MapPinIcon } from "lucide-react";
import { addressLines } from "#core/address/address-lines.ts";
import type { CheckoutAddress } from "#core/checkout/checkout-form.ts";

/**
 * Issue 18.8: where a placed order goes and the buyer's PO number, as stored on the order, so the
 * buyer can check both on the confirmation page.
 */
export function DeliveryDetails({
  address,
  poNumber,
}: {
  address: CheckoutAddress | null;
  poNumber: string | null;
}) {
  return (
    <section
      aria-labelledby="delivery-details-heading"
      className="rounded-lg border border-border p-4"
      data-testid="delivery-details"
    >
      <h2
        id="delivery-details-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <MapPinIcon className="size-5 text-brand-700" aria-hidden />
        Delivery address
      </h2>
      {address ? (
        <address className="mt-2 text-sm leading-6 text-slate-800 not-italic">
          {[...addressLines(address), "United Kingdom"].map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
          {address.phone && (
            <span className="mt-1 block text-slate-600">Phone: {address.phone}</span>
          )}
        </address>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          We will confirm the delivery address with you before dispatch.
        </p>
      )}
      {poNumber && (
        <dl className="mt-3 flex gap-2 border-t border-border pt-3 text-sm">
          <dt className="text-slate-600">Your PO number</dt>
          <dd className="font-semibold text-slate-900" data-testid="po-number">
            {poNumber}
          </dd>
        </dl>
      )}
    </section>
  );
}
