// Issue 6 item 5: every public form carries one field people never see (visually hidden, hidden
// from screen readers, out of the tab order, no autofill). Form-filling robots fill it in; when it
// is filled the server answers as if all went well and stores nothing, so the robot learns nothing.

/** The hidden field's name: a word robots expect to fill in. */
export const honeypotField = "website";

/** Whether a submission filled in the hidden field (a robot, not a person). */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
