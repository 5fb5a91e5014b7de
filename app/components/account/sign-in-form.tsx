import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient, failureMessage } from "./auth-client.ts";
import { authMessages, checkSignIn } from "./auth-form-rules.ts";
import { Notice, SubmitButton, TextField } from "./form-parts.tsx";
import { markViewerChanged } from "./viewer-refresh.ts";

type Problem = { message: string; unconfirmedEmail?: string };

/**
 * spec/back-office.md §2, §8: sign in, toast 'Signed in successfully!', go to /. A refusal shows
 * the server's message (or 'Failed to sign in'); an address not yet confirmed says so and offers
 * to send the confirmation e-mail again.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("signin-email") ?? "").trim();
    const password = String(form.get("signin-password") ?? "");
    setResent(null);
    const invalid = checkSignIn({ email, password });
    if (invalid) {
      setProblem({ message: invalid });
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await authClient.signIn(email, password);
    if (outcome.ok) {
      toast.success(authMessages.signInOk);
      markViewerChanged();
      navigate("/");
      return;
    }
    setBusy(false);
    setProblem(
      outcome.code === "EMAIL_NOT_VERIFIED"
        ? { message: authMessages.emailNotVerified, unconfirmedEmail: email }
        : { message: failureMessage(outcome, authMessages.signInFailed) },
    );
  }

  async function resend(email: string) {
    setResending(true);
    const outcome = await authClient.resendConfirmation(email);
    setResending(false);
    if (outcome.ok) {
      setProblem(null);
      setResent(`We have sent a new confirmation link to ${email}. It works for 24 hours.`);
    } else {
      setProblem({
        message: failureMessage(outcome, "We could not send the e-mail. Please try again."),
        unconfirmedEmail: email,
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
      {problem && (
        <Notice kind="error">
          <p>{problem.message}</p>
          {problem.unconfirmedEmail && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={resending}
              onClick={() => void resend(problem.unconfirmedEmail!)}
            >
              {resending ? "Sending…" : "Resend confirmation e-mail"}
            </Button>
          )}
        </Notice>
      )}
      {resent && <Notice kind="success">{resent}</Notice>}
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        minLength={6}
        hint={
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}
