import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailAddressProblem } from "./email-address.ts";

const message = "Please enter a valid email address";

describe("emailAddressProblem", () => {
  it.each([
    "dan@hartley-building.co.uk",
    "first.last+orders@example.com",
    "o'brien@example.ie",
    "a_b-c@sub.example.org",
    "",
    "dan",
    "dan@example",
    "dan@@example.com",
    "dan@example.c",
    ".dan@example.com",
    "dan.@example.com",
    "dan..x@example.com",
    "dan@-example.com",
    "dan smith@example.com",
    "dän@example.com",
  ])("judges %j as zod's z.email() does", (value) => {
    expect(emailAddressProblem(value, message) === null).toBe(z.email().safeParse(value).success);
  });

  it("names the length limit for an address over 254 characters", () => {
    const long = `${"a".repeat(250)}@example.com`;
    expect(emailAddressProblem(long, message)).toBe(
      "The e-mail address must be at most 254 characters",
    );
  });

  it("asks for an address when there is none or it is not one", () => {
    expect(emailAddressProblem("", message)).toBe(message);
    expect(emailAddressProblem("dan@example", message)).toBe(message);
  });
});
