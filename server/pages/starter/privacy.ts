import type { StarterPage } from "../starter-pages.ts";

/** The starter text of /privacy (server/pages/starter-pages.ts). */
export const privacy: StarterPage = {
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
};
