import { count } from "drizzle-orm";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import type { Db } from "#server/db/client.ts";
import { pages } from "#server/db/schema/index.ts";

// Issue 13.5: the information pages every shop starts with (delivery, returns, size guide, FAQ,
// privacy), written once into a shop with no pages, for the owner to edit in the back office. The
// shop's own details are placeholders ({phone}, {email}, {hours}, {address}, {shop},
// {legal-identity}: core/pages/page-placeholders.ts), filled from the shop settings when shown.

export type StarterPage = {
  handle: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  bodyHtml: string;
};

export const starterPages: readonly StarterPage[] = [
  {
    handle: "delivery-information",
    title: "Delivery Information",
    seoTitle: "Delivery Information",
    seoDescription:
      "UK delivery from us: free delivery on orders over £75, otherwise £4.95 + VAT. Same-day dispatch on stock items ordered before 2pm Monday to Friday.",
    bodyHtml: `
<p>Fast, tracked delivery across the UK for trade and retail customers. Free delivery on every order over £75, and same-day dispatch on stock items ordered before 2pm.</p>
<ul>
<li><strong>Free UK delivery</strong> — On orders over £75 inc VAT</li>
<li><strong>Order by 2pm</strong> — Same-day dispatch, Mon–Fri</li>
<li><strong>Decorated items</strong> — Typically 5–7 working days</li>
<li><strong>UK only</strong> — Web orders to UK addresses</li>
</ul>
<h2 id="delivery-charges">Delivery charges</h2>
<table>
<thead>
<tr>
<th>Delivery area</th>
<th>Order or parcel</th>
<th>Charge</th>
</tr>
</thead>
<tbody>
<tr>
<td>UK mainland</td>
<td>Over £75.00 (inc VAT)</td>
<td>FREE</td>
</tr>
<tr>
<td>UK mainland</td>
<td>£75.00 or less (inc VAT)</td>
<td>£4.95 + VAT (£5.94)</td>
</tr>
<tr>
<td>Outlying regions*</td>
<td>Up to 5kg, £75.00 or less</td>
<td>£4.95 + VAT (£5.94)</td>
</tr>
<tr>
<td>Outlying regions*</td>
<td>Parcels over 5kg</td>
<td>£17.95 + VAT (£21.54)</td>
</tr>
<tr>
<td>Europe &amp; Ireland</td>
<td>Web orders not available</td>
<td>Please call us</td>
</tr>
</tbody>
</table>
<p>Free delivery applies when your basket total, including VAT, is <strong>over £75.00</strong>. A basket of exactly £75.00 or less is charged £4.95 + VAT (£5.94). The delivery charge is shown in your basket before you pay, so there are no surprises at the checkout.</p>
<p>*Outlying regions are: Scottish Highlands &amp; Islands, Northern Ireland, Isle of Man, Isles of Scilly, Channel Islands. Parcels over 5kg to these areas cost £17.95 + VAT whatever the order value: the checkout shows the standard charge, and we call you to agree the difference before we dispatch. Deliveries there can take a day or two longer to arrive.</p>
<h2 id="dispatch">Dispatch times</h2>
<p>Stock items ordered <strong>before 2pm, Monday to Friday</strong>, are dispatched the same day. Orders placed after 2pm, at weekends or on bank holidays are dispatched on the next working day.</p>
<p>Most UK mainland orders arrive within 1–3 working days of dispatch. You will receive an e-mail with tracking details when your parcel leaves our warehouse. Large orders may be sent in more than one parcel; each parcel is tracked.</p>
<h2 id="decorated-items">Embroidered and printed items</h2>
<p>Garments with your logo are decorated in-house in our own workshop once your artwork is approved.</p>
<ul>
<li><strong>Standard turnaround:</strong> typically 5–7 working days from artwork approval.</li>
<li><strong>Express turnaround:</strong> 2–3 working days, on request. Call us before ordering so we can confirm the slot.</li>
<li><strong>Same day:</strong> possible for some small orders, on request only.</li>
</ul>
<p>Dispatch follows as soon as decoration is finished. See our <a href="/embroidery-and-printing">embroidery and printing services</a> for more detail.</p>
<h2 id="outside-uk">Deliveries outside the UK</h2>
<p>Our website takes orders for <strong>UK delivery addresses only</strong>. We are not able to accept web orders for delivery to Europe or the Republic of Ireland. If you need goods sent abroad, please call us on {phone} and we will see what we can arrange.</p>
<h2 id="on-delivery">When your order arrives</h2>
<p>Please check your parcel when it arrives. If the packaging is visibly damaged, note this with the courier or refuse the parcel if you can.</p>
<ul>
<li><strong>Damaged or faulty items:</strong> let us know as soon as possible, ideally within 48 hours, with your order number and a photo. We will send a replacement or refund at no cost to you.</li>
<li><strong>Missing items:</strong> check your dispatch e-mail first, as large orders can arrive in separate parcels. If anything is still missing, contact us and we will track it down.</li>
<li><strong>Nobody in?</strong> The courier will leave a card or an update explaining how to rearrange delivery or collect your parcel.</li>
</ul>
<h2 id="cancellations">Cancellations and returns</h2>
<p>If you buy online as a consumer, you have the <strong>statutory right to cancel</strong> your order within <strong>14 days</strong> of receiving your goods under the Consumer Contracts Regulations 2013, without giving a reason.</p>
<p>On top of that, our own <strong>30-day returns policy</strong> lets you return unworn, unwashed items in their original packaging within 30 days. We refund within 5–7 working days of receiving the return. Read the full <a href="/returns-policy">returns policy</a>.</p>
<blockquote>
<p><strong>Personalised items</strong></p>
<p>Embroidered or printed items are made to your order, so they cannot be cancelled or returned once production has started, unless they are faulty.</p>
</blockquote>
`,
  },
  {
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
  },
  {
    handle: "size-guide",
    title: "Size Guide",
    seoTitle: "Size Guide",
    seoDescription:
      "Workwear size charts: men's chest sizes XS–4XL, trouser waist and leg lengths, women's UK 8–22, safety footwear UK/EU/US conversions and glove sizes, in cm and inches.",
    bodyHtml: `
<p>Find the right fit first time. All measurements are body measurements, not garment measurements, and are shown in centimetres and inches. Sizes can vary slightly between brands, so check the product description too.</p>
<h2 id="mens-tops">Men's tops, jackets and hi-vis</h2>
<p>Polos, T-shirts, sweatshirts, fleeces, softshells and jackets. If you are between sizes, or will wear layers underneath, choose the larger size.</p>
<table>
<thead>
<tr>
<th>Size</th>
<th>Chest (cm)</th>
<th>Chest (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>XS</th>
<td>86–91 cm</td>
<td>34–36 in</td>
</tr>
<tr>
<th>S</th>
<td>91–97 cm</td>
<td>36–38 in</td>
</tr>
<tr>
<th>M</th>
<td>97–102 cm</td>
<td>38–40 in</td>
</tr>
<tr>
<th>L</th>
<td>102–107 cm</td>
<td>40–42 in</td>
</tr>
<tr>
<th>XL</th>
<td>107–112 cm</td>
<td>42–44 in</td>
</tr>
<tr>
<th>2XL</th>
<td>112–117 cm</td>
<td>44–46 in</td>
</tr>
<tr>
<th>3XL</th>
<td>117–122 cm</td>
<td>46–48 in</td>
</tr>
<tr>
<th>4XL</th>
<td>122–127 cm</td>
<td>48–50 in</td>
</tr>
</tbody>
</table>
<h2 id="trousers">Trousers and shorts</h2>
<p>Work trousers are sold by waist size in inches with a choice of leg length.</p>
<h3>Waist</h3>
<table>
<thead>
<tr>
<th>Waist size</th>
<th>Waist (cm)</th>
<th>Waist (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>28″</th>
<td>71 cm</td>
<td>28 in</td>
</tr>
<tr>
<th>30″</th>
<td>76 cm</td>
<td>30 in</td>
</tr>
<tr>
<th>32″</th>
<td>81 cm</td>
<td>32 in</td>
</tr>
<tr>
<th>34″</th>
<td>86 cm</td>
<td>34 in</td>
</tr>
<tr>
<th>36″</th>
<td>91 cm</td>
<td>36 in</td>
</tr>
<tr>
<th>38″</th>
<td>97 cm</td>
<td>38 in</td>
</tr>
<tr>
<th>40″</th>
<td>102 cm</td>
<td>40 in</td>
</tr>
<tr>
<th>42″</th>
<td>107 cm</td>
<td>42 in</td>
</tr>
<tr>
<th>44″</th>
<td>112 cm</td>
<td>44 in</td>
</tr>
</tbody>
</table>
<h3>Leg length</h3>
<table>
<thead>
<tr>
<th>Leg fitting</th>
<th>Inside leg (cm)</th>
<th>Inside leg (in)</th>
</tr>
</thead>
<tbody>
<tr>
<th>Short</th>
<td>74 cm</td>
<td>29 in</td>
</tr>
<tr>
<th>Regular</th>
<td>79 cm</td>
<td>31 in</td>
</tr>
<tr>
<th>Tall</th>
<td>84 / 86 cm</td>
<td>33 / 34 in</td>
</tr>
</tbody>
</table>
<p>Tall fittings are 33″ or 34″ depending on the brand; the exact length is given on each product.</p>
<h2 id="womens">Women's fit</h2>
<p>Women's fit tops, trousers and tunics in UK sizes 8 to 22. Each measurement is shown in centimetres, with inches underneath.</p>
<table>
<thead>
<tr>
<th>UK size</th>
<th>Bust</th>
<th>Waist</th>
<th>Hip</th>
</tr>
</thead>
<tbody>
<tr>
<th>8</th>
<td>81 cm<br>32 in</td>
<td>64 cm<br>25 in</td>
<td>89 cm<br>35 in</td>
</tr>
<tr>
<th>10</th>
<td>86 cm<br>34 in</td>
<td>69 cm<br>27 in</td>
<td>94 cm<br>37 in</td>
</tr>
<tr>
<th>12</th>
<td>91 cm<br>36 in</td>
<td>74 cm<br>29 in</td>
<td>99 cm<br>39 in</td>
</tr>
<tr>
<th>14</th>
<td>97 cm<br>38 in</td>
<td>79 cm<br>31 in</td>
<td>104 cm<br>41 in</td>
</tr>
<tr>
<th>16</th>
<td>102 cm<br>40 in</td>
<td>84 cm<br>33 in</td>
<td>109 cm<br>43 in</td>
</tr>
<tr>
<th>18</th>
<td>107 cm<br>42 in</td>
<td>89 cm<br>35 in</td>
<td>114 cm<br>45 in</td>
</tr>
<tr>
<th>20</th>
<td>112 cm<br>44 in</td>
<td>94 cm<br>37 in</td>
<td>119 cm<br>47 in</td>
</tr>
<tr>
<th>22</th>
<td>117 cm<br>46 in</td>
<td>99 cm<br>39 in</td>
<td>124 cm<br>49 in</td>
</tr>
</tbody>
</table>
<h2 id="footwear">Safety footwear</h2>
<p>Safety boots and shoes are sold in UK sizes. Many European brands size in EU; use this chart to convert. Half sizes are not made by most safety footwear brands, so if you are a half size, go up.</p>
<table>
<thead>
<tr>
<th>UK</th>
<th>EU</th>
<th>US (men's)</th>
</tr>
</thead>
<tbody>
<tr>
<th>3</th>
<td>36</td>
<td>4</td>
</tr>
<tr>
<th>4</th>
<td>37</td>
<td>5</td>
</tr>
<tr>
<th>5</th>
<td>38</td>
<td>6</td>
</tr>
<tr>
<th>6</th>
<td>39</td>
<td>7</td>
</tr>
<tr>
<th>7</th>
<td>40/41</td>
<td>8</td>
</tr>
<tr>
<th>8</th>
<td>42</td>
<td>9</td>
</tr>
<tr>
<th>9</th>
<td>43</td>
<td>10</td>
</tr>
<tr>
<th>10</th>
<td>44</td>
<td>11</td>
</tr>
<tr>
<th>11</th>
<td>45</td>
<td>12</td>
</tr>
<tr>
<th>12</th>
<td>46/47</td>
<td>13</td>
</tr>
<tr>
<th>13</th>
<td>48</td>
<td>14</td>
</tr>
</tbody>
</table>
<h2 id="gloves">Gloves</h2>
<p>Work gloves follow the European standard size numbers, based on the circumference of your hand.</p>
<table>
<thead>
<tr>
<th>Glove size</th>
<th>Letter size</th>
<th>Hand circumference</th>
</tr>
</thead>
<tbody>
<tr>
<th>6</th>
<td>XS</td>
<td>15 cm<br>6 in</td>
</tr>
<tr>
<th>7</th>
<td>S</td>
<td>18 cm<br>7 in</td>
</tr>
<tr>
<th>8</th>
<td>M</td>
<td>20 cm<br>8 in</td>
</tr>
<tr>
<th>9</th>
<td>L</td>
<td>23 cm<br>9 in</td>
</tr>
<tr>
<th>10</th>
<td>XL</td>
<td>25 cm<br>10 in</td>
</tr>
<tr>
<th>11</th>
<td>XXL</td>
<td>28 cm<br>11 in</td>
</tr>
</tbody>
</table>
<h2 id="headwear">Caps and hats</h2>
<blockquote>
<p><strong>One size fits most</strong></p>
<p>Our caps are one size with an adjustable strap or buckle at the back, fitting a head circumference of roughly 56–60 cm (22–23½ in). Beanies are one size and stretch to fit.</p>
</blockquote>
<h2 id="how-to-measure">How to measure</h2>
<p>Use a soft tape measure over light clothing, keeping it snug but not tight. It is easier with someone to help.</p>
<h3>Chest</h3>
<p>Measure around the fullest part of your chest, under your arms and across the shoulder blades, keeping the tape level.</p>
<h3>Waist</h3>
<p>Measure around your natural waistline, where you normally wear your trousers. Keep one finger under the tape for comfort.</p>
<h3>Inside leg</h3>
<p>Measure from the crotch to the bottom of the ankle along the inside of the leg, ideally on a pair of trousers that fit well.</p>
<h3>Foot</h3>
<p>Stand on paper with your heel against a wall, mark the tip of your longest toe and measure. Measure late in the day, wearing work socks.</p>
<h3>Hand</h3>
<p>Wrap the tape around your dominant hand across the knuckles, excluding the thumb. The glove size is that figure in inches.</p>
<blockquote>
<p><strong>Wrong size?</strong></p>
<p>Unworn, unwashed items in their original packaging can be exchanged or returned within 30 days. See our <a href="/returns-policy">returns policy</a>.</p>
</blockquote>
`,
  },
  {
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
  },
  {
    handle: "privacy",
    title: "Privacy Notice",
    seoTitle: "Privacy Notice",
    seoDescription:
      "How we use your personal details: orders, credit accounts, enquiries, design uploads and the newsletter, how long we keep them, and your rights under UK GDPR.",
    bodyHtml: `
<p>We keep only the details we need to supply your workwear and answer your questions, and we never sell them.</p>
<h2 id="who-we-are">Who we are</h2>
<p>{legal-identity}, is the controller of the personal details you give us through this website, by phone or by e-mail. You can reach us at {email} or on {phone}.</p>
<h2 id="what-we-collect">What we collect and why</h2>
<ul>
<li><strong>Orders and accounts:</strong> your name, company, e-mail, phone, delivery and billing addresses and what you order, to supply your order, invoice you and keep the records tax law requires.</li>
<li><strong>Credit accounts:</strong> your business details, credit limit, charges and payments, to run the account you applied for.</li>
<li><strong>Enquiries and design quotes:</strong> what you send through our <a href="/contact-us">contact form</a> or <a href="/pricing#upload-design">design upload</a>, including your artwork, to answer you and prepare your quote.</li>
</ul>
<p>We use these details because we need them for a contract with you or to take the steps you ask for before one, because the law requires it (tax records), or because we have a legitimate interest in answering the questions people send us.</p>
<h2 id="newsletter">Our newsletter</h2>
<p>If you subscribe, we keep your e-mail address and the date you joined, and send you new products, trade offers and workwear news, about once a month. We rely on your consent, and you can withdraw it at any time: every newsletter has an unsubscribe link that works with one click, or you can simply ask us. When you unsubscribe we keep a note of your address marked as unsubscribed, only so that we never e-mail you by mistake.</p>
<h2 id="sharing">Who we share it with</h2>
<p>Only those who help us serve you: the courier delivering your parcel (name, address and phone), our e-mail provider, and our bank for payments. They may use your details only for that job. We never sell your details or share them for others' marketing.</p>
<h2 id="how-long">How long we keep it</h2>
<ul>
<li>Orders, invoices and credit account records: 6 years, as HMRC requires.</li>
<li>Enquiries and design quotes that do not lead to an order: up to 2 years.</li>
<li>Newsletter: until you unsubscribe.</li>
</ul>
<h2 id="cookies">Cookies and browser storage</h2>
<p>We use only what the shop needs to work: your basket and whether you have closed our welcome message are kept in your browser, and a cookie keeps you signed in to your account. We use no advertising or tracking cookies.</p>
<h2 id="your-rights">Your rights</h2>
<p>Under UK data protection law you can ask us for a copy of your details, and to correct, delete or stop using them, or to send them to you in a portable form. Contact us and we will reply within one month. If you are unhappy with how we have handled your details, you can complain to the Information Commissioner's Office at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113.</p>
`,
  },
];

/** Writes the starter pages into a shop that has no page at all; true when it did. */
export async function ensureStarterPages(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ rows: count() }).from(pages);
    if ((existing?.rows ?? 0) > 0) return false;
    await tx
      .insert(pages)
      .values(
        starterPages.map((page) => ({
          handle: page.handle,
          title: page.title,
          bodyHtml: sanitiseHtml(page.bodyHtml, "page"),
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
        })),
      )
      .onConflictDoNothing({ target: pages.handle });
    return true;
  });
}
