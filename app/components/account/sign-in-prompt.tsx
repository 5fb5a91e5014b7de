import { LogInIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

// What an account page shows a visitor: why there is nothing to see, and the way to sign in (the
// order history, quotes, logos). A link to such a page should explain itself.

export function SignInPrompt({ message, onLeave }: { message: string; onLeave?: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-slate-50 p-6">
      <p className="text-slate-700">{message}</p>
      <Button asChild>
        <Link to="/auth" onClick={onLeave}>
          <LogInIcon aria-hidden />
          Sign In
        </Link>
      </Button>
    </div>
  );
}
