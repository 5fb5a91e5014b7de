import { describe, expect, it } from "vitest";
import { firstNameOf, greetingFor } from "./greeting.ts";

describe("the header's greeting", () => {
  it("greets the buyer by the first name of the account's name", () => {
    expect(greetingFor({ name: "Dan Hartley", email: "trade@tradewear.test" })).toBe("Hi, Dan");
    expect(greetingFor({ name: "  Jo Anne  Smith ", email: "jo@example.co.uk" })).toBe("Hi, Jo");
    expect(greetingFor({ name: "Kim", email: "kim.admin@example.co.uk" })).toBe("Hi, Kim");
  });

  it("falls back to the part of the e-mail before the @ only when the account has no name", () => {
    for (const name of ["", "   ", null, undefined])
      expect(greetingFor({ name, email: "buyer-42@example.co.uk" })).toBe("Hi, buyer-42");
  });

  it("never greets with nothing", () => {
    expect(greetingFor({ name: "", email: "@example.co.uk" })).toBe("Hi, @example.co.uk");
    expect(firstNameOf("\t\n")).toBeNull();
  });
});
