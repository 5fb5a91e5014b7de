import { useNavigation } from "react-router";

// Issue 22.5, spec/storefront.md §2 (the grid's loading skeleton, the product page's spinner):
// while a client-side navigation waits for the next page's data, a slim bar runs along the top
// of the window over the page still shown. It fades in only after 150 ms (app.css), so a fast
// navigation never flashes it; no timer, no state, a few lines of script.

export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the next page"
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent-300/40"
    >
      <span className="block h-full w-2/5 bg-accent-500" />
    </div>
  );
}
