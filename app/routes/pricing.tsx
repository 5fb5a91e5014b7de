import { minimumMessage } from "#core/pricing/decoration-minimums.ts";
import {
  CircleCheckIcon,
  InfoIcon,
  MailIcon,
  PaletteIcon,
  PrinterIcon,
  ReceiptTextIcon,
  UploadIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { DesignSubmissionForm } from "#app/components/forms/design-submission-form.tsx";
import { Callout } from "#app/components/info/callout.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import {
  EmbroideryPriceTable,
  EmbroideryPriceTableCompact,
} from "#app/components/pricing/embroidery-price-table.tsx";
import { PrintPriceTable, PrintSetUp } from "#app/components/pricing/print-price-table.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopEmail, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import { formatPence } from "#core/money/money.ts";
import { isAdmin } from "#server/admin/admin-pages.server.ts";
import { getPricingTables } from "#server/pricing/pricing-tables.server.ts";
import type { Route } from "./+types/pricing";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// spec/back-office.md §2 /pricing: the embroidery and print tables straight from the pricing
// tables (so a price change shows at once), the design-size policy and the 'Upload Your Design'
// form. Prices are ex VAT (DESIGN §3), said as /bulk-orders says it. Admins get the edit mode
// (DESIGN §4: admins only, not every signed-in user as the spec had it); its code is a separate
// chunk that only an admin's browser loads, and the server checks every change again.

export async function loader({ context }: Route.LoaderArgs) {
  return {
    tables: await getPricingTables(context.services),
    canEdit: isAdmin(context.viewer),
  };
}

const editMode = () => import("#app/components/pricing/pricing-edit-mode.tsx");
const EditableEmbroideryTable = lazy(() =>
  editMode().then((module) => ({ default: module.EditableEmbroideryTable })),
);
const EditablePrintTable = lazy(() =>
  editMode().then((module) => ({ default: module.EditablePrintTable })),
);
const EditHint = lazy(() => editMode().then((module) => ({ default: module.EditHint })));
const EditableMinimum = lazy(() =>
  editMode().then((module) => ({ default: module.EditableMinimum })),
);

