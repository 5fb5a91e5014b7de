import {
  BriefcaseIcon,
  CreditCardIcon,
  PaletteIcon,
  RotateCcwIcon,
  RulerIcon,
  TruckIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ShopEmail, ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";

// The answers repeat the figures of the delivery, returns and services pages (spec/storefront.md
// §9, spec/back-office.md §9); change them together.

export type FaqItem = { id: string; question: string; answer: ReactNode };
export type FaqGroup = { id: string; title: string; icon: LucideIcon; items: FaqItem[] };

const phone = <ShopPhone />;
const email = <ShopEmail />;

export const faqGroups: FaqGroup[] = [
  {
    id: "ordering",
    title: "Ordering & payment",
    icon: CreditCardIcon,
    items: [
      {
        id: "how-to-order",
        question: "How do I place an order?",
        answer: (
          <p>
            Add items to your basket online and check out securely, or call us on {phone}
            <ShopHours />. For large or decorated orders many customers prefer to talk it through
            with us first.
          </p>
        ),
      },
      {
        id: "vat",
        question: "Are your prices shown with or without VAT?",
        answer: (
          <p>
            Both. Each product shows its price excluding VAT and including VAT at 20%. Your basket
            shows the VAT total separately, and every order comes with a full VAT invoice.
          </p>
        ),
      },
      {
        id: "payment-methods",
        question: "How can I pay?",
        answer: (
          <p>
            By debit or credit card through our secure checkout, or, if you have an approved trade
            account, by charging the order to your{" "}
            <a href="#credit-account">30-day credit account</a>.
          </p>
        ),
      },
      {
        id: "contact-times",
        question: "When can I contact you?",
        answer: (
          <p>
            Call us on {phone}
            <ShopHours prefix=", lines open " suffix="" />. E-mails to {email} are answered within 1
            working day.
          </p>
        ),
      },
    ],
  },
  {
    id: "delivery",
    title: "Delivery",
    icon: TruckIcon,
    items: [
      {
        id: "delivery-cost",
        question: "How much is delivery?",
        answer: (
          <p>
            UK delivery is free when your basket total is over £75 including VAT. Otherwise it costs
            £4.95 + VAT (£5.94). Parcels over 5kg to outlying regions (Highlands &amp; Islands,
            Northern Ireland and the islands) cost £17.95 + VAT; we call to agree this before
            dispatch. See <Link to="/delivery-information">delivery information</Link>.
          </p>
        ),
      },
      {
        id: "dispatch",
        question: "When will my order be dispatched?",
        answer: (
          <p>
            Stock items ordered before 2pm, Monday to Friday, are dispatched the same day.
            Embroidered and printed orders typically take 5–7 working days, with express 2–3 working
            days available on request.
          </p>
        ),
      },
      {
        id: "international",
        question: "Do you deliver outside the UK?",
        answer: (
          <p>
            Web orders can only be delivered to UK addresses; we cannot take web orders for Europe
            or Ireland. Please call us to discuss an order for delivery abroad.
          </p>
        ),
      },
    ],
  },
  {
    id: "returns",
    title: "Returns",
    icon: RotateCcwIcon,
    items: [
      {
        id: "return-period",
        question: "How long do I have to return something?",
        answer: (
          <p>
            Our returns policy gives you 30 days to return unworn, unwashed items in their original
            packaging, and we refund within 5–7 working days of receiving them. Consumers buying
            online also have the statutory 14-day right to cancel. Read the full{" "}
            <Link to="/returns-policy">returns policy</Link>.
          </p>
        ),
      },
      {
        id: "personalised-returns",
        question: "Can I return embroidered or printed items?",
        answer: (
          <p>
            Personalised items are made to order, so they cannot be returned unless they are faulty
            or do not match the design you approved. Please check your proof carefully.
          </p>
        ),
      },
      {
        id: "large-returns",
        question: "Do I need to contact you before returning an item?",
        answer: (
          <p>
            Yes for any item over 5kg or worth over £500, so we can arrange the right courier. For
            everything else it still helps to let us know your order number first.
          </p>
        ),
      },
    ],
  },
  {
    id: "decoration",
    title: "Embroidery & printing",
    icon: PaletteIcon,
    items: [
      {
        id: "minimums",
        question: "Is there a minimum order quantity?",
        answer: (
          <p>
            Embroidery has a minimum of 10 pieces, screen printing 25 pieces, and digital printing
            can be done from a single item. Mixed sizes of the same garment count towards the
            minimum.
          </p>
        ),
      },
      {
        id: "artwork",
        question: "How do I send my logo, and how soon will I hear back?",
        answer: (
          <p>
            Upload your design on our <Link to="/pricing#upload-design">pricing page</Link> (PNG,
            JPG, SVG, AI, PDF or EPS). We reply with a quote and a proof within 24–48 hours.
          </p>
        ),
      },
      {
        id: "decoration-cost",
        question: "How much does embroidery cost?",
        answer: (
          <p>
            Embroidery starts at £5.95 per item for 1–5 pieces and falls to £1.45 per item at
            200–499, plus a one-off £9.95 set-up per design, waived on orders of £1,000 or more. See
            the full <Link to="/pricing">decoration price tables</Link>.
          </p>
        ),
      },
      {
        id: "turnaround",
        question: "How long do decorated orders take?",
        answer: (
          <p>
            Standard turnaround is 5–7 working days from artwork approval. Express 2–3 working days,
            or same day for some small orders, is available on request.
          </p>
        ),
      },
    ],
  },
  {
    id: "trade",
    title: "Trade & credit accounts",
    icon: BriefcaseIcon,
    items: [
      {
        id: "bulk-discounts",
        question: "Do you offer discounts for larger quantities?",
        answer: (
          <p>
            Yes. Garment prices fall automatically from 10 pieces, up to 15% off at 100 or more, and
            mixed sizes and colours of the same product count together. See{" "}
            <Link to="/bulk-orders">bulk orders</Link>.
          </p>
        ),
      },
      {
        id: "credit-statement",
        question: "How do I pay my credit account?",
        answer: (
          <p>
            You receive a monthly statement listing every order charged to your account. Payment is
            due on 30-day terms, and the statement explains how to pay.
          </p>
        ),
      },
    ],
  },
  {
    id: "sizing",
    title: "Sizing",
    icon: RulerIcon,
    items: [
      {
        id: "find-size",
        question: "How do I find my size?",
        answer: (
          <p>
            Our <Link to="/size-guide">size guide</Link> covers tops, trousers, women's fit, safety
            footwear and gloves in cm and inches, with tips on how to measure.
          </p>
        ),
      },
      {
        id: "between-sizes",
        question: "What if I am between sizes?",
        answer: (
          <p>
            For tops and jackets, choose the larger size, especially if you wear layers. For safety
            footwear, go up if you are a half size. Unworn items can be exchanged within 30 days.
          </p>
        ),
      },
      {
        id: "size-samples",
        question: "Can we try sizes before a team order?",
        answer: (
          <p>
            Yes. Order the sizes you need plain, check the fit, and return unworn items within 30
            days. Call us and we will help plan the sizes for the whole team.
          </p>
        ),
      },
    ],
  },
];
