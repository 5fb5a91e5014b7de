import { Link } from "react-router";
import { useShopDetails } from "#app/lib/shop-details.ts";

// Issue 18.9: the shop's phone, e-mail and opening hours as the owner set them, for sentences on
// any page ("call us on …"). A shop that has not given one yet sends the buyer to the contact form
// instead, so no sentence shows an empty link.

/** The shop's phone number as a tel: link, or "our contact page". */
export function ShopPhone({ className }: { className?: string }) {
  const { phone } = useShopDetails();
  if (!phone)
    return (
      <Link to="/contact-us" className={className}>
        our contact page
      </Link>
    );
  return (
    <a href={phone.href} className={className}>
      {phone.display}
    </a>
  );
}

/** The shop's e-mail address as a mailto: link, or "our contact form". */
export function ShopEmail({ className }: { className?: string }) {
  const { email } = useShopDetails();
  if (!email)
    return (
      <Link to="/contact-us" className={className}>
        our contact form
      </Link>
    );
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}

/** " (Mon–Fri 9am–5pm)" after a phone number, or nothing when no hours were given. */
export function ShopHours({ prefix = " (", suffix = ")" }: { prefix?: string; suffix?: string }) {
  const { openingHours } = useShopDetails();
  return openingHours ? <>{`${prefix}${openingHours}${suffix}`}</> : null;
}

/**
 * Who the buyer deals with, for the terms and the privacy notice: the legal name (and the trading
 * name when it differs), the registered address, the company and VAT numbers given.
 */
export function ShopLegalIdentity() {
  const shop = useShopDetails();
  const name =
    shop.legalName === shop.name ? shop.name : `${shop.legalName}, trading as ${shop.name}`;
  const parts = [
    name,
    shop.registeredAddress.join(", "),
    shop.companyLine && shop.companyLine.replace(/^Registered/, "registered"),
    shop.vatNumber && `VAT no. ${shop.vatNumber}`,
  ].filter(Boolean);
  return <>{parts.join(", ")}</>;
}
