import { describe, expect, it } from "vitest";
import {
  authMessages,
  checkNewPassword,
  checkSignIn,
  checkSignUp,
  signUpFailureMessage,
  type SignUpFields,
} from "./auth-form-rules.ts";

const complete: SignUpFields = {
  firstName: "Sam",
  lastName: "Builder",
  companyName: "",
  phone: "",
  email: "sam@example.co.uk",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("the /auth form checks (spec/back-office.md §5)", () => {
  it("asks for every field of a sign-in", () => {
    expect(checkSignIn({ email: "sam@example.co.uk", password: " " })).toBe(
      "Please fill in all fields",
    );
    expect(checkSignIn({ email: "sam@example.co.uk", password: "x" })).toBeNull();
  });

  it("checks a sign-up in the spec's order: all fields, then match, then length", () => {
    expect(checkSignUp({ ...complete, confirmPassword: "" })).toBe("Please fill in all fields");
    expect(checkSignUp({ ...complete, email: " " })).toBe("Please fill in all fields");
    expect(checkSignUp({ ...complete, password: "abc", confirmPassword: "abd" })).toBe(
      "Passwords do not match",
    );
    expect(checkSignUp({ ...complete, password: "abcde", confirmPassword: "abcde" })).toBe(
      "Password must be at least 6 characters",
    );
    expect(checkSignUp(complete)).toBeNull();
  });

  it("lets names, company and phone stay empty", () => {
    expect(checkSignUp({ ...complete, companyName: "", phone: "" })).toBeNull();
    expect(checkSignUp({ ...complete, firstName: "", lastName: " " })).toBeNull();
  });

  it("accepts a six-character password and its exact confirmation only", () => {
    expect(checkNewPassword("abcdef", "abcdef")).toBeNull();
    expect(checkNewPassword("abcdef", "abcdeF")).toBe("Passwords do not match");
  });

  it("turns a refused known address into the spec's sentence, and keeps other server messages", () => {
    expect(signUpFailureMessage({ code: "USER_ALREADY_EXISTS", message: "x" })).toBe(
      authMessages.alreadyRegistered,
    );
    expect(signUpFailureMessage({ message: "User already registered" })).toBe(
      authMessages.alreadyRegistered,
    );
    expect(signUpFailureMessage({ message: "Invalid email" })).toBe("Invalid email");
    expect(signUpFailureMessage({})).toBe("Failed to create account");
  });
});
