import { ChevronDownIcon } from "lucide-react";
import { useId } from "react";

/**
 * A labelled native select for a product option (size, sleeve…): accessible and usable on phones
 * without extra code. Values out of stock for the other chosen options say so in their label.
 */
export function OptionSelect({
  label,
  values,
  selected,
  isAvailable,
  onSelect,
}: {
  label: string;
  values: readonly string[];
  selected: string | undefined;
  isAvailable: (value: string) => boolean;
  onSelect: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="relative mt-2">
        <select
          id={id}
          value={selected ?? ""}
          onChange={(event) => onSelect(event.target.value)}
          className="h-11 w-full appearance-none rounded-md border border-slate-300 bg-white pr-10 pl-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        >
          <option value="" disabled>
            Choose a {label.toLowerCase()}
          </option>
          {values.map((value) => (
            <option key={value} value={value}>
              {isAvailable(value) ? value : `${value} (out of stock)`}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
      </div>
    </div>
  );
}
