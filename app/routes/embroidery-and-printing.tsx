import {
  ArrowRightIcon,
  CheckIcon,
  CircleCheckIcon,
  ClockIcon,
  ImageIcon,
  LayersIcon,
  MapPinIcon,
  PhoneIcon,
} from "lucide-react";
import { Link } from "react-router";
import {
  minimumRows,
  minimumText,
  positions,
  reasons,
  services,
  turnaround,
} from "#app/components/info/services-content.ts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import type { Route } from "./+types/embroidery-and-printing";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { useShopDetails } from "#app/lib/shop-details.ts";
import { formatPence } from "#core/money/money.ts";
import { serviceSamplePath, serviceSamples } from "#core/mockup/service-samples.ts";
import { getDecorationFacts } from "#server/pricing/pricing.server.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 21.4: the minimums and surcharges the page states are the shop's own, from the pricing
// tables (a change there drops the kept page: pricing_changed).
export async function loader({ context }: Route.LoaderArgs) {
  return { facts: await getDecorationFacts(context.services) };
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => {
  const minimums = loaderData?.facts?.minimums;
  return pageMeta(
    "Embroidery & Printing",
    `In-house embroidery, screen printing and digital printing on workwear, hi-vis and uniforms.${
      minimums
        ? ` Embroidery ${minimumText(minimums.embroidery).toLowerCase()}, printing ${minimumText(minimums.print).toLowerCase()}.`
        : ""
    } Standard turnaround 5–7 working days.`,
  );
});

const heading = "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl";

function FactList({
  title,
  icon: Icon,
  rows,
  note,
}: {
  title: string;
  icon: typeof ClockIcon;
  rows: readonly { label: string; value: string }[];
  note?: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden />
        {title}
      </h3>
      <ul className="mt-4 divide-y divide-border">
        {rows.map((row) => (
          <li
            key={row.label}
            className="flex items-center justify-between gap-4 py-2.5 text-[15px]"
          >
            <span className="text-slate-700">{row.label}</span>
            <span className="font-semibold text-slate-900">{row.value}</span>
          </li>
        ))}
      </ul>
      {note && <p className="mt-3 text-sm leading-6 text-slate-600">{note}</p>}
    </div>
  );
}

export default function EmbroideryAndPrinting({ loaderData }: Route.ComponentProps) {
  const shop = useShopDetails();
  const { facts } = loaderData;
  const surchargeOf = (position: string) =>
    facts?.surcharges.find((row) => row.position === position)?.surchargePence;
  return (
    <>
      <PageHeader
        title="Embroidery & Printing"
        intro="Put your logo on workwear, hi-vis and uniforms with our in-house embroidery, screen printing and digital printing."
      />
      <section className="mx-auto max-w-7xl space-y-16 px-4 py-10 sm:px-6 sm:py-12">
        <div className="overflow-hidden rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            Decorated in-house
          </p>
          <h2 className="mt-2 max-w-2xl text-2xl font-bold tracking-tight sm:text-4xl">
            Professional branding for your team, from one polo to a thousand
          </h2>
          <p className="mt-4 max-w-2xl text-base leading-7 text-brand-100 sm:text-lg">
            Send us your logo and we will check it, send you a proof within 24–48 hours and stitch
            or print it on quality garments. Clear prices, quantity discounts and a UK team on hand
            to help.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/pricing#upload-design">
                Get Free Quote <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <a href="#portfolio">
                <ImageIcon aria-hidden /> View Samples
              </a>
            </Button>
          </div>
        </div>

        <div>
          <div className="flex flex-col justify-between gap-3 sm:flex-row sm:items-end">
            <div>
              <h2 className={heading}>Our decoration services</h2>
              <p className="mt-2 text-slate-600">
                Three ways to brand your garments, each suited to a different job.
              </p>
            </div>
            <Link
              to="/pricing"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              See decoration prices
            </Link>
          </div>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {services.map((service) => (
              <article
                key={service.title}
                className="flex flex-col rounded-xl border border-border bg-white p-6 shadow-sm"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <service.icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{service.summary}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                {facts && (
                  <p className="mt-5 rounded-md bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">
                    {minimumText(facts.minimums[service.method])}
                  </p>
                )}
              </article>
            ))}
          </div>
        </div>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <div>
            <h2 className={heading}>Why Choose {shop.name}</h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {reasons.map((reason) => (
                <li key={reason.title} className="flex gap-3">
                  <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                  <span>
                    <span className="block font-semibold text-slate-900">{reason.title}</span>
                    <span className="text-sm leading-6 text-slate-600">{reason.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6">
            <h2 className="sr-only">Minimums and turnaround</h2>
            {facts && (
              <FactList
                title="Minimum order quantities"
                icon={LayersIcon}
                rows={minimumRows(facts.minimums)}
                note="Per design: the sizes and colours of one garment with the same logo in the same position count together."
              />
            )}
            <FactList title="Typical turnaround" icon={ClockIcon} rows={turnaround} />
          </div>
        </div>

        <div>
          <h2 className={heading}>Positions we decorate</h2>
          <p className="mt-2 text-slate-600">
            Choose one or more positions when you order. Standard designs are up to 8,000 stitches;
            a larger design carries an extra set-up, shown on its proof for you to accept before we
            stitch it.
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {positions.map((position) => {
              const surcharge = surchargeOf(position.name);
              const note =
                surcharge !== undefined
                  ? `+${formatPence(surcharge)} per item (embroidery)`
                  : "note" in position
                    ? position.note
                    : undefined;
              return (
                <li
                  key={position.name}
                  className="rounded-xl border border-border bg-white p-4 text-center shadow-sm"
                >
                  <MapPinIcon className="mx-auto size-6 text-brand-700" aria-hidden />
                  <span className="mt-2 block font-semibold text-slate-900">{position.name}</span>
                  {note && <span className="mt-1 block text-xs text-slate-600">{note}</span>}
                </li>
              );
            })}
          </ul>
        </div>

        <div>
          <h2 id="portfolio" className={`${heading} scroll-mt-32`}>
            Our portfolio
          </h2>
          <p className="mt-2 text-slate-600">
            One customer&apos;s logo as we embroider and print it: each picture is our mock-up, the
            same you see on the product page and with your order&apos;s proof.
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {serviceSamples.map((item) => (
              <li key={item.slug}>
                <figure className="overflow-hidden rounded-xl border border-border bg-white shadow-sm">
                  <img
                    src={serviceSamplePath(item)}
                    alt={item.alt}
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full bg-slate-100 object-cover"
                  />
                  <figcaption className="px-4 py-3 text-sm font-medium text-slate-800">
                    {item.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-2xl bg-accent-400 px-6 py-10 text-brand-950 sm:px-10">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
                Ready to brand your team?
              </h2>
              <p className="mt-2 max-w-xl">
                Choose your garments online and add your logo, or call us on{" "}
                <ShopPhone className="font-semibold underline underline-offset-2" />
                <ShopHours /> to talk it through.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="bg-brand-900 hover:bg-brand-800">
                <Link to="/products">Start Your Order</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-brand-950/30 bg-white">
                <Link to="/contact-us">
                  <PhoneIcon aria-hidden /> Contact Us Today
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-brand-950/30 bg-white">
                <a href="#portfolio">View Portfolio</a>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
