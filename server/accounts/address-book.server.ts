import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { maxSavedAddresses, ukAddressFields, UkAddressSchema } from "#core/address/uk-address.ts";
import type { CheckoutAddress } from "#core/checkout/checkout-form.ts";
import type { Db } from "#server/db/client.ts";
import { customerAddresses } from "#server/db/schema/index.ts";

// Issue 14.4: a signed-in buyer's address book (/account/addresses): several UK delivery
// addresses, one of them the default, offered at the checkout and in the basket's credit panel.
// Only the owner ever reads or changes one: every query names the viewer's user id, so another
// account's address id is simply not found.

export type SavedAddress = {
  id: string;
  address: CheckoutAddress;
  isDefault: boolean;
  version: number;
};

/** The user's addresses, the default first, then the newest. */
export async function listSavedAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      asc(customerAddresses.id),
    );
  return rows.map(({ id, address, isDefault, version }) => ({
    id,
    address: address as CheckoutAddress,
    isDefault,
    version,
  }));
}

/** The viewer's addresses for the checkout and the credit panel; none for a visitor. */
export async function savedAddressesOfViewer(
  context: Pick<AppLoadContext, "services" | "viewer">,
): Promise<SavedAddress[]> {
  return context.viewer
    ? listSavedAddresses(context.services.database.db, context.viewer.userId)
    : [];
}

export type AddressBookPage =
  | { signedIn: false }
  | {
      signedIn: true;
      addresses: SavedAddress[];
      editing: SavedAddress | null;
      notice: string | null;
    };

const notices: Record<string, string> = {
  saved: "Address saved.",
  deleted: "Address deleted.",
  default: "Default address changed.",
};

export async function loadAddressBook(
  context: Pick<AppLoadContext, "services" | "viewer">,
  url: URL,
): Promise<AddressBookPage> {
  const { viewer } = context;
  if (!viewer) return { signedIn: false };
  const addresses = await listSavedAddresses(context.services.database.db, viewer.userId);
  const editId = url.searchParams.get("edit");
  return {
    signedIn: true,
    addresses,
    editing: addresses.find((each) => each.id === editId) ?? null,
    notice: notices[url.searchParams.get("done") ?? ""] ?? null,
  };
}

export type AddressBookActionData = {
  fieldErrors: Partial<Record<string, string>>;
  formError?: string;
  values: Record<string, string>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refused(
  values: Record<string, string>,
  fieldErrors: AddressBookActionData["fieldErrors"],
  formError?: string,
  status = 400,
) {
  return data<AddressBookActionData>(
    { fieldErrors, values, ...(formError ? { formError } : {}) },
    { status },
  );
}

/** Makes `id` the user's only default, in the caller's transaction. */
async function makeDefault(tx: Db, userId: string, id: string) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
  await tx
    .update(customerAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)));
}

const notFound = "That address is no longer in your address book.";
const changedElsewhere =
  "This address was changed in another window. Here it is as it is now: make your change again.";

/** Adds, changes, deletes or makes default one of the viewer's addresses. */
export async function submitAddressBook(
  context: Pick<AppLoadContext, "services" | "viewer">,
  request: Request,
) {
  const { viewer } = context;
  if (!viewer) throw redirect("/auth?redirect=/account/addresses");
  const form = Object.fromEntries(
    [...(await request.formData())].flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value.slice(0, 2000)]] : [],
    ),
  ) as Record<string, string>;
  const { db } = context.services.database;
  const userId = viewer.userId;
  const intent = form["intent"];
  const id = form["id"] ?? "";
  if (intent !== "save" && !uuidPattern.test(id)) return refused(form, {}, notFound, 404);

  if (intent === "delete" || intent === "make-default") {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)))
        .for("update");
      if (!row) return false;
      if (intent === "delete")
        await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
      else await makeDefault(tx, userId, id);
      return true;
    });
    if (!done) return refused(form, {}, notFound, 404);
    throw redirect(`/account/addresses?done=${intent === "delete" ? "deleted" : "default"}`);
  }
  if (intent !== "save") return refused(form, {}, "Choose what to do with the address.");

  const parsed = UkAddressSchema.safeParse(
    Object.fromEntries(ukAddressFields.map((field) => [field, form[field] ?? ""])),
  );
  if (!parsed.success) {
    const fieldErrors: AddressBookActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return refused(form, fieldErrors);
  }
  const address = parsed.data;
  const wantsDefault = form["isDefault"] === "on";
  const outcome = await db.transaction(async (tx): Promise<"saved" | "full" | "gone" | "stale"> => {
    if (!id) {
      // Counted under the lock of the user's existing rows, so two tabs cannot both add the 21st.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId));
      if (total >= maxSavedAddresses) return "full";
      const [created] = await tx
        .insert(customerAddresses)
        .values({ userId, address })
        .returning({ id: customerAddresses.id });
      if (wantsDefault || total === 0) await makeDefault(tx, userId, created!.id);
      return "saved";
    }
    if (!uuidPattern.test(id)) return "gone";
    const version = Number(form["version"]);
    const updated = await tx
      .update(customerAddresses)
      .set({ address, version: sql`${customerAddresses.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(customerAddresses.userId, userId),
          eq(customerAddresses.id, id),
          eq(customerAddresses.version, Number.isSafeInteger(version) ? version : -1),
        ),
      )
      .returning({ id: customerAddresses.id });
    if (updated.length === 0) {
      const [exists] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)));
      return exists ? "stale" : "gone";
    }
    if (wantsDefault) await makeDefault(tx, userId, id);
    return "saved";
  });
  if (outcome === "full")
    return refused(
      form,
      {},
      `Your address book holds ${maxSavedAddresses} addresses: delete one to add another.`,
    );
  if (outcome === "gone") return refused(form, {}, notFound, 404);
  if (outcome === "stale") return refused(form, {}, changedElsewhere, 409);
  throw redirect("/account/addresses?done=saved");
}
