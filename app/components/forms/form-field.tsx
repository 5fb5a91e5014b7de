import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

// The public forms' fields (STYLE convention 4): a visible label, an optional hint, and the
// field's error beside it, linked by aria-describedby and marked aria-invalid.

/** The look of text inputs, selects and text areas (matches components/ui/input). */
export const controlClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:opacity-50 aria-[invalid=true]:border-destructive";

/** The attributes the control inside a field needs: its id and what describes it. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  /** Keeps ids unique when two forms share a page (the footer's newsletter is on every page). */
  idPrefix: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
};

export function FormField({
  idPrefix,
  name,
  label,
  error,
  hint,
  isOptional = false,
  className,
  children,
}: FormFieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {isOptional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs leading-5 text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A one-line input in a FormField; the rest of its props (type, required, maxLength,
 * autoComplete, …) go to the input.
 */
export function TextField({
  idPrefix,
  name,
  label,
  error,
  hint,
  isOptional,
  className,
  ...input
}: FormFieldProps & Omit<ComponentProps<"input">, keyof ControlProps | "className">) {
  return (
    <FormField {...{ idPrefix, name, label, error, hint, isOptional, className }}>
      {(control) => <input {...input} {...control} className={cn(controlClass, "h-11")} />}
    </FormField>
  );
}
