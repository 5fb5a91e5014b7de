import type { OrderMockup } from "#server/mockups/order-mockups.server.ts";

// Issue 15.2: an order's mock-ups — each decorated design, colour and position drawn on the
// garment by the server when the order was placed — on the buyer's and the shop's order pages.

export function OrderMockups({ mockups }: { mockups: readonly OrderMockup[] }) {
  if (mockups.length === 0) return null;
  return (
    <section
      aria-labelledby="order-mockups"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="order-mockups" className="text-base font-semibold text-slate-900">
        {mockups.length === 1 ? "Mock-up" : "Mock-ups"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A guide to size and position on the garment, drawn when the order was placed.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {mockups.map((mockup) => (
          <li key={mockup.itemId}>
            <figure>
              <a href={mockup.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={mockup.url}
                  alt={`Mock-up: ${mockup.caption}`}
                  width={600}
                  height={600}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border border-border bg-slate-50 object-contain"
                />
              </a>
              <figcaption className="mt-1.5 text-xs text-slate-700">{mockup.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
