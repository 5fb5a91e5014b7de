import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Tabs } from "#app/components/ui/tabs.tsx";
import type { DecorationPriceList } from "#server/pricing/pricing.server.ts";

// The FAQ's and price tables load when their tab is first shown (issue 12.4).
const ProductFaqs = lazy(() =>
  import("./product-faqs.tsx").then((module) => ({ default: module.ProductFaqs })),
);
const DecorationPriceLists = lazy(() =>
  import("#app/components/info/decoration-price-table.tsx").then((module) => ({
    default: module.DecorationPriceLists,
  })),
);

const trigger =
  "-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-brand-700 data-[state=active]:text-brand-800";
const panel = "py-6 focus-visible:outline-2 focus-visible:outline-ring";
// The description is already reduced to p, ul, ol, li, strong, em, b, i, br, h3, h4 and a by
// core/html/sanitise-html in the loader; these rules only style it.
const descriptionStyles =
  "max-w-3xl text-[15px] leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-3 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5";

function DecorationPrices({ prices }: { prices: DecorationPriceList | null }) {
  return (
    <div className="space-y-6">
      <Suspense>
        <DecorationPriceLists prices={prices} />
      </Suspense>
      <p className="text-sm text-slate-600">
        All prices exclude VAT. See{" "}
        <Link to="/embroidery-and-printing" className="font-medium text-brand-700 underline">
          embroidery and printing
        </Link>{" "}
        for positions, turnaround and how to send your logo.
      </p>
    </div>
  );
}

/** spec §2: Description, FAQ's, Reviews (always 'No reviews yet') and the decoration price tables. */
export function ProductTabs({
  descriptionHtml,
  decorationPrices,
}: {
  /** Already sanitised. */
  descriptionHtml: string;
  decorationPrices: DecorationPriceList | null;
}) {
  return (
    <Tabs
      label="Product information"
      className="mt-12"
      listClassName="flex flex-wrap border-b border-border"
      tabClassName={trigger}
      panelClassName={panel}
      tabs={[
        {
          value: "description",
          label: "Description",
          content: descriptionHtml.trim() ? (
            <div
              className={descriptionStyles}
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          ) : (
            <p className="text-slate-600">No description available.</p>
          ),
        },
        {
          value: "faq",
          label: "FAQ's",
          content: (
            <Suspense>
              <ProductFaqs />
            </Suspense>
          ),
        },
        {
          value: "reviews",
          label: "Reviews",
          content: <p className="text-slate-700">No reviews yet</p>,
        },
        {
          value: "decoration",
          label: "Embroidery & Printing",
          content: <DecorationPrices prices={decorationPrices} />,
        },
      ]}
    />
  );
}
