import fc from "fast-check";
import {
  json,
  get,
  form,
  at,
  type FuzzIds,
  type SampleParts,
  type Target,
} from "./fuzz-builders.ts";

// Functions (server/credit, server/forms, server/files, server/quotes) and the logo library.
export function functionRouteTargets(ids: FuzzIds, context: SampleParts): Target[] {
  const { address, line } = context;
  return [
    json(
      "POST /api/functions/process-credit-order",
      "customer",
      "POST",
      fc.constant("/api/functions/process-credit-order"),
      {
        basketItems: [line],
        customerDetails: {
          name: "Sam",
          billingAddress: "",
          shippingAddress: "",
          notes: "",
          poNumber: "PO-1",
          deliveryAddress: address,
        },
      },
    ),
    get(
      "GET /api/functions/credit-account",
      "customer",
      fc.constant("/api/functions/credit-account"),
    ),
    form(
      "POST /api/functions/submit-contact",
      "visitor",
      fc.constant("/api/functions/submit-contact"),
      {
        firstName: "Sam",
        lastName: "Builder",
        email: "sam@example.co.uk",
        phone: "01632 960123",
        subject: "Order",
        message: "Hello",
      },
    ),
    json(
      "POST /api/functions/submit-contact (JSON)",
      "visitor",
      "POST",
      fc.constant("/api/functions/submit-contact"),
      {
        firstName: "Sam",
        lastName: "Builder",
        email: "sam@example.co.uk",
        subject: "Order",
        message: "Hello",
      },
    ),
    json(
      "POST /api/functions/subscribe-newsletter",
      "visitor",
      "POST",
      fc.constant("/api/functions/subscribe-newsletter"),
      { email: "sam@example.co.uk" },
    ),
    form(
      "POST /api/functions/submit-design",
      "visitor",
      fc.constant("/api/functions/submit-design"),
      {
        serviceType: "embroidery",
        quantity: "25",
        contactName: "Sam",
        contactEmail: "sam@example.co.uk",
        additionalNotes: "",
      },
      "designFile",
    ),
    form(
      "POST /api/functions/upload-design",
      "visitor",
      fc.constant("/api/functions/upload-design"),
      { note: "x" },
      "file",
    ),
    get("GET /files/:id", "customer", at("/files/", ids.designId)),
    // Issue 14.6: quotes.
    json(
      "POST /api/functions/request-quote",
      "customer",
      "POST",
      fc.constant("/api/functions/request-quote"),
      { basketItems: [line], notes: "Navy thread" },
    ),
    json(
      "POST /api/functions/accept-quote",
      "customer",
      "POST",
      fc.constant("/api/functions/accept-quote"),
      {
        quoteNumber: "Q-100001",
        paymentMethod: "bank_transfer",
        poNumber: "PO-1",
        deliveryAddress: address,
      },
    ),
    json(
      "POST /api/functions/decline-quote",
      "customer",
      "POST",
      fc.constant("/api/functions/decline-quote"),
      { quoteNumber: "Q-100001" },
    ),
    // Issue 15.1: the logo library.
    get("GET /api/account/logos", "customer", fc.constant("/api/account/logos")),
    form(
      "POST /api/account/logos",
      "customer",
      fc.constant("/api/account/logos"),
      { name: "Site crest" },
      "file",
    ),
    json(
      "PATCH /api/account/logos/:id",
      "customer",
      "PATCH",
      at("/api/account/logos/", "00000000-0000-4000-8000-000000000000"),
      { name: "Site crest", archived: false },
    ),
    get(
      "GET /api/account/logos/:id/preview",
      "customer",
      at("/api/account/logos/", "00000000-0000-4000-8000-000000000000", "/preview"),
    ),
    // Issue 15.3: the buyer's proofs.
    get(
      "GET /api/account/proofs/:id",
      "customer",
      at("/api/account/proofs/", "00000000-0000-4000-8000-000000000000"),
    ),
    json(
      "POST /api/account/proofs/:id/answer",
      "customer",
      "POST",
      at("/api/account/proofs/", "00000000-0000-4000-8000-000000000000", "/answer"),
      { decision: "request_changes", comment: "Smaller, please" },
    ),
    get(
      "GET /api/account/proofs/:id/file",
      "customer",
      at("/api/account/proofs/", "00000000-0000-4000-8000-000000000000", "/file"),
    ),
  ];
}
