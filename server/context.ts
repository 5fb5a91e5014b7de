import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import type { Viewer } from "./accounts/viewer.ts";
import type { Config } from "./config/env.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logging/logger.ts";

/** A page's HTML as rendered, once it is. */
export type RenderedPage = { html: string | null };

/** What every request handler and route loader can reach: handed over per request, not global. */
export type AppServices = {
  config: Config;
  database: Database;
  logger: Logger;
};

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The Storefront API client: the only way pages read the catalogue (DESIGN §1). */
    commerce: CommerceClient;
    /** The CSP nonce of this response, for inline scripts React Router writes. */
    cspNonce: string;
    /** Who is signed in, from their session on the server (server/accounts); null for a visitor. */
    viewer: Viewer | null;
    /**
     * Where app/entry.server.tsx leaves the page it rendered, whole, for the page cache: read from
     * here, it is not read back out of the Response (server/http/page-cache.ts).
     */
    rendered?: RenderedPage;
  }
}
