import type { AppLoadContext } from "react-router";
import { listLogos, type LogoView } from "./logos.server.ts";

// Issue 15.1: what /account/logos loads. A visitor is asked to sign in (the page says so); a
// buyer gets every logo of theirs, newest first, archived ones included (the page lists them apart).

export type LogoLibraryPage = { signedIn: false } | { signedIn: true; logos: LogoView[] };

/** The /account/logos loader. */
export async function loadLogoLibrary(
  context: Pick<AppLoadContext, "services" | "viewer">,
): Promise<LogoLibraryPage> {
  if (!context.viewer) return { signedIn: false };
  return {
    signedIn: true,
    logos: await listLogos(context.services.database.db, context.viewer.userId),
  };
}
