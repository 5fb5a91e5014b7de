import { lazy, Suspense, useSyncExternalStore } from "react";

// spec/storefront.md §2: shown until the visitor dismisses it; dismissal is permanent and kept in
// browser storage. The server renders it closed (it cannot know), the browser opens it.
export const welcomeDismissedKey = "welcome-announcement-dismissed";

const listeners = new Set<() => void>();
let dismissedThisVisit = false; // when storage is blocked, at least this visit remembers

function isDismissed(): boolean {
  if (dismissedThisVisit) return true;
  try {
    return window.localStorage.getItem(welcomeDismissedKey) === "true";
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function dismiss() {
  dismissedThisVisit = true;
  try {
    window.localStorage.setItem(welcomeDismissedKey, "true");
  } catch {
    // storage blocked: nothing to remember it in beyond this visit
  }
  listeners.forEach((listener) => listener());
}

const WelcomeDialog = lazy(() =>
  import("./welcome-dialog.tsx").then((module) => ({ default: module.WelcomeDialog })),
);

/** The announcement's dialog loads only when it is to be shown (issue 12.4). */
export function WelcomeAnnouncement() {
  const open = !useSyncExternalStore(subscribe, isDismissed, () => true);
  if (!open) return null;
  return (
    <Suspense>
      <WelcomeDialog onDismiss={dismiss} />
    </Suspense>
  );
}
