// The root loader (app/root.tsx) reads the viewer, and reloads only after a non-GET form, since
// its navigation data changes rarely. Signing in and out happen by fetch, not by a form, so they
// flag it here and the next navigation reloads the root data: the header then shows the new
// viewer. A module-level flag: it lives in the browser, once per page load.

let viewerChanged = false;

/** Call after a sign-in or sign-out, before navigating. */
export function markViewerChanged(): void {
  viewerChanged = true;
}

/** True once after markViewerChanged (for root's shouldRevalidate). */
export function takeViewerChanged(): boolean {
  const changed = viewerChanged;
  viewerChanged = false;
  return changed;
}
