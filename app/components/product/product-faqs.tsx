import { Link } from "react-router";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";

const link = "font-medium text-brand-700 underline";

// Answers follow spec §9 (delivery, dispatch, returns) and DESIGN §4 (returns wording).
const faqs = [
  {
    question: "How do I choose the right size?",
    answer: (
      <>
        Measure a garment that fits you well and compare it with our{" "}
        <Link to="/size-guide" className={link}>
          size guide
        </Link>
        . If you are between sizes, we suggest the larger one, especially for layering over other
        clothing.
      </>
    ),
  },
  {
    question: "Can you add my company logo?",
    answer: (
      <>
        Yes. Choose Embroidery or Print above, pick a position and upload your design (images, PDF,
        AI or EPS up to 10 MB). The per-item prices are in the Embroidery &amp; Printing tab; a
        one-off set-up fee applies per design.
      </>
    ),
  },
  {
    question: "Can I mix sizes and colours for a quantity discount?",
    answer:
      "Yes. Every size and colour of this product counts towards the quantity discount, which is applied automatically in your basket.",
  },
  {
    question: "How quickly will my order arrive?",
    answer:
      "Plain garments ordered before 2pm on a weekday are dispatched the same day. Delivery is free on UK orders over £75; otherwise it is £4.95 plus VAT. Embroidered and printed orders are made to order, so allow extra time.",
  },
  {
    question: "Can I return personalised items?",
    answer: (
      <>
        Embroidered or printed garments are made for you, so they cannot be returned unless they are
        faulty. Plain, unworn items can be returned within 30 days; see our{" "}
        <Link to="/returns-policy" className={link}>
          returns policy
        </Link>
        .
      </>
    ),
  },
];

export function ProductFaqs() {
  return (
    <Accordion type="single" collapsible className="max-w-3xl">
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} value={faq.question}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
