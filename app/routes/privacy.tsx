import {
  ClockIcon,
  CookieIcon,
  DatabaseIcon,
  MailIcon,
  ScaleIcon,
  ShareIcon,
  UserIcon,
} from "lucide-react";
import { Link } from "react-router";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopEmail, ShopLegalIdentity, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import type { Route } from "./+types/privacy";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 6 item 4: the newsletter's consent wording links here (UK GDPR: people are told what is
// kept, why, for how long, and their rights). Short, and true of what this shop actually stores.

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Privacy Notice",
    "How {shop} uses your personal details: orders, credit accounts, enquiries, design uploads and the newsletter, how long we keep them, and your rights under UK GDPR.",
  ),
);

const prose = "prose-shop max-w-3xl";

export default function Privacy() {
  return (
    <InfoPage
      title="Privacy Notice"
      intro="We keep only the details we need to supply your workwear and answer your questions, and we never sell them."
      nav={{
        label: "Privacy notice sections",
        title: "Jump to",
        links: [
          { id: "what-we-collect", label: "What we collect" },
          { id: "newsletter", label: "Newsletter" },
          { id: "how-long", label: "How long we keep it" },
          { id: "your-rights", label: "Your rights" },
        ],
      }}
      aside={
        <HelpCard title="Questions about your data?">
          Ask us for a copy of your details, or to correct or delete them.
        </HelpCard>
      }
    >
      <InfoSection id="who-we-are" title="Who we are" icon={UserIcon}>
        <div className={prose}>
          <p>
            <ShopLegalIdentity />, is the controller of the personal details you give us through
            this website, by phone or by e-mail. You can reach us at <ShopEmail /> or on{" "}
            <ShopPhone />.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="what-we-collect" title="What we collect and why" icon={DatabaseIcon}>
        <div className={prose}>
          <ul>
            <li>
              <strong>Orders and accounts:</strong> your name, company, e-mail, phone, delivery and
              billing addresses and what you order, to supply your order, invoice you and keep the
              records tax law requires.
            </li>
            <li>
              <strong>Credit accounts:</strong> your business details, credit limit, charges and
              payments, to run the account you applied for.
            </li>
            <li>
              <strong>Enquiries and design quotes:</strong> what you send through our{" "}
              <Link to="/contact-us">contact form</Link> or{" "}
              <Link to="/pricing#upload-design">design upload</Link>, including your artwork, to
              answer you and prepare your quote.
            </li>
          </ul>
          <p>
            We use these details because we need them for a contract with you or to take the steps
            you ask for before one, because the law requires it (tax records), or because we have a
            legitimate interest in answering the questions people send us.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="newsletter" title="Our newsletter" icon={MailIcon}>
        <div className={prose}>
          <p>
            If you subscribe, we keep your e-mail address and the date you joined, and send you new
            products, trade offers and workwear news, about once a month. We rely on your consent,
            and you can withdraw it at any time: every newsletter has an unsubscribe link that works
            with one click, or you can simply ask us. When you unsubscribe we keep a note of your
            address marked as unsubscribed, only so that we never e-mail you by mistake.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="sharing" title="Who we share it with" icon={ShareIcon}>
        <div className={prose}>
          <p>
            Only those who help us serve you: the courier delivering your parcel (name, address and
            phone), our e-mail provider, and our bank for payments. They may use your details only
            for that job. We never sell your details or share them for others' marketing.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="how-long" title="How long we keep it" icon={ClockIcon}>
        <div className={prose}>
          <ul>
            <li>Orders, invoices and credit account records: 6 years, as HMRC requires.</li>
            <li>Enquiries and design quotes that do not lead to an order: up to 2 years.</li>
            <li>Newsletter: until you unsubscribe.</li>
          </ul>
        </div>
      </InfoSection>

      <InfoSection id="cookies" title="Cookies and browser storage" icon={CookieIcon}>
        <div className={prose}>
          <p>
            We use only what the shop needs to work: your basket and whether you have closed our
            welcome message are kept in your browser, and a cookie keeps you signed in to your
            account. We use no advertising or tracking cookies.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="your-rights" title="Your rights" icon={ScaleIcon}>
        <div className={prose}>
          <p>
            Under UK data protection law you can ask us for a copy of your details, and to correct,
            delete or stop using them, or to send them to you in a portable form. Contact us and we
            will reply within one month. If you are unhappy with how we have handled your details,
            you can complain to the Information Commissioner's Office at{" "}
            <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113.
          </p>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
