import type { StarterPage } from "../starter-pages.ts";

/** The starter text of /returns-policy (server/pages/starter-pages.ts). */
export const returnsPolicy: StarterPage = {
  handle: "returns-policy",
  title: "Returns Policy",
  seoTitle: "Returns Policy",
  seoDescription:
    "Return unworn items to us within 30 days for a refund within 5–7 working days. Your 14-day right to cancel, faulty goods and personalised items explained.",
  bodyHtml: `
<p>Not quite right? You can return unworn items within 30 days for a full refund. Here is everything you need to know, including your statutory rights.</p>
<ul>
<li><strong>30-day returns</strong> — On unworn, unwashed items</li>
<li><strong>Quick refunds</strong> — Within 5–7 working days</li>
<li><strong>14-day right to cancel</strong> — For consumers buying online</li>
<li><strong>Faulty goods</strong> — Replaced or refunded free</li>
</ul>
<h2 id="thirty-day-returns">Our 30-day returns policy</h2>
<p>If you change your mind, you can return items to us within <strong>30 days</strong> of delivery for a refund or exchange. To be accepted, items must be:</p>
<ul>
<li>unworn and unwashed, with all labels and tags still attached;</li>
<li>in their original packaging, in a condition we can resell;</li>
<li>free from any embroidery, printing or other personalisation.</li>
</ul>
<p>Once the return reaches us and has been checked, we refund you within <strong>5–7 working days</strong>. Safety footwear must be tried on indoors on a clean surface only; boots with marked soles cannot be accepted.</p>
<blockquote>
<p><strong>Items over 5kg or over £500</strong></p>
<p>Please contact us before returning any item that weighs over 5kg or is worth over £500, so we can arrange the right collection and make sure the refund is processed quickly.</p>
</blockquote>
<h2 id="personalised-items">Personalised items</h2>
<p>Garments embroidered or printed with your logo, name or design are made to your specification. They are <strong>not returnable unless faulty</strong>, and this exemption also applies to the 14-day cancellation right. We always send a proof of your design for approval before production, so please check spelling, colours and position carefully.</p>
<p>If a decorated item is faulty, or the decoration does not match the proof you approved, we will put it right free of charge.</p>
<h2 id="faulty-goods">Faulty or incorrect goods</h2>
<p>Under the <strong>Consumer Rights Act 2015</strong>, goods must be of satisfactory quality, fit for purpose and as described. If something is faulty:</p>
<ul>
<li>within 30 days of delivery you can reject it for a full refund;</li>
<li>after 30 days, we will repair or replace it, or refund you if that is not possible;</li>
<li>within six months of delivery, a fault is presumed to have been there when you received it unless we can show otherwise.</li>
</ul>
<p>We pay the return postage for faulty or incorrectly supplied items. Normal wear and tear, misuse and damage from incorrect washing are not faults.</p>
<h2 id="right-to-cancel">Your 14-day right to cancel</h2>
<p>If you are a consumer buying online, the <strong>Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013</strong> give you the right to cancel your order within <strong>14 days</strong> of receiving your goods, without giving a reason. You then have a further 14 days to send the goods back.</p>
<p>When you cancel a whole order we also refund the standard delivery charge you paid. Our 30-day returns policy is in addition to this right and does not affect it.</p>
<h2 id="trade-customers">Trade and business customers</h2>
<p>The 14-day cancellation right and the Consumer Rights Act apply to consumers. Orders placed by a business, school, council or other organisation are covered by our 30-day returns policy on the same conditions, and faulty goods are always replaced or refunded.</p>
<p>Returns on orders charged to a <a href="/faq#credit-account">trade credit account</a> are credited back to the account, where the credit shows on your credit account page.</p>
<h2 id="how-to-return">How to return an item</h2>
<ol>
<li><strong>Tell us what you are returning</strong><br>Call or e-mail us with your order number and the items you are sending back. For items over 5kg or over £500 this is essential, so we can arrange collection or a suitable courier.</li>
<li><strong>Pack it securely</strong><br>Put the items in their original packaging with a note of your order number, your name and the reason for the return (or whether you would like an exchange).</li>
<li><strong>Send it to us</strong><br>Use a tracked or signed-for service and keep your proof of postage. Return postage is paid by you, unless the item is faulty or we sent the wrong thing.</li>
<li><strong>Get your refund</strong><br>We check the items and refund you within 5–7 working days of receiving them, to your original payment method or your credit account.</li>
</ol>
<h3>Returns address</h3>
<p>Returns Department, {shop}<br>{address}</p>
`,
};
