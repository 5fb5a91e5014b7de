import type { ReactNode } from "react";

export type Step = { title: string; body: ReactNode };

/** Numbered "how it works" steps (returns, bulk orders). */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-white p-5">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            aria-hidden
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-1 text-sm leading-6 text-slate-600">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
