import { eq, inArray } from "drizzle-orm";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import type { Tx } from "#server/db/client.ts";
import {
  accounts,
  customerPricing,
  productVariants,
  products,
  profiles,
  users,
  type PostalAddress,
} from "#server/db/schema/index.ts";
import { insertDemoCreditHistory } from "./demo-account-credit.ts";
import { insertDemoOrders, type DemoBuyer } from "./demo-account-orders.ts";

// DESIGN §10: the demo accounts, all with the password demo-password-1 (README: for the demo only).
// Written inside the demo seed's one transaction (demo-seed.ts), so a killed seed leaves none.
// Passwords are stored as Better Auth's e-mail-and-password sign-in reads them: a 'credential'
// account whose account_id is the user id, holding better-auth/crypto's scrypt hash.

export const demoPassword = "demo-password-1";

export type DemoAccountKey = "admin" | "trade" | "retail";

type DemoUserSpec = {
  email: string;
  role: "admin" | "customer";
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string | null;
  address: PostalAddress | null;
};

export const demoUsers: Record<DemoAccountKey, DemoUserSpec> = {
  admin: {
    email: "admin@tradewear.test",
    role: "admin",
    firstName: "Alex",
    lastName: "Morgan",
    phone: "0113 496 0100",
    companyName: null,
    address: null,
  },
  trade: {
    email: "trade@tradewear.test",
    role: "customer",
    firstName: "Dan",
    lastName: "Hartley",
    phone: "0113 496 0412",
    companyName: "Hartley Building Services Ltd",
    address: {
      name: "Dan Hartley",
      company: "Hartley Building Services Ltd",
      line1: "Unit 4, Canal Wharf",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS11 5PS",
      country: "GB",
      phone: "0113 496 0412",
    },
  },
  retail: {
    email: "retail@tradewear.test",
    role: "customer",
    firstName: "Amy",
    lastName: "Clarke",
    phone: "07700 900461",
    companyName: null,
    address: {
      name: "Amy Clarke",
      line1: "27 Elm Grove",
      city: "Bristol",
      postcode: "BS6 6AH",
      country: "GB",
      phone: "07700 900461",
    },
  },
};

/**
 * The trade customer's custom prices (DESIGN §10): one for a single variant, one for every
 * variant, one inactive. README names them.
 */
export const demoCustomPriceSpecs = [
  {
    handle: "portwest-b210-essential-polo",
    variant: "Navy / L",
    customPricePence: 750,
    isActive: true,
    notes: "Contract price for the Navy L staff polo",
  },
  {
    handle: "portwest-c472-hi-vis-two-band-and-brace-vest",
    variant: null,
    customPricePence: 225,
    isActive: true,
    notes: "Site vests, every colour and size",
  },
  {
    handle: "dewalt-apex-s3-safety-boot",
    variant: null,
    customPricePence: 4995,
    isActive: false,
    notes: "Last season's boot quote; lapsed",
  },
] as const;

export type DemoPasswordHashes = Record<DemoAccountKey, string>;

/**
 * Hashes the demo password once per account, before the seed's transaction: scrypt, ~0.1 s and
 * 32 MB each. One after another (issue 18.12): side by side they took 96 MB at once, on the same
 * thread, for no time saved.
 */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const admin = await hashPassword(demoPassword);
  const trade = await hashPassword(demoPassword);
  const retail = await hashPassword(demoPassword);
  return { admin, trade, retail };
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Better Auth's own id form: 32 letters and digits. */
const newId = () => generateRandomString(32, "a-z", "A-Z", "0-9");

/** Writes the three demo accounts, the trade customer's prices, credit account and history, and both customers' orders. */
export async function insertDemoAccounts(
  tx: Tx,
  passwordHashes: DemoPasswordHashes,
  now: Date = new Date(),
): Promise<void> {
  const joined = daysBefore(now, 60);
  const ids = { admin: newId(), trade: newId(), retail: newId() };
  const keys = Object.keys(demoUsers) as DemoAccountKey[];
  const name = (key: DemoAccountKey) => `${demoUsers[key].firstName} ${demoUsers[key].lastName}`;

  await tx.insert(users).values(
    keys.map((key) => ({
      id: ids[key],
      name: name(key),
      email: demoUsers[key].email,
      emailVerified: true,
      role: demoUsers[key].role,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await tx.insert(accounts).values(
    keys.map((key) => ({
      id: newId(),
      accountId: ids[key],
      providerId: "credential",
      userId: ids[key],
      password: passwordHashes[key],
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await tx.insert(profiles).values(
    keys.map((key) => ({
      id: ids[key],
      firstName: demoUsers[key].firstName,
      lastName: demoUsers[key].lastName,
      phone: demoUsers[key].phone,
      companyName: demoUsers[key].companyName,
      createdAt: joined,
      updatedAt: joined,
    })),
  );

  const customPrices = await insertCustomPrices(tx, ids.trade, joined);
  const buyer = (key: "trade" | "retail", prices: DemoBuyer["customPrices"]): DemoBuyer => ({
    userId: ids[key],
    name: name(key),
    email: demoUsers[key].email,
    phone: demoUsers[key].phone,
    address: demoUsers[key].address!,
    customPrices: prices,
  });
  const placed = await insertDemoOrders(
    tx,
    { trade: buyer("trade", customPrices), retail: buyer("retail", []) },
    now,
  );
  await insertDemoCreditHistory(tx, { trade: ids.trade, admin: ids.admin }, placed, now);
}

/** Inserts the custom prices; answers the active ones in core's shape (ids as text). */
async function insertCustomPrices(tx: Tx, userId: string, createdAt: Date) {
  const handles = demoCustomPriceSpecs.map((spec) => spec.handle);
  const rows = await tx
    .select({
      productId: products.id,
      handle: products.handle,
      variantId: productVariants.id,
      variantTitle: productVariants.title,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.handle, handles));
  const records = demoCustomPriceSpecs.map((spec) => {
    const product = rows.find((row) => row.handle === spec.handle);
    const variant = rows.find(
      (row) => row.handle === spec.handle && row.variantTitle === spec.variant,
    );
    if (!product || (spec.variant !== null && !variant))
      throw new Error(`Demo custom price target ${spec.handle} ${spec.variant ?? ""} is missing`);
    return {
      userId,
      productId: product.productId,
      variantId: spec.variant === null ? null : variant!.variantId,
      customPricePence: spec.customPricePence,
      isActive: spec.isActive,
      notes: spec.notes,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(customerPricing).values(records);
  return records
    .filter((record) => record.isActive)
    .map((record) => ({
      productId: String(record.productId),
      variantId: record.variantId === null ? null : String(record.variantId),
      customPricePence: record.customPricePence,
    }));
}
