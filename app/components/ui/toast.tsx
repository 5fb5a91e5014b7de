import { lazy, Suspense, useSyncExternalStore } from "react";
import type * as Sonner from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

// Toasts (sonner) load on first use (issue 12.4, decision 016): most visits never show one, and
// sonner is 9 KB of every page's JavaScript. `toast` keeps sonner's calls; the first one loads
// sonner and mounts <Toaster>, which shows the toasts made before it was there (sonner replays
// active toasts to a new subscriber).

type Kind = "success" | "error" | "warning";

let sonner: Promise<typeof Sonner> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));

let isWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then((module) => module.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; renders nothing until the first toast. */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
