import { Notice } from "./form-parts.tsx";

/**
 * What the e-mail confirmation link reports on its way back to /auth (?confirmed=1, with
 * &error=… when Better Auth refused the link): confirmed, or why not and what to do.
 */
export function ConfirmationNotice({
  confirmed,
  error,
}: {
  confirmed: boolean;
  error: string | null;
}) {
  if (!confirmed) return null;
  if (error === null)
    return (
      <Notice kind="success">
        Thank you — your e-mail address is confirmed. Please sign in to continue.
      </Notice>
    );
  return (
    <Notice kind="error">
      {error === "TOKEN_EXPIRED"
        ? "This confirmation link has expired."
        : "This confirmation link is not valid."}{" "}
      Sign in with your e-mail address and password and we will offer to send you a new one.
    </Notice>
  );
}
