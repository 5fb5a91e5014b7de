import { CreditCardIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";

// spec/back-office.md §2, §8: the credit page of a customer without an account says so, then how
// to open one (DESIGN §4 "Easy Credit Account → how to apply").

export const noCreditAccountMessage = "No credit account available.";

export function NoCreditAccount() {
  return (
    <section
      aria-labelledby="no-credit-heading"
      className="mx-auto max-w-2xl rounded-xl border border-border bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CreditCardIcon className="size-7" aria-hidden />
      </span>
      <h2 id="no-credit-heading" className="mt-4 text-xl font-bold text-slate-900">
        {noCreditAccountMessage}
      </h2>
      <p className="mt-3 leading-7 text-slate-600">
        Limited companies, sole traders, schools and councils can apply for an Easy Credit Account:
        charge orders to your account and pay on 30-day terms. Until then, pay by bank transfer at
        checkout.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/faq#credit-account">How to apply</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact-us">Contact our trade team</Link>
        </Button>
      </div>
      <p className="mt-5 text-sm text-slate-600">
        Or call <ShopPhone className="font-semibold text-brand-700 underline" />
        <ShopHours />.
      </p>
    </section>
  );
}
