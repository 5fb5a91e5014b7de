import { AlertCircleIcon, CheckCircle2Icon, InfoIcon, Loader2Icon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";

// The pieces the account forms share: a labelled input, a message box, a submit button that
// shows it is busy (spec/back-office.md §4: a loading flag while signing in, up or out).

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentProps<"input">, "id">;

export function TextField({ id, label, optional = false, hint, className, ...input }: FieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {optional && <span className="font-normal text-slate-500"> (optional)</span>}
        </label>
        {hint}
      </div>
      <Input id={id} name={id} required={!optional} {...input} />
    </div>
  );
}

const noticeStyles = {
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: AlertCircleIcon, role: "alert" },
  success: {
    box: "border-emerald-200 bg-emerald-50 text-emerald-900",
    icon: CheckCircle2Icon,
    role: "status",
  },
  info: { box: "border-brand-100 bg-brand-50 text-brand-900", icon: InfoIcon, role: "status" },
} as const;

export function Notice({
  kind,
  children,
  className,
}: {
  kind: keyof typeof noticeStyles;
  children: ReactNode;
  className?: string;
}) {
  const style = noticeStyles[kind];
  const Icon = style.icon;
  return (
    <div
      role={style.role}
      className={cn(
        "flex gap-3 rounded-md border px-4 py-3 text-sm leading-6",
        style.box,
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy && <Loader2Icon className="animate-spin" aria-hidden />}
      {busy ? busyLabel : children}
    </Button>
  );
}
