import { describe, expect, it } from "vitest";
import { failureOf } from "./account-api.ts";

describe("reading a refused account answer", () => {
  const answer = (status: number) => new Response(null, { status });

  it("says the page's own words for a change made in another window (412)", () => {
    expect(failureOf(answer(412), { error: "Stale" }, "This changed elsewhere.")).toEqual({
      ok: false,
      status: 412,
      error: "This changed elsewhere.",
    });
  });

  it("keeps the server's message and the field it names", () => {
    expect(failureOf(answer(400), { error: "Say why", field: "comment" }, "")).toEqual({
      ok: false,
      status: 400,
      error: "Say why",
      field: "comment",
    });
  });

  it("falls back to a plain message when the answer has none", () => {
    expect(failureOf(answer(502), {}, "")).toEqual({
      ok: false,
      status: 502,
      error: "Something went wrong (502). Please try again.",
    });
  });
});
