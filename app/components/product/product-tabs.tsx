import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { DecorationPriceLists } from "#app/components/info/decoration-price-table.tsx";
import type { DecorationPriceList } from "#server/pricing/pricing.server.ts";
import { ProductFaqs } from "./product-faqs.tsx";

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
      <DecorationPriceLists prices={prices} />
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
    <Tabs.Root defaultValue="description" className="mt-12">
      <Tabs.List aria-label="Product information" className="flex flex-wrap border-b border-border">
        <Tabs.Trigger value="description" className={trigger}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="faq" className={trigger}>
          FAQ&apos;s
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={trigger}>
          Reviews
        </Tabs.Trigger>
        <Tabs.Trigger value="decoration" className={trigger}>
          Embroidery &amp; Printing
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className={panel}>
        {descriptionHtml.trim() ? (
          <div
            className={descriptionStyles}
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : (
          <p className="text-slate-600">No description available.</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="faq" className={panel}>
        <ProductFaqs />
      </Tabs.Content>
      <Tabs.Content value="reviews" className={panel}>
        <p className="text-slate-700">No reviews yet</p>
      </Tabs.Content>
      <Tabs.Content value="decoration" className={panel}>
        <DecorationPrices prices={decorationPrices} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
