import { useSyncExternalStore } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

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

export function WelcomeAnnouncement() {
  const open = !useSyncExternalStore(subscribe, isDismissed, () => true);
  return (
    <Dialog open={open} onOpenChange={(nextOpen) => !nextOpen && dismiss()}>
      <DialogContent>
        <DialogTitle>Welcome to Our New Website!</DialogTitle>
        <DialogDescription>
          We&apos;re still adding products to our newly built site, so you may not find everything
          from our range just yet. Thank you for your patience — if you need something you
          can&apos;t see, give us a call and we&apos;ll be happy to help.
        </DialogDescription>
        <div className="mt-6 flex justify-end">
          <Button onClick={dismiss}>Got it, thanks!</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
