import { UserIcon } from "lucide-react";
import { Link } from "react-router";

/** Signed-out state (spec/storefront.md §2): My Account goes to /auth. Accounts come later. */
export function AccountMenu() {
  return (
    <Link
      to="/auth"
      className="flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-slate-700 hover:text-brand-700"
      aria-label="My Account"
    >
      <UserIcon className="size-6" aria-hidden />
      <span className="hidden text-xs font-medium whitespace-nowrap sm:block" aria-hidden>
        My Account
      </span>
    </Link>
  );
}
