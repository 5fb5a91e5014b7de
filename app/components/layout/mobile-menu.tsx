import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Navigation } from "./category-nav.tsx";

const MobileMenuSheet = lazy(() =>
  import("./mobile-menu-sheet.tsx").then((module) => ({ default: module.MobileMenuSheet })),
);

/** The phone and tablet menu's button; its panel loads on the first open. */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Close after following a link (the location changes).
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-muted lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden />
      </button>
      {wasOpened && (
        <Suspense>
          <MobileMenuSheet
            navigation={navigation}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
