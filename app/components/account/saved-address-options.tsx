import { addressLines } from "#core/address/address-lines.ts";
import type { SavedAddress } from "#server/accounts/address-book.server.ts";

/**
 * Issue 14.4: a select's options for the buyer's saved addresses, each on one line, the default
 * marked, then the choice of another address (value ""), at the checkout and in the credit panel.
 */
export function SavedAddressOptions({
  savedAddresses,
  otherLabel,
}: {
  savedAddresses: SavedAddress[];
  otherLabel: string;
}) {
  return (
    <>
      {savedAddresses.map((saved) => (
        <option key={saved.id} value={saved.id}>
          {addressLines(saved.address).join(", ")}
          {saved.isDefault ? " (default)" : ""}
        </option>
      ))}
      <option value="">{otherLabel}</option>
    </>
  );
}
