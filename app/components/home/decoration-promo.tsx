import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

const points = [
  "Embroidery from £1.45 per item",
  "Set-up waived on orders over £1,000",
  "Screen and digital print, from 1 piece",
  "Free artwork check within 24–48 hours",
];

/** The Embroidery & Printing promotion, with its button to /pricing. */
export function DecorationPromo() {
  return (
    <section aria-labelledby="decoration-promo" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="grid items-center gap-8 overflow-hidden rounded-2xl bg-brand-950 px-6 py-10 text-white sm:px-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
            In-house decoration
          </p>
          <h2
            id="decoration-promo"
            className="mt-2 text-2xl font-extrabold tracking-tight sm:text-4xl"
          >
            Embroidery &amp; Printing
          </h2>
          <p className="mt-4 max-w-lg leading-7 text-brand-100">
            Put your logo on anything we sell. Choose embroidery or print and a position on the
            product page, and we price it with your order — no hidden extras.
          </p>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/pricing">View Decoration Prices</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/30 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/embroidery-and-printing">Our Services</Link>
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3" aria-hidden>
          {["polo/bottle-green", "hoodie/charcoal", "tshirt/royal-blue"].map((image) => (
            <img
              key={image}
              src={`/images/demo/${image}.svg`}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="rounded-xl"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
