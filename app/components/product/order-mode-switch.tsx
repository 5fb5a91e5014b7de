import { useId } from "react";

// Issue 14.1: the buy box's choice between one size at a time and the size grid. The grid itself
// (size-grid.tsx) is loaded when a buyer reaches for this switch: most visits never open it.

export type OrderMode = "one" | "grid";

/** One size at a time (a size list and a quantity) or the size grid. */
export function OrderModeSwitch({
  mode,
  onChange,
  onIntent,
}: {
  mode: OrderMode;
  onChange: (mode: OrderMode) => void;
  /** The pointer or the keyboard has reached the switch: a choice may follow. */
  onIntent?: () => void;
}) {
  const name = useId();
  const choices: { value: OrderMode; label: string }[] = [
    { value: "one", label: "One size" },
    { value: "grid", label: "Several sizes" },
  ];
  return (
    <fieldset onPointerEnter={onIntent} onFocusCapture={onIntent}>
      <legend className="sr-only">How to choose sizes</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {choices.map(({ value, label }) => (
          <label
            key={value}
            className="relative rounded px-3 py-2 text-sm font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded focus-visible:outline-none"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
