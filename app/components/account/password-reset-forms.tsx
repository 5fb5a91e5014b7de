import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { authClient, failureMessage } from "./auth-client.ts";
import { authMessages, checkNewPassword, minPasswordLength } from "./auth-form-rules.ts";
import { Notice, SubmitButton, TextField } from "./form-parts.tsx";

/**
 * Forgot password: asks for the address and sends a reset link to it. The answer is the same
 * whether or not an account uses the address, so the form tells nobody who has an account.
 */
export function RequestResetForm() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("reset-email") ?? "").trim();
    if (email === "") {
      setProblem(authMessages.fillAllFields);
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await authClient.requestPasswordReset(email);
    setBusy(false);
    if (outcome.ok) setSentTo(email);
    else setProblem(failureMessage(outcome, "We could not send the e-mail. Please try again."));
  }

  if (sentTo)
    return (
      <Notice kind="success">
        <p>
          If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works for one hour.
        </p>
        <p className="mt-2">
          Nothing arrived? Check your spam folder, or{" "}
          <button type="button" className="font-semibold underline" onClick={() => setSentTo(null)}>
            try another address
          </button>
          .
        </p>
      </Notice>
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Request a password reset"
    >
      {problem && <Notice kind="error">{problem}</Notice>}
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}

/** Reset password: a new password (twice) for the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; expired?: boolean } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("new-password") ?? "");
    const confirm = String(form.get("confirm-new-password") ?? "");
    const invalid =
      password === "" || confirm === ""
        ? authMessages.fillAllFields
        : checkNewPassword(password, confirm);
    if (invalid) {
      setProblem({ message: invalid });
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await authClient.resetPassword(token, password);
    if (outcome.ok) {
      toast.success("Your password has been changed. Please sign in with it.");
      navigate("/auth");
      return;
    }
    setBusy(false);
    setProblem(
      outcome.code === "INVALID_TOKEN"
        ? {
            message: "This reset link is not valid any more: it has been used, or has expired.",
            expired: true,
          }
        : {
            message: failureMessage(
              outcome,
              "We could not change your password. Please try again.",
            ),
          },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Choose a new password">
      {problem && (
        <Notice kind="error">
          {problem.message}
          {problem.expired && (
            <>
              {" "}
              <Link to="/auth/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
              .
            </>
          )}
        </Notice>
      )}
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
      />
      <TextField
        id="confirm-new-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
      />
      <p className="-mt-2 text-xs text-slate-500">At least {minPasswordLength} characters.</p>
      <SubmitButton busy={busy} busyLabel="Saving…">
        Change Password
      </SubmitButton>
    </form>
  );
}
