import { BadgeCheckIcon, CreditCardIcon } from "lucide-react";
import { Link } from "react-router";
import { faqGroups } from "#app/components/info/faq-content.tsx";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage, type JumpLink } from "#app/components/info/info-page.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopEmail, ShopHours } from "#app/components/layout/shop-contact.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";
import type { Route } from "./+types/faq";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Frequently Asked Questions",
    "Answers on ordering, VAT, delivery, returns, embroidery and printing minimums, sizing, and how to apply for a 30-day trade credit account with {shop}.",
  ),
);

const answerLinks =
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2";

const whoCanApply = [
  "Limited companies and LLPs",
  "Sole traders and partnerships",
  "Schools, academies, councils and other public bodies",
];

/** DESIGN §4 "Nothing is dead": the header's Easy Credit Account link lands here. */
function CreditAccountAnswer() {
  const shop = useShopDetails();
  return (
    <div
      id="credit-account"
      className="scroll-mt-32 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h3 className="flex items-start gap-2 text-lg font-semibold text-slate-900">
        <CreditCardIcon className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden />
        How do I apply for a 30-day trade credit account?
      </h3>
      <div className="mt-3 space-y-3 text-[15px] leading-7 text-slate-700">
        <p>
          Our Easy Credit Account lets approved organisations order now and pay on 30-day terms.
          Accounts are open to:
        </p>
        <ul className="space-y-1.5">
          {whoCanApply.map((who) => (
            <li key={who} className="flex gap-2">
              <BadgeCheckIcon className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden />
              {who}
            </li>
          ))}
        </ul>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>
            <strong className="text-slate-900">Apply:</strong> call us or e-mail{" "}
            <ShopEmail className="font-medium text-brand-700 underline underline-offset-2" /> with
            your organisation's name, address, company or charity number if you have one, and the
            contact for invoices.
          </li>
          <li>
            <strong className="text-slate-900">References:</strong> we ask for trade or bank
            references and may run a business credit check.
          </li>
          <li>
            <strong className="text-slate-900">Credit limit:</strong> once approved, we agree a
            credit limit with you and link the account to your online login.
          </li>
          <li>
            <strong className="text-slate-900">Order:</strong> choose &ldquo;Charge to credit
            account&rdquo; at checkout. Your limit, balance and available credit are shown in your
            basket.
          </li>
          <li>
            <strong className="text-slate-900">Pay monthly:</strong> you receive one monthly
            statement of everything charged to the account, payable on 30-day terms.
          </li>
        </ol>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <Button asChild>
            {shop.phone ? (
              <a href={shop.phone.href}>Call {shop.phone.display} to apply</a>
            ) : (
              <Link to="/contact-us">Contact us to apply</Link>
            )}
          </Button>
          <Button asChild variant="outline">
            <Link to="/credit-account">View my credit account</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

const topics: JumpLink[] = faqGroups.map((group) => ({
  id: group.id,
  label: group.title,
  icon: group.icon,
}));

export default function Faq() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro="Quick answers about ordering, delivery, returns, decoration, trade accounts and sizing. Can't find what you need? Our team is happy to help."
      nav={{ label: "FAQ topics", title: "Browse by topic", links: topics }}
      aside={
        <HelpCard
          title="Still have a question?"
          links={[
            { to: "/delivery-information", label: "Delivery information" },
            { to: "/returns-policy", label: "Returns policy" },
            { to: "/size-guide", label: "Size guide" },
            { to: "/contact-us", label: "Contact us" },
          ]}
        >
          Call us
          <ShopHours prefix=" " suffix="" /> or e-mail us and we will reply within 1 working day.
        </HelpCard>
      }
    >
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2
            id={group.id}
            className="flex scroll-mt-32 items-center gap-3 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <group.icon className="size-5" aria-hidden />
            </span>
            {group.title}
          </h2>
          {group.id === "trade" && (
            <div className="mt-4">
              <CreditAccountAnswer />
            </div>
          )}
          <div className="mt-4 rounded-xl border border-border bg-white px-5">
            <Accordion type="multiple">
              {group.items.map((item) => (
                <AccordionItem key={item.id} value={item.id} className="last:border-0">
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent className={answerLinks}>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </section>
      ))}
    </InfoPage>
  );
}
