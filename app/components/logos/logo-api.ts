import type { LogoView } from "#server/logos/logos.server.ts";
import { type AccountFailure, failureOf, unreachable } from "#app/lib/account-api.ts";

// Issue 15.1: the logo library's calls to /api/account/logos (server/logos/logo.routes.ts). A change
// names the version the page showed (If-Match: the logo's etag); a 412 means it changed in another
// window. These carry the request and read the answer; they never throw.

export type LogoApiResult = { ok: true; status: number; id: string | null } | AccountFailure;

export const staleLogoMessage =
  "This logo changed in another window: the page now shows it as it is.";

async function answerOf(response: Response): Promise<LogoApiResult> {
  const body: unknown = await response.json().catch(() => null);
  const data = (body ?? {}) as { id?: unknown; error?: unknown; field?: unknown };
  if (response.ok)
    return { ok: true, status: response.status, id: typeof data.id === "string" ? data.id : null };
  return failureOf(response, data, staleLogoMessage);
}

/** Adds a file to the library (201 new, 200 when the same file is there already). */
export async function uploadLogo(form: FormData): Promise<LogoApiResult> {
  try {
    const response = await fetch("/api/account/logos", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    return await answerOf(response);
  } catch {
    return unreachable;
  }
}

export type LogoChange =
  { method: "PATCH"; body: { name?: string; archived?: boolean } } | { method: "DELETE" };

/** Renames, archives, restores or removes the logo, from the version the page showed. */
export async function changeLogo(
  logo: Pick<LogoView, "id" | "etag">,
  change: LogoChange,
): Promise<LogoApiResult> {
  const headers: Record<string, string> = { accept: "application/json", "if-match": logo.etag };
  if (change.method === "PATCH") headers["content-type"] = "application/json";
  try {
    const response = await fetch(`/api/account/logos/${encodeURIComponent(logo.id)}`, {
      method: change.method,
      headers,
      body: change.method === "PATCH" ? JSON.stringify(change.body) : undefined,
      credentials: "same-origin",
    });
    return await answerOf(response);
  } catch {
    return unreachable;
  }
}
