import { MinusIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { readQuantityEdit } from "#core/basket/basket-quantity.ts";
import { maxLineQuantity } from "#core/pricing/quantity-breaks.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Issue 18.3: a basket line's quantity, typed or stepped. The typed number is the basket's only
 * when it is finished (Enter or leaving the field), so 25 → 250 is one edit and one pricing, not
 * three; the rules are core/basket/basket-quantity.ts (as the product page: whole, at least 1).
 * 0 removes the line once the customer confirms; a number that cannot be read keeps the line as it
 * was and says why.
 */
export function BasketQuantityField({
  name,
  quantity,
  onChange,
  onRemove,
}: {
  /** The product's name, for the controls' labels. */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const errorId = useId();
  /** The text being typed; null when the field shows the basket's quantity. */
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  function commit() {
    if (text === null) return;
    const edit = readQuantityEdit(text);
    if (edit.kind === "remove") {
      setError(null);
      setIsConfirming(true);
      return;
    }
    setText(null);
    setError(edit.kind === "invalid" ? edit.message : null);
    if (edit.kind === "set" && edit.quantity !== quantity) onChange(edit.quantity);
  }

  function step(next: number) {
    setText(null);
    setError(null);
    onChange(next);
  }

  function keep() {
    setIsConfirming(false);
    setText(null);
  }

  return (
    <div>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-border bg-white">
        <Button
          variant="ghost"
          size="icon"
          className="size-10 rounded-none"
          aria-label={`Decrease quantity of ${name}`}
          disabled={quantity <= 1}
          onClick={() => step(quantity - 1)}
        >
          <MinusIcon />
        </Button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={maxLineQuantity}
          step={1}
          aria-label={`Quantity of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text ?? String(quantity)}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            } else if (event.key === "Escape" && text !== null) {
              setText(null);
              setError(null);
            }
          }}
          className="h-10 w-20 [appearance:textfield] border-x border-border text-center text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring aria-invalid:bg-red-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-10 rounded-none"
          aria-label={`Increase quantity of ${name}`}
          disabled={quantity >= maxLineQuantity}
          onClick={() => step(quantity + 1)}
        >
          <PlusIcon />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 max-w-xs text-sm font-medium text-red-700">
          {error} (kept at {quantity.toLocaleString("en-GB")})
        </p>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={`Remove ${name}?`}
        description="A quantity of 0 takes this line out of your basket."
        confirmLabel="Remove from basket"
        cancelLabel={`Keep ${quantity.toLocaleString("en-GB")}`}
        onConfirm={() => {
          keep();
          onRemove();
        }}
        onCancel={keep}
      />
    </div>
  );
}
