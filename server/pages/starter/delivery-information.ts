import type { StarterPage } from "../starter-pages.ts";

/** The starter text of /delivery-information (server/pages/starter-pages.ts). */
export const deliveryInformation: StarterPage = {
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
};
