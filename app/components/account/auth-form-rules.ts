// spec/back-office.md §5 and §8: the /auth forms' checks and messages, word for word, run in the
// browser before anything is sent. The server checks again (Better Auth and
// server/accounts/sign-up-details.ts); these only spare a round trip.

export const minPasswordLength = 6;

export const authMessages = {
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${minPasswordLength} characters`,
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  signUpOk: "Account created successfully! Please check your email to confirm your account.",
  signUpFailed: "Failed to create account",
  signInOk: "Signed in successfully!",
  signInFailed: "Failed to sign in",
  emailNotVerified:
    "Please confirm your e-mail address before signing in: open the link in the e-mail we sent you when you signed up.",
} as const;

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** The message for a sign-in form, or null when it can be sent. */
export function checkSignIn(fields: { email?: string; password?: string }): string | null {
  return blank(fields.email) || blank(fields.password) ? authMessages.fillAllFields : null;
}

/** The message for a new password and its confirmation (sign-up, reset), or null. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return authMessages.passwordsDoNotMatch;
  if (password.length < minPasswordLength) return authMessages.passwordTooShort;
  return null;
}

export type SignUpFields = {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/**
 * The message for a sign-up form, or null: required fields, then match, then length (spec §5).
 * Only e-mail, password and confirmation are required; names, company and phone are optional.
 */
export function checkSignUp(fields: SignUpFields): string | null {
  const required = [fields.email, fields.password, fields.confirmPassword];
  if (required.some(blank)) return authMessages.fillAllFields;
  return checkNewPassword(fields.password, fields.confirmPassword);
}

/** spec §8: a sign-up refused for a known address says so; anything else, the server's words. */
export function signUpFailureMessage(failure: { code?: string; message?: string }): string {
  if (failure.code === "USER_ALREADY_EXISTS" || failure.message?.includes("already registered"))
    return authMessages.alreadyRegistered;
  return failure.message || authMessages.signUpFailed;
}
