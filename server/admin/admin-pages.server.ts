import type { Viewer } from "#server/accounts/viewer.ts";
import { adminAccessOf } from "./admin-guard.ts";

// The back office's facade for app/ (STYLE: app reaches the server through *.server.ts): the page
// guard, and whether to offer admin controls on a shop page (the server still checks each change).

export { requireAdminPage, forbiddenMessage, type Admin } from "./admin-guard.ts";

export function isAdmin(viewer: Viewer | null): boolean {
  return adminAccessOf(viewer).outcome === "admin";
}
