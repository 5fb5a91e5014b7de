import { MinusIcon, PlusIcon } from "lucide-react";
import { useId } from "react";
import { floorQuantityInput } from "#core/basket/basket.ts";

const stepButton =
  "flex size-11 items-center justify-center text-slate-700 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40";

/**
 * − / + and a number field. The text is kept as typed (so the field can be cleared to type "25")
 * and floored at 1 when it loses focus; spec §5: non-numeric becomes 1 (floorQuantityInput).
 */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const quantity = floorQuantityInput(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Quantity
      </label>
      <div className="mt-2 inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white">
        <button
          type="button"
          className={stepButton}
          aria-label="Decrease quantity"
          disabled={quantity <= 1}
          onClick={() => onChange(String(Math.max(1, quantity - 1)))}
        >
          <MinusIcon className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(quantity))}
          className="h-11 w-16 [appearance:textfield] border-x border-slate-300 text-center text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label="Increase quantity"
          onClick={() => onChange(String(quantity + 1))}
        >
          <PlusIcon className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
