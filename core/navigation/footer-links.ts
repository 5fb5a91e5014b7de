// The footer's links, shared by the shop's footer (app/components/layout/site-footer.tsx) and the
// Storefront API's `menu(handle: "footer")` (issue 13.5), so a headless storefront links where
// ours does.

export type FooterLink = { to: string; label: string };

export type FooterColumn = { title: string; links: readonly FooterLink[] };

// spec/storefront.md §2 footer links; DESIGN §4 "Nothing is dead": Track Your Order, Easy Credit
// Account and Bulk Pricing go to the pages that answer them.
export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Shop",
    links: [
      { to: "/products", label: "All Products" },
      { to: "/collections/workwear", label: "Workwear" },
      { to: "/collections/safety-footwear", label: "Safety Footwear" },
      { to: "/collections/ppe-equipment", label: "PPE Equipment" },
      { to: "/collections/corporate-uniforms", label: "Corporate Uniforms" },
      { to: "/collections/hi-vis-clothing", label: "Hi-Vis Clothing" },
    ],
  },
  {
    title: "Services",
    links: [
      { to: "/embroidery-and-printing", label: "Embroidery & Printing" },
      { to: "/pricing", label: "Decoration Pricing" },
      { to: "/bulk-orders", label: "Bulk Orders" },
      { to: "/bulk-orders#quantity-breaks", label: "Bulk Pricing" },
      // Issue 14.2: only on the shop's own catalogue; the shop's footer hides it in Shopify mode.
      { to: "/quick-order", label: "Quick Order by SKU" },
      { to: "/size-guide", label: "Size Guide" },
    ],
  },
  {
    title: "Customer Service",
    links: [
      { to: "/contact-us", label: "Contact Us" },
      { to: "/delivery-information", label: "Delivery Information" },
      { to: "/returns-policy", label: "Returns Policy" },
      { to: "/faq", label: "FAQs" },
      { to: "/account/orders", label: "Track Your Order" },
      { to: "/faq#credit-account", label: "Easy Credit Account" },
    ],
  },
];

/** The legal notices under the columns. */
export const legalLinks: readonly FooterLink[] = [
  { to: "/privacy", label: "Privacy notice" },
  { to: "/terms", label: "Terms of sale" },
];
