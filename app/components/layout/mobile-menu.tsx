import { MenuIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "#app/components/ui/sheet.tsx";
import { shopDetails } from "#app/lib/shop-details.ts";
import type { Navigation } from "./category-nav.tsx";

const helpLinks = [
  { to: "/delivery-information", label: "Delivery Information" },
  { to: "/returns-policy", label: "Returns Policy" },
  { to: "/size-guide", label: "Size Guide" },
  { to: "/faq", label: "FAQs" },
  { to: "/contact-us", label: "Contact Us" },
];

/** The phone and tablet menu: every group (not only the first six), uncategorised collections, help. */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Close after following a link (the location changes).
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  const linkClass =
    "block rounded-md px-3 py-2.5 text-[15px] text-slate-700 hover:bg-brand-50 hover:text-brand-800";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className="flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-muted lg:hidden"
        aria-label="Open menu"
      >
        <MenuIcon className="size-6" aria-hidden />
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close menu" aria-describedby={undefined}>
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
        <div className="border-t border-border px-5 py-4 text-sm text-slate-600">
          Call{" "}
          <a href={shopDetails.phoneHref} className="font-semibold text-brand-800">
            {shopDetails.phoneDisplay}
          </a>{" "}
          · {shopDetails.openingHours}
        </div>
      </SheetContent>
    </Sheet>
  );
}
