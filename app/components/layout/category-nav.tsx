import { ChevronDownIcon, SparklesIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  navigationGroupLimit,
  type CategoryGrouping,
  type CollectionSummary,
} from "#core/catalogue/category-groups.ts";

export type Navigation = CategoryGrouping<CollectionSummary>;

// A disclosure menu (WAI-ARIA "disclosure navigation"): each group is a button that shows or hides
// its list of links. Plain React instead of Radix's NavigationMenu (issue 12.4: 13 KB of every
// page's JavaScript): one group open at a time, opened by a click or by resting the mouse on it,
// closed by Escape (focus back on its button), a click elsewhere, leaving it, or following a link.

const hoverDelayMs = 150;
const panelIdOf = (key: string) => `category-nav-${key}`;

/** Desktop category bar: the first six groups, each opening its collections; View All. */
export function CategoryNav({ navigation }: { navigation: Navigation }) {
  const groups = navigation.groups.slice(0, navigationGroupLimit);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpenKey(null);
  }

  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenKey(null);
      navRef.current
        ?.querySelector<HTMLButtonElement>(`[aria-controls="${panelIdOf(openKey)}"]`)
        ?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openKey]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openLater = (key: string | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenKey(key), hoverDelayMs);
  };

  return (
    <div className="hidden border-b border-border bg-white lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6">
        <nav ref={navRef} aria-label="Categories" className="relative">
          <ul className="flex items-center">
            {groups.map((group) => {
              const isOpen = openKey === group.key;
              const panelId = panelIdOf(group.key);
              return (
                // Resting the mouse is a shortcut; the button is the way in for keyboard and touch.
                <li
                  key={group.key}
                  className="relative"
                  onPointerEnter={(event) => event.pointerType === "mouse" && openLater(group.key)}
                  onPointerLeave={(event) => event.pointerType === "mouse" && openLater(null)}
                >
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    data-state={isOpen ? "open" : "closed"}
                    onClick={() => {
                      clearTimeout(hoverTimer.current);
                      setOpenKey(isOpen ? null : group.key);
                    }}
                    className="group flex h-12 items-center gap-1 px-3 text-sm font-semibold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700"
                  >
                    {group.label}
                    <ChevronDownIcon
                      className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden
                    />
                  </button>
                  {isOpen && (
                    <div
                      id={panelId}
                      className="absolute top-full left-0 z-40 w-max min-w-64 rounded-b-lg border border-border bg-white p-3 shadow-xl"
                    >
                      <ul className="grid gap-0.5">
                        {group.collections.map((collection) => (
                          <li key={collection.handle}>
                            <Link
                              to={`/collections/${collection.handle}`}
                              onClick={() => setOpenKey(null)}
                              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                            >
                              {collection.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              );
            })}
            <li>
              <Link
                to="/collections"
                className="flex h-12 items-center px-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                View All
              </Link>
            </li>
          </ul>
        </nav>
        <Link
          to="/embroidery-and-printing"
          className="flex items-center gap-2 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-semibold text-brand-950 hover:bg-accent-300"
        >
          <SparklesIcon className="size-4" aria-hidden />
          Customisable Clothing
        </Link>
      </div>
    </div>
  );
}
