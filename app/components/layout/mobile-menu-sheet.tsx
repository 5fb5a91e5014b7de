import { SparklesIcon } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#app/components/ui/sheet.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";
import type { Navigation } from "./category-nav.tsx";

// The phone menu's panel, loaded when the menu is first opened (issue 12.4): the dialog and the
// accordion are not needed by a visit that never opens it.

const helpLinks = [
  { to: "/delivery-information", label: "Delivery Information" },
  { to: "/returns-policy", label: "Returns Policy" },
  { to: "/size-guide", label: "Size Guide" },
  { to: "/faq", label: "FAQs" },
  { to: "/contact-us", label: "Contact Us" },
];

const linkClass =
  "block rounded-md px-3 py-2.5 text-[15px] text-slate-700 hover:bg-brand-50 hover:text-brand-800";

/** Every group (not only the first six), uncategorised collections, help. */
export function MobileMenuSheet({
  navigation,
  open,
  onOpenChange,
  trigger,
}: {
  navigation: Navigation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu, which gets the focus back when it closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const shop = useShopDetails();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="border-b border-border px-5 py-4">
          <SheetTitle className="text-lg font-bold text-brand-900">Menu</SheetTitle>
          <SheetDescription className="sr-only">Shop by category and find help</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-3">
          <Accordion type="multiple" className="px-2">
            {navigation.groups.map((group) => (
              <AccordionItem key={group.key} value={group.key}>
                <AccordionTrigger>{group.label}</AccordionTrigger>
                <AccordionContent className="pb-2">
                  <ul>
                    {group.collections.map((collection) => (
                      <li key={collection.handle}>
                        <Link to={`/collections/${collection.handle}`} className={linkClass}>
                          {collection.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <ul className="mt-2 px-2">
            {navigation.uncategorised.map((collection) => (
              <li key={collection.handle}>
                <Link
                  to={`/collections/${collection.handle}`}
                  className={`${linkClass} px-0 font-semibold text-slate-900`}
                >
                  {collection.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/collections" className={`${linkClass} px-0 font-semibold text-brand-700`}>
                View All Categories
              </Link>
            </li>
          </ul>
          <Link
            to="/embroidery-and-printing"
            className="mx-2 mt-3 flex items-center justify-center gap-2 rounded-md bg-accent-400 px-4 py-3 text-sm font-semibold text-brand-950"
          >
            <SparklesIcon className="size-4" aria-hidden />
            Customisable Clothing
          </Link>
          <p className="mt-6 px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Help
          </p>
          <ul className="px-2">
            {helpLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${linkClass} px-0`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {shop.phone && (
          <div className="border-t border-border px-5 py-4 text-sm text-slate-600">
            Call{" "}
            <a href={shop.phone.href} className="font-semibold text-brand-800">
              {shop.phone.display}
            </a>
            {shop.openingHours && ` · ${shop.openingHours}`}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