/** Issue 15.5: the method's minimum, said to the buyer; the admin may change it here. */
function Minimum({
  method,
  minimum,
  canEdit,
}: {
  method: "embroidery" | "print";
  minimum: { minQuantity: number; etag: string };
  canEdit: boolean;
}) {
  return (
    <>
      {minimum.minQuantity > 1 && (
        <p className="mt-4 flex items-start gap-2.5 text-sm leading-6 text-slate-700">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <span>
            <strong className="font-semibold text-slate-900">
              {minimumMessage(method, minimum.minQuantity)}
            </strong>{" "}
            with the same design; sizes and colours of the same garment count together.
          </span>
        </p>
      )}
      {canEdit && (
        <Suspense fallback={null}>
          <EditableMinimum method={method} minimum={minimum} />
        </Suspense>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Embroidery & Printing Services",
    "Embroidery and printing prices per item by quantity, set-up costs and design sizes, with a free quote and proof within 24-48 hours when you upload your design.",
  ),
);

const heading = "scroll-mt-32 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl";
const prose = "text-[15px] leading-7 text-slate-700";

const jumpLinks = [
  { href: "#embroidery-prices", label: "Embroidery prices", icon: PaletteIcon },
  { href: "#print-prices", label: "Print prices", icon: PrinterIcon },
  { href: "#upload-design", label: "Upload your design", icon: UploadIcon },
];

const quoteSteps = [
  "Upload your logo or artwork and tell us what you need.",
  "We check it and reply within 24–48 hours with a quote and a digital proof.",
  "Approve the proof and we decorate your order in-house.",
];

function PricesUnavailable() {
  return (
    <p role="alert" className="rounded-lg border border-border bg-slate-50 p-4 text-sm">
      Our decoration prices could not be loaded just now. Please try again later, or call us on{" "}
      <ShopPhone className="font-semibold text-brand-700 underline" /> for a quote.
    </p>
  );
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { tables, canEdit } = loaderData;
  return (
    <>
      <PageHeader
        title="Embroidery & Printing Services"
        crumbs={[{ to: "/embroidery-and-printing", label: "Embroidery & Printing" }]}
        intro="Clear per-item prices for adding your logo to workwear, hi-vis and uniforms. The more you order, the less each item costs."
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 sm:py-12">
        <div className="space-y-4">
          <p className="flex w-fit items-start gap-2.5 rounded-lg border border-accent-300 bg-amber-50 px-4 py-3 text-sm text-slate-800">
            <ReceiptTextIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <span>
              <strong className="font-semibold">All prices are per item and exclude VAT</strong>{" "}
              (20% is added at checkout). Set-up is charged once per design.
            </span>
          </p>
          <nav aria-label="On this page">
            <ul className="flex flex-wrap gap-2">
              {jumpLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:border-brand-200 hover:bg-brand-50"
                  >
                    <link.icon className="size-4" aria-hidden />
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-labelledby="embroidery-prices">
          <h2 id="embroidery-prices" className={heading}>
            Embroidery prices
          </h2>
          <p className={`${prose} mt-2 mb-6 max-w-3xl`}>
            Priced per item by the size of your design and how many items carry it. Mixed sizes and
            colours of the same garment with the same logo count together.
          </p>
          {!tables ? (
            <PricesUnavailable />
          ) : (
            <>
              <div className="hidden md:block">
                {canEdit ? (
                  <Suspense fallback={<EmbroideryPriceTable rows={tables.embroidery} />}>
                    <EditHint />
                    <EditableEmbroideryTable rows={tables.embroidery} />
                  </Suspense>
                ) : (
                  <EmbroideryPriceTable rows={tables.embroidery} />
                )}
              </div>
              <div className="md:hidden">
                {canEdit && (
                  <p className="mb-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
                    Embroidery prices can be edited on a wider screen.
                  </p>
                )}
                <EmbroideryPriceTableCompact rows={tables.embroidery} />
              </div>
              <div className="mt-5 grid gap-4 md:grid-cols-2">
                <p className="flex items-start gap-2.5 text-sm leading-6 text-slate-700">
                  <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                  <span>
                    <strong className="font-semibold text-green-800">Free</strong> artwork check and
                    digital proof with every order, and no set-up charge when your decorated goods
                    come to £1,000 or more.
                  </span>
                </p>
                {tables.surcharges.length > 0 && (
                  <p className="flex items-start gap-2.5 text-sm leading-6 text-slate-700">
                    <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                    <span>
                      Chest positions are included. Other positions add, per item:{" "}
                      {tables.surcharges
                        .map((row) => `${row.position} +${formatPence(row.surchargePence)}`)
                        .join(", ")}
                      .
                    </span>
                  </p>
                )}
              </div>
              <Minimum method="embroidery" minimum={tables.minimums.embroidery} canEdit={canEdit} />
            </>
          )}
        </section>

        <section aria-labelledby="print-prices">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div>
              <h2 id="print-prices" className={heading}>
                Print prices
              </h2>
              <p className={`${prose} mt-2 mb-6`}>
                Screen and digital printing, priced per item by quantity. Ideal for large logos,
                back prints and full-colour artwork.
              </p>
              {tables?.print ? <PrintSetUp table={tables.print} /> : null}
              {tables && (
                <Minimum method="print" minimum={tables.minimums.print} canEdit={canEdit} />
              )}
            </div>
            <div className="lg:pt-2">
              {tables?.print && canEdit ? (
                <Suspense fallback={<PrintPriceTable table={tables.print} />}>
                  <EditHint />
                  <EditablePrintTable table={tables.print} />
                </Suspense>
              ) : tables?.print ? (
                <PrintPriceTable table={tables.print} />
              ) : tables ? (
                <p className="rounded-lg border border-border bg-slate-50 p-4 text-sm">
                  Please call us on <ShopPhone /> for a printing quote.
                </p>
              ) : (
                <PricesUnavailable />
              )}
            </div>
          </div>
        </section>

        <Callout icon={InfoIcon} title="About design sizes">
          Our standard size is up to 8,000 stitches, charged as listed above. Larger designs are
          reviewed and may carry extra charges, and extremely large designs are priced after we have
          seen the artwork. Online prices assume a standard design; if yours is larger we will tell
          you before we start.
        </Callout>

        <section
          aria-labelledby="upload-design"
          className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm lg:grid lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]"
        >
          <div className="bg-brand-900 px-6 py-8 text-brand-100 sm:px-8 sm:py-10">
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
              Free quote
            </p>
            <h2
              id="upload-design"
              className="mt-2 scroll-mt-32 text-2xl font-bold text-white sm:text-3xl"
            >
              Upload Your Design
            </h2>
            <p className="mt-3 text-[15px] leading-7">
              Send us your logo and we will quote for embroidery or printing on the garments you
              choose.
            </p>
            <ol className="mt-6 space-y-4">
              {quoteSteps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-950"
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <span className="text-sm leading-6">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-8 flex items-start gap-2.5 border-t border-white/15 pt-6 text-sm leading-6">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <span>
                Large files or several designs? E-mail them to{" "}
                <ShopEmail className="font-semibold text-white underline underline-offset-2" /> or{" "}
                <Link
                  to="/contact-us"
                  className="font-semibold text-white underline underline-offset-2"
                >
                  contact us
                </Link>
                .
              </span>
            </p>
          </div>
          <div className="px-5 py-8 sm:px-8 sm:py-10">
            <DesignSubmissionForm />
          </div>
        </section>
      </div>
    </>
  );
}
