export * from "./auth.ts";
export * from "./catalogue.ts";
export * from "./pricing.ts";
export * from "./orders.ts";
export * from "./credit.ts";
export * from "./carts.ts";
export * from "./forms.ts";
export * from "./system.ts";
