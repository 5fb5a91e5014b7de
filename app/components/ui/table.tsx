import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

// Plain data tables (size guide, pricing): scroll sideways on small screens rather than squash.
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border border-border">
      <table className={cn("w-full border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-brand-900 text-left text-white", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b border-border last:border-0 even:bg-slate-50", className)}
      {...props}
    />
  );
}

export function TableHeaderCell({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("px-4 py-3 font-semibold whitespace-nowrap", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return (
    <td className={cn("px-4 py-2.5 whitespace-nowrap text-slate-700", className)} {...props} />
  );
}
