import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { loader } from "./credit-account.tsx";

// spec/back-office.md §2: a visitor opening the credit account page is sent to /auth by the
// server, before anything is read. (What a signed-in customer is shown is read for their own id
// only: server/credit/credit-views.server.test.ts; the whole page: tests/e2e/credit.spec.ts.)

it("sends a visitor to /auth from the server", async () => {
  const answer = await loader({
    request: new Request("http://shop.test/credit-account"),
    params: {},
    context: { viewer: null } as unknown as AppLoadContext,
  } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown);
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(302);
  expect((answer as Response).headers.get("location")).toBe("/auth");
});
