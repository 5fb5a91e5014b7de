import { honeypotField } from "#core/forms/honeypot.ts";

/**
 * The field only robots fill in (core/forms/honeypot.ts): off-screen rather than display:none
 * (some robots skip those), hidden from screen readers, out of the tab order, never autofilled.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
