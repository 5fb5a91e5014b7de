import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { DiscountActionData } from "#server/orders/checkout.server.ts";

type Props = {
  /** The cart's codes and whether each applies (one per order). */
  codes: { code: string; applicable: boolean }[];
  /** The server's answer to the last apply or remove. */
  result?: DiscountActionData;
};

/** The checkout's "Discount code" field with Apply, and the codes on the order with Remove. */
export function DiscountCodeForm({ codes, result }: Props) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    (navigation.formData?.get("intent") === "apply-discount" ||
      navigation.formData?.get("intent") === "remove-discount");
  const error = result?.error;
  return (
    <section aria-labelledby="discount-heading" className="rounded-lg border border-border p-4">
      <h2 id="discount-heading" className="sr-only">
        Discount code
      </h2>
      <Form method="post" className="space-y-1" noValidate>
        <input type="hidden" name="intent" value="apply-discount" />
        <label htmlFor="discountCode" className="block text-sm font-medium text-slate-800">
          Discount code
        </label>
        <div className="flex gap-2">
          <Input
            id="discountCode"
            name="discountCode"
            autoComplete="off"
            defaultValue={result?.intent === "apply-discount" ? result.code : ""}
            key={result?.notice ?? "discount"}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "discountCode-error" : undefined}
          />
          <Button type="submit" variant="outline" disabled={busy}>
            Apply
          </Button>
        </div>
        {error && (
          <p id="discountCode-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {result?.notice && (
          <p role="status" className="text-sm text-green-800">
            {result.notice}
          </p>
        )}
      </Form>
      {codes.length > 0 && (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="intent" value="remove-discount" />
          {codes.map(({ code, applicable }) => (
            <span
              key={code}
              className="rounded bg-muted px-2 py-1 font-medium text-slate-800"
              data-testid="discount-code"
            >
              {code}
              {!applicable && <span className="font-normal text-slate-600"> (not applied)</span>}
            </span>
          ))}
          <Button type="submit" variant="link" size="sm" disabled={busy}>
            Remove {codes.length > 1 ? "codes" : "code"}
          </Button>
        </Form>
      )}
    </section>
  );
}
