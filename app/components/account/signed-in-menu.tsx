import {
  ChevronDownIcon,
  CreditCardIcon,
  LogOutIcon,
  MapPinIcon,
  FileTextIcon,
  ImageIcon,
  PackageIcon,
  ShieldCheckIcon,
  UserIcon,
} from "lucide-react";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { authClient } from "./auth-client.ts";
import { markViewerChanged } from "./viewer-refresh.ts";

// The signed-in header menu (spec/back-office.md §2): Order History, Credit Account, Admin for
// admins, Sign Out. Its own chunk, loaded only for a signed-in viewer (app/components/layout/
// account-menu.tsx), so visitors never download the Radix menu (DESIGN §8).

// spec/storefront.md §2: Order History opens a dialog. It stays a real link to /account/orders
// (open in a new tab, before the dialog's code has loaded); a plain click opens the dialog, whose
// code loads when the menu first opens. The dialog sits outside the menu's content, and the menu
// is closed by state first, so the two Radix layers never fight over focus.
const OrderHistoryDialog = lazy(() => import("#app/components/orders/order-history-dialog.tsx"));
const loadOrderHistoryDialog = () => void import("#app/components/orders/order-history-dialog.tsx");

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export const accountTriggerClass =
  "flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-slate-700 hover:text-brand-700 data-[state=open]:text-brand-700";

/** The trigger's face: icon, and on wider screens the greeting. Also the placeholder while loading. */
export function AccountTriggerFace({ greeting }: { greeting: string }) {
  return (
    <>
      <UserIcon className="size-6" aria-hidden />
      <span
        className="hidden max-w-32 items-center gap-0.5 text-xs font-medium whitespace-nowrap sm:flex"
        aria-hidden
      >
        <span className="truncate">{greeting}</span>
        <ChevronDownIcon className="size-3 shrink-0" />
      </span>
    </>
  );
}

export default function SignedInMenu({
  greeting,
  email,
  isAdmin,
}: {
  greeting: string;
  email: string;
  isAdmin: boolean;
}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [ordersOpen, setOrdersOpen] = useState(false);
  // Mounted on first open and kept, so its fetcher and chunk are there the next time.
  const [ordersMounted, setOrdersMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function openOrderHistory(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setMenuOpen(false);
    setOrdersMounted(true);
    setOrdersOpen(true);
  }

  async function signOut() {
    setSigningOut(true);
    const outcome = await authClient.signOut();
    setSigningOut(false);
    if (!outcome.ok) {
      toast.error("We could not sign you out. Please try again.");
      return;
    }
    toast.success("You have signed out.");
    markViewerChanged();
    navigate("/");
  }

  return (
    <DropdownMenu
      open={menuOpen}
      onOpenChange={(open) => {
        setMenuOpen(open);
        if (open) loadOrderHistoryDialog();
      }}
    >
      <DropdownMenuTrigger
        ref={triggerRef}
        className={accountTriggerClass}
        aria-label={`${greeting}: account menu`}
      >
        <AccountTriggerFace greeting={greeting} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="tracking-normal normal-case">
          <span className="block text-sm font-semibold text-slate-900">{greeting}</span>
          <span className="block truncate text-xs font-normal text-slate-500">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account/orders" onClick={openOrderHistory}>
            <PackageIcon aria-hidden />
            Order History
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/quotes">
            <FileTextIcon aria-hidden />
            Quotes
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/logos">
            <ImageIcon aria-hidden />
            Logos
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/addresses">
            <MapPinIcon aria-hidden />
            Addresses
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/credit-account">
            <CreditCardIcon aria-hidden />
            Credit Account
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheckIcon aria-hidden />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            // Keep the menu open while signing out; the header then shows 'My Account'.
            event.preventDefault();
            void signOut();
          }}
        >
          <LogOutIcon aria-hidden />
          {signingOut ? "Signing out…" : "Sign Out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
      {ordersMounted && (
        <Suspense fallback={null}>
          <OrderHistoryDialog
            open={ordersOpen}
            onOpenChange={setOrdersOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </DropdownMenu>
  );
}
