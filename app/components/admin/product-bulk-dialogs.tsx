import type { FormEvent } from "react";
import { maxTagLength } from "#core/catalogue/product-bulk-actions.ts";
import type { ProductListFacets } from "#server/catalogue/catalogue-admin.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "./admin-ui.tsx";

// Issue 11.1: the two bulk actions of the Products list that need a choice first — which collection
// to add the chosen products to (or take them out of), and which tag to add. The bar owns the
// state and sends the change; these only ask, with the server's or the schema's message beside the
// field (STYLE §4).

export const productCount = (count: number) => `${count} product${count === 1 ? "" : "s"}`;

type Choice = {
  count: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isSaving: boolean;
  onSubmit: (event: FormEvent) => void;
};

function Actions({ isSaving, label }: { isSaving: boolean; label: string }) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isSaving}>
        {label}
      </Button>
    </div>
  );
}

export function CollectionDialog({
  mode,
  onClose,
  collections,
  count,
  value,
  onChange,
  error,
  isSaving,
  onSubmit,
}: Choice & {
  mode: "add-to-collection" | "remove-from-collection" | null;
  onClose: () => void;
  collections: ProductListFacets["collections"];
}) {
  const isRemoving = mode === "remove-from-collection";
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          {isRemoving
            ? `Remove ${productCount(count)} from a collection`
            : `Add ${productCount(count)} to a collection`}
        </DialogTitle>
        <DialogDescription>
          {isRemoving
            ? "They stay in the shop and in their other collections."
            : "They go at the end of the collection's order."}
        </DialogDescription>
        <form onSubmit={onSubmit} className="mt-5 space-y-5" noValidate>
          <Field id="bulk-collection" label="Collection" error={error}>
            <select
              id="bulk-collection"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "bulk-collection-error" : undefined}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="">Choose a collection</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.title}
                </option>
              ))}
            </select>
          </Field>
          <Actions isSaving={isSaving} label={isRemoving ? "Remove" : "Add"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TagDialog({
  open,
  onOpenChange,
  count,
  value,
  onChange,
  error,
  isSaving,
  onSubmit,
}: Choice & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add a tag to {productCount(count)}</DialogTitle>
        <DialogDescription>
          Tags help you find products here, and shoppers find them in the shop&apos;s search.
        </DialogDescription>
        <form onSubmit={onSubmit} className="mt-5 space-y-5" noValidate>
          <Field id="bulk-tag" label="Tag" error={error} hint="For example: winter-range">
            <Input
              id="bulk-tag"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              maxLength={maxTagLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "bulk-tag-error" : undefined}
              autoComplete="off"
            />
          </Field>
          <Actions isSaving={isSaving} label="Add tag" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
