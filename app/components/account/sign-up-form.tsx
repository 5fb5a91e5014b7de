import { useRef, useState, type FormEvent } from "react";
import { authClient, failureMessage } from "./auth-client.ts";
import {
  authMessages,
  checkSignUp,
  minPasswordLength,
  signUpFailureMessage,
} from "./auth-form-rules.ts";
import { Notice, SubmitButton, TextField } from "./form-parts.tsx";

const fieldNames = [
  "firstName",
  "lastName",
  "companyName",
  "phone",
  "email",
  "password",
  "confirmPassword",
] as const;

/**
 * spec/back-office.md §5, §8: sign up with e-mail and password (confirmed twice), plus what a
 * trade buyer may give: name, company and phone, all optional (kept in their profile).
 * On success the fields clear and the page says to check the e-mail; no one is signed in until
 * the address is confirmed.
 */
export function SignUpForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      fieldNames.map((name) => [name, String(form.get(`signup-${name}`) ?? "")]),
    ) as Record<(typeof fieldNames)[number], string>;
    setDone(null);
    const invalid = checkSignUp(fields);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    setBusy(true);
    const firstName = fields.firstName.trim();
    const lastName = fields.lastName.trim();
    const outcome = await authClient.signUp({
      name: [firstName, lastName].filter(Boolean).join(" "),
      firstName,
      lastName,
      companyName: fields.companyName.trim() || undefined,
      phone: fields.phone.trim() || undefined,
      email: fields.email.trim(),
      password: fields.password,
    });
    setBusy(false);
    if (outcome.ok) {
      formRef.current?.reset();
      setDone(authMessages.signUpOk);
      return;
    }
    setProblem(
      outcome.status === 429
        ? failureMessage(outcome, authMessages.signUpFailed)
        : signUpFailureMessage(outcome),
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
      {problem && <Notice kind="error">{problem}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-firstName"
          label="First name"
          optional
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          id="signup-lastName"
          label="Last name"
          optional
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-companyName"
          label="Company"
          optional
          autoComplete="organization"
          maxLength={200}
        />
        <TextField
          id="signup-phone"
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          maxLength={30}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={minPasswordLength}
          aria-describedby="signup-password-rule"
        />
        <TextField
          id="signup-confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          minLength={minPasswordLength}
        />
      </div>
      <p id="signup-password-rule" className="-mt-2 text-xs text-slate-500">
        At least {minPasswordLength} characters.
      </p>
      <SubmitButton busy={busy} busyLabel="Creating account…">
        Create Account
      </SubmitButton>
      <p className="text-xs leading-5 text-slate-500">
        We will e-mail you a link to confirm your address before your first sign-in.
      </p>
    </form>
  );
}
