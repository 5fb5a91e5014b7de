// The root loader (app/root.tsx) reads the viewer, and reloads only after a non-GET form, since
// its navigation data changes rarely. Signing in and out happen by fetch, not by a form, so they
// flag it here: until the root data shows the new viewer, every navigation reloads it. (Not a
// read-once flag: React Router also asks shouldRevalidate when it prefetches links.)

let viewerChanging = false;

/** Call after a sign-in or sign-out, before navigating. */
export function markViewerChanged(): void {
  viewerChanging = true;
}

/** Whether the root data should reload for a sign-in or sign-out not yet shown. */
export function isViewerChanging(): boolean {
  return viewerChanging;
}

/** The root data now shows the viewer as it is (root calls this when its viewer changes). */
export function settleViewerChange(): void {
  viewerChanging = false;
}
