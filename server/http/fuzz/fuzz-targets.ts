import { adminTargets } from "./admin-targets.ts";
import { functionRouteTargets } from "./function-targets.ts";
import { accountTargets } from "./account-targets.ts";
import { storefrontTargets } from "./storefront-targets.ts";
import { pageTargets } from "./page-targets.ts";
import type { FuzzIds, SampleParts, Target } from "./fuzz-builders.ts";

/** Every endpoint family; names are "METHOD path" as the routers and app/routes.ts spell them. */
export function fuzzTargets(ids: FuzzIds): Target[] {
  const address = { name: "Sam", line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" };
  const line = {
    variantId: ids.variantGid,
    quantity: 2,
    customizationType: "embroidery",
    customizationPosition: "Chest Left",
    designId: ids.designId,
  };
  const context: SampleParts = { address, line };
  return [
    ...adminTargets(ids),
    ...functionRouteTargets(ids, context),
    ...accountTargets(ids),
    ...storefrontTargets(ids),
    ...pageTargets(ids, context),
  ];
}
