import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { maxSavedAddresses } from "#core/address/uk-address.ts";
import { parseConfig } from "../config/env.ts";
import { createCustomer } from "../credit/credit-test-support.ts";
import { getBasketCredit } from "../credit/credit-views.server.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { customerAddresses } from "../db/schema/index.ts";
import type { Viewer } from "./viewer.ts";
import { listSavedAddresses, loadAddressBook, submitAddressBook } from "./address-book.server.ts";

// Issue 14.4: the address book's action as the page posts to it. Only its owner reads or changes
// an address; a bad field is refused beside it with nothing written; two windows editing one
// address cannot overwrite each other.

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");
const { config } = parsed;

type Refusal = { data: Record<string, any>; init: { status?: number } | null };

const site = {
  name: "Sam Site",
  company: "Hartley Build Ltd",
  line1: "Unit 3, Canal Yard",
  city: "Leeds",
  postcode: "ls11 5aa",
};

describeWithDatabase("the address book", (use) => {
  let context: (viewer: Viewer | null) => Parameters<typeof submitAddressBook>[0];

  beforeAll(() => {
    const services = { config, database: use(), logger: pino({ level: "silent" }) };
    context = (viewer) => ({ services, viewer });
  });

  /** Posts the form; a redirect (success) answers its Location, a refusal its data and status. */
  async function post(viewer: Viewer | null, fields: Record<string, string>) {
    const request = new Request("http://shop.test/account/addresses", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    try {
      return (await submitAddressBook(context(viewer), request)) as unknown as Refusal;
    } catch (thrown) {
      if (thrown instanceof Response) return { location: thrown.headers.get("location") };
      throw thrown;
    }
  }

  it("keeps several addresses, the first and then the chosen one the only default", async () => {
    const buyer = await createCustomer(use().db);
    expect(await post(buyer, { intent: "save", ...site })).toEqual({
      location: "/account/addresses?done=saved",
    });
    await post(buyer, {
      intent: "save",
      ...site,
      line1: "2 Quarry Lane",
      postcode: "M1 1AE",
      isDefault: "on",
    });
    const saved = await listSavedAddresses(use().db, buyer.userId);
    expect(
      saved.map((each) => [each.address.line1, each.address.postcode, each.isDefault]),
    ).toEqual([
      ["2 Quarry Lane", "M1 1AE", true],
      ["Unit 3, Canal Yard", "LS11 5AA", false],
    ]);
    await post(buyer, { intent: "make-default", id: saved[1]!.id });
    const page = await loadAddressBook(
      context(buyer),
      new URL("http://shop.test/account/addresses?done=default"),
    );
    expect(page).toMatchObject({ signedIn: true, notice: "Default address changed." });
    expect(page.signedIn && page.addresses.map((each) => each.isDefault)).toEqual([true, false]);
    expect(page.signedIn && page.addresses[0]!.address.line1).toBe("Unit 3, Canal Yard");
  });

  it("refuses a bad postcode or a missing line beside the field and writes nothing", async () => {
    const buyer = await createCustomer(use().db);
    const refused = (await post(buyer, {
      intent: "save",
      ...site,
      line1: " ",
      postcode: "not a postcode",
    })) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      line1: expect.stringMatching(/first line/i),
      postcode: expect.stringMatching(/postcode/i),
    });
    expect(await listSavedAddresses(use().db, buyer.userId)).toEqual([]);
  });

  it("refuses a change made from a stale page, and takes it at the current version", async () => {
    const buyer = await createCustomer(use().db);
    await post(buyer, { intent: "save", ...site });
    const [saved] = await listSavedAddresses(use().db, buyer.userId);
    const change = { intent: "save", id: saved!.id, ...site, line1: "Unit 4, Canal Yard" };
    expect(await post(buyer, { ...change, version: String(saved!.version) })).toEqual({
      location: "/account/addresses?done=saved",
    });
    const stale = (await post(buyer, {
      ...change,
      line1: "Unit 9",
      version: String(saved!.version),
    })) as Refusal;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.formError).toMatch(/changed in another window/);
    const [now] = await listSavedAddresses(use().db, buyer.userId);
    expect(now).toMatchObject({
      version: saved!.version + 1,
      address: { line1: "Unit 4, Canal Yard" },
    });
  });

  it("never shows or changes another account's address, and asks a visitor to sign in", async () => {
    const owner = await createCustomer(use().db);
    const other = await createCustomer(use().db);
    await post(owner, { intent: "save", ...site });
    const [saved] = await listSavedAddresses(use().db, owner.userId);
    for (const intent of ["delete", "make-default"])
      expect(((await post(other, { intent, id: saved!.id })) as Refusal).init?.status).toBe(404);
    const edit = (await post(other, {
      intent: "save",
      id: saved!.id,
      version: String(saved!.version),
      ...site,
      line1: "Taken over",
    })) as Refusal;
    expect(edit.init?.status).toBe(404);
    const page = await loadAddressBook(
      context(other),
      new URL(`http://shop.test/account/addresses?edit=${saved!.id}`),
    );
    expect(page).toMatchObject({ signedIn: true, addresses: [], editing: null });
    const [unchanged] = await use()
      .db.select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, saved!.id));
    expect(unchanged).toMatchObject({
      isDefault: true,
      version: 1,
      address: { line1: site.line1 },
    });

    expect(
      await loadAddressBook(context(null), new URL("http://shop.test/account/addresses")),
    ).toEqual({
      signedIn: false,
    });
    expect(await post(null, { intent: "save", ...site })).toEqual({
      location: "/auth?redirect=/account/addresses",
    });
  });

  it(`holds at most ${maxSavedAddresses} addresses`, async () => {
    const buyer = await createCustomer(use().db);
    await use()
      .db.insert(customerAddresses)
      .values(
        Array.from({ length: maxSavedAddresses }, (_, n) => ({
          userId: buyer.userId,
          address: {
            ...site,
            line1: `${n + 1} Long Row`,
            postcode: "LS11 5AA",
            country: "GB" as const,
          },
        })),
      );
    const full = (await post(buyer, { intent: "save", ...site })) as Refusal;
    expect(full.init?.status).toBe(400);
    expect(full.data.formError).toBe(
      `Your address book holds ${maxSavedAddresses} addresses: delete one to add another.`,
    );
    expect(await listSavedAddresses(use().db, buyer.userId)).toHaveLength(maxSavedAddresses);
  });

  it("fills the basket's credit panel with the default address and offers the others", async () => {
    const buyer = await createCustomer(use().db, { limitPence: 100_000 });
    await post(buyer, { intent: "save", ...site });
    await post(buyer, { intent: "save", ...site, line1: "2 Quarry Lane", postcode: "M1 1AE" });
    const credit = await getBasketCredit(use().db, buyer);
    expect(credit?.lastDeliveryAddress).toMatchObject({ line1: site.line1, postcode: "LS11 5AA" });
    expect(credit?.savedAddresses).toHaveLength(2);
  });
});
