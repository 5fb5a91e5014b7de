import type { StarterPage } from "../starter-pages.ts";

/** The starter text of /faq (server/pages/starter-pages.ts). */
export const faq: StarterPage = {
  handle: "faq",
  title: "Frequently Asked Questions",
  seoTitle: "Frequently Asked Questions",
  seoDescription:
    "Answers on ordering, VAT, delivery, returns, embroidery and printing minimums, sizing, and how to apply for a 30-day trade credit account with us.",
  bodyHtml: `
<p>Quick answers about ordering, delivery, returns, decoration, trade accounts and sizing. Can't find what you need? Our team is happy to help.</p>
<h2 id="ordering">Ordering &amp; payment</h2>
<h3>How do I place an order?</h3>
<p>Add items to your basket online and check out securely, or call us on {phone} ({hours}). For large or decorated orders many customers prefer to talk it through with us first.</p>
<h3>Are your prices shown with or without VAT?</h3>
<p>Both. Each product shows its price excluding VAT and including VAT at 20%. Your basket, checkout and order confirmation show the VAT total separately.</p>
<h3>How can I pay?</h3>
<p>By bank transfer: the checkout gives our bank details and your order number as the reference, and we start on your order once the payment arrives. With an approved trade account you can instead charge the order to your <a href="/faq#credit-account">30-day credit account</a>.</p>
<h3>When can I contact you?</h3>
<p>Call us on {phone}, lines open {hours}. E-mails to {email} are answered within 1 working day.</p>
<h2 id="delivery">Delivery</h2>
<h3>How much is delivery?</h3>
<p>UK delivery is free when your basket total is over £75 including VAT. Otherwise it costs £4.95 + VAT (£5.94). Parcels over 5kg to outlying regions (Highlands &amp; Islands, Northern Ireland and the islands) cost £17.95 + VAT; we call to agree this before dispatch. See <a href="/delivery-information">delivery information</a>.</p>
<h3>When will my order be dispatched?</h3>
<p>Stock items ordered before 2pm, Monday to Friday, are dispatched the same day. Embroidered and printed orders typically take 5–7 working days, with express 2–3 working days available on request.</p>
<h3>Do you deliver outside the UK?</h3>
<p>Web orders can only be delivered to UK addresses; we cannot take web orders for Europe or Ireland. Please call us to discuss an order for delivery abroad.</p>
<h2 id="returns">Returns</h2>
<h3>How long do I have to return something?</h3>
<p>Our returns policy gives you 30 days to return unworn, unwashed items in their original packaging, and we refund within 5–7 working days of receiving them. Consumers buying online also have the statutory 14-day right to cancel. Read the full <a href="/returns-policy">returns policy</a>.</p>
<h3>Can I return embroidered or printed items?</h3>
<p>Personalised items are made to order, so they cannot be returned unless they are faulty or do not match the design you approved. Please check your proof carefully.</p>
<h3>Do I need to contact you before returning an item?</h3>
<p>Yes for any item over 5kg or worth over £500, so we can arrange the right courier. For everything else it still helps to let us know your order number first.</p>
<h2 id="decoration">Embroidery &amp; printing</h2>
<h3>Is there a minimum order quantity?</h3>
<p>Embroidery has a minimum of 10 pieces, screen printing 25 pieces, and digital printing can be done from a single item. Mixed sizes of the same garment count towards the minimum.</p>
<h3>How do I send my logo, and how soon will I hear back?</h3>
<p>Upload your design on our <a href="/pricing#upload-design">pricing page</a> (PNG, JPG, SVG, AI, PDF or EPS). We reply with a quote and a proof within 24–48 hours.</p>
<h3>How much does embroidery cost?</h3>
<p>Embroidery starts at £5.95 per item for 1–5 pieces and falls to £1.45 per item at 200–499, plus a one-off £9.95 set-up per design, waived on orders of £1,000 or more. See the full <a href="/pricing">decoration price tables</a>.</p>
<h3>How long do decorated orders take?</h3>
<p>Standard turnaround is 5–7 working days from artwork approval. Express 2–3 working days, or same day for some small orders, is available on request.</p>
<h2 id="trade">Trade &amp; credit accounts</h2>
<h3 id="credit-account">How do I apply for a 30-day trade credit account?</h3>
<p>Our Easy Credit Account lets approved organisations order now and pay on 30-day terms. Accounts are open to:</p>
<ul>
<li>Limited companies and LLPs</li>
<li>Sole traders and partnerships</li>
<li>Schools, academies, councils and other public bodies</li>
</ul>
<ol>
<li><strong>Apply:</strong> call us or e-mail {email} with your organisation's name, address, company or charity number if you have one, and the contact for invoices.</li>
<li><strong>References:</strong> we ask for trade or bank references and may run a business credit check.</li>
<li><strong>Credit limit:</strong> once approved, we agree a credit limit with you and link the account to your online login.</li>
<li><strong>Order:</strong> choose “Charge to credit account” at checkout. Your limit, balance and available credit are shown in your basket.</li>
<li><strong>Pay on 30-day terms:</strong> every order charged to the account and every payment is listed on your credit account page.</li>
</ol>
<p>Call {phone} to apply<br><a href="/credit-account">View my credit account</a></p>
<h3>Do you offer discounts for larger quantities?</h3>
<p>Yes. Garment prices fall automatically from 10 pieces, up to 15% off at 100 or more, and mixed sizes and colours of the same product count together. See <a href="/bulk-orders">bulk orders</a>.</p>
<h3>How do I pay my credit account?</h3>
<p>By bank transfer, on 30-day terms. Your <a href="/credit-account">credit account page</a> lists every order charged and every payment received, with our bank details.</p>
<h2 id="sizing">Sizing</h2>
<h3>How do I find my size?</h3>
<p>Our <a href="/size-guide">size guide</a> covers tops, trousers, women's fit, safety footwear and gloves in cm and inches, with tips on how to measure.</p>
<h3>What if I am between sizes?</h3>
<p>For tops and jackets, choose the larger size, especially if you wear layers. For safety footwear, go up if you are a half size. Unworn items can be exchanged within 30 days.</p>
<h3>Can we try sizes before a team order?</h3>
<p>Yes. Order the sizes you need plain, check the fit, and return unworn items within 30 days. Call us and we will help plan the sizes for the whole team.</p>
`,
};
