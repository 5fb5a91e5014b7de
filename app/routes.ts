import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collections", "routes/collections.tsx"),
  route("collections/:handle", "routes/collection.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:handle", "routes/product.tsx"),
  route("search", "routes/search.tsx"),
  route("basket", "routes/basket.tsx"),
  route("checkout/:token", "routes/checkout.tsx"),
  route("checkout/:token/confirmation", "routes/checkout-confirmation.tsx"),
  route("delivery-information", "routes/delivery-information.tsx"),
  route("returns-policy", "routes/returns-policy.tsx"),
  route("size-guide", "routes/size-guide.tsx"),
  route("faq", "routes/faq.tsx"),
  route("embroidery-and-printing", "routes/embroidery-and-printing.tsx"),
  route("bulk-orders", "routes/bulk-orders.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
