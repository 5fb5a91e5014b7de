import type { AppLoadContext } from "react-router";
// The fuzzer drives the real page loaders and actions, as React Router would; a server test
// reaching into app/ is the point here, so the boundary rule is lifted for this one import.
// eslint-disable-next-line no-restricted-imports
import routeConfig from "#app/routes.ts";
import type { PageHandler } from "#server/app.ts";

// Pages as React Router serves them, without rendering: the matched route's loader (GET) or action
// (other methods) runs with the request and the app's context. A thrown or returned redirect or
// `data(..., { status })` becomes the response it stands for; anything else thrown is a 500, as
// the root error boundary would answer it.

type RouteEntry = { path?: string; index?: boolean; file: string };
type RouteModule = {
  loader?: (args: { request: Request; params: object; context: AppLoadContext }) => unknown;
  action?: (args: { request: Request; params: object; context: AppLoadContext }) => unknown;
};

const routeModules = import.meta.glob("../../../app/routes/*.tsx");

const patterns = (routeConfig as RouteEntry[]).map((route) => {
  const path = route.index ? "" : (route.path ?? "");
  const source =
    path === "*"
      ? "^(?<rest>.*)$"
      : `^${path.replace(/[.]/g, "\\.").replace(/:(\w+)/g, "(?<$1>[^/]+)")}/?$`;
  return { route, pattern: new RegExp(source) };
});

function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  const init = (value as { init?: ResponseInit } | null)?.init;
  if (
    value &&
    typeof value === "object" &&
    (value as { type?: string }).type === "DataWithResponseInit"
  )
    return Response.json((value as { data: unknown }).data ?? null, init ?? {});
  return Response.json(value ?? null);
}

export const routeModulePages: PageHandler = async (request, context) => {
  const url = new URL(request.url);
  const path = decodeURI(url.pathname).slice(1);
  const found = patterns.find(({ pattern }) => pattern.test(path));
  if (!found) return new Response("no page", { status: 404 });
  const params = Object.fromEntries(
    Object.entries(found.pattern.exec(path)?.groups ?? {}).map(([k, v]) => [
      k,
      decodeURIComponent(v),
    ]),
  );
  const load = routeModules[`../../../app/${found.route.file}`];
  if (!load) throw new Error(`no module for ${found.route.file}`);
  const module = (await load()) as RouteModule;
  const handler =
    request.method === "GET" || request.method === "HEAD" ? module.loader : module.action;
  if (!handler) return new Response("method not allowed", { status: 405 });
  try {
    return asResponse(await handler({ request, params, context }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (
      thrown &&
      typeof thrown === "object" &&
      (thrown as { type?: string }).type === "DataWithResponseInit"
    )
      return asResponse(thrown);
    throw thrown;
  }
};
