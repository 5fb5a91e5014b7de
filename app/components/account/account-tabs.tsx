import { Tabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

// Radix Tabs in the shop's look, for the /auth page's Sign In and Sign Up.

export const AccountTabs = Tabs.Root;

export function AccountTabList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cn("grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

export function AccountTab({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        "h-10 rounded-md text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function AccountTabPanel({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return <Tabs.Content className={cn("pt-6 focus-visible:outline-none", className)} {...props} />;
}
