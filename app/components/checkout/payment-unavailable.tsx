import { CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

// Issue 18.9: in place of the checkout form while the shop cannot offer bank transfer (its bank
// details are still the demo's, or missing): how to order instead. The server refuses an order
// sent anyway (server/orders/orders.server.ts).
export function PaymentUnavailable({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="payment-unavailable-heading"
      className="h-fit rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2
        id="payment-unavailable-heading"
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <CircleAlertIcon className="size-5 text-amber-700" aria-hidden />
        Online payment is not available
      </h2>
      <p className="mt-2 text-sm leading-6">{message}</p>
      <p className="mt-2 text-sm leading-6">
        Trade customers with a credit account can still order on account from the basket.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/basket">Back to the basket</Link>
      </Button>
    </section>
  );
}
