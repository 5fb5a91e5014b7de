import { ChevronDownIcon, FolderMinusIcon, FolderPlusIcon, TagIcon, XIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import {
  ProductBulkActionSchema,
  maxTagLength,
  type ProductBulkAction,
  type ProductBulkResult,
} from "#core/catalogue/product-bulk-actions.ts";
import type { ProductStatusValue } from "#core/catalogue/product-list-query.ts";
import type { ProductListFacets } from "#server/catalogue/catalogue-admin.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "./admin-ui.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { adminApi } from "./admin-api.ts";

// Issue 11.1: what the Products list does with the chosen rows — set their status, add them to or
// take them out of a collection, add a tag. Checked with the schema the server uses before
// sending; the server checks again, writes and audits, and the list reloads (the selection stays,
// so a change can be undone at once). Hiding products from the shop (draft, archived) is asked
// about first.

const products = (count: number) => `${count} product${count === 1 ? "" : "s"}`;

const statusWords: Record<ProductStatusValue, { verb: string; adjective: string }> = {
  active: { verb: "Set as active", adjective: "active" },
  draft: { verb: "Set as draft", adjective: "draft" },
  archived: { verb: "Archive", adjective: "archived" },
};

type CollectionMode = "add-to-collection" | "remove-from-collection";

function describeResult(result: ProductBulkResult, alreadySo: string): string | undefined {
  return result.unchanged > 0 ? `${products(result.unchanged)} ${alreadySo}.` : undefined;
}

export function ProductBulkBar({
  selectedIds,
  collections,
  onClear,
}: {
  selectedIds: number[];
  collections: ProductListFacets["collections"];
  onClear: () => void;
}) {
  const revalidator = useRevalidator();
  const [isSaving, setIsSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<ProductStatusValue | null>(null);
  const [collectionMode, setCollectionMode] = useState<CollectionMode | null>(null);
  const [collectionId, setCollectionId] = useState("");
  const [isTagging, setIsTagging] = useState(false);
  const [tag, setTag] = useState("");
  const count = selectedIds.length;

  /** Checks the action with the shared schema, sends it, and reloads the list; true when done. */
  async function run(
    body: ProductBulkAction | Record<string, unknown>,
    words: (result: ProductBulkResult) => { success: string; successDetail?: string | undefined },
  ): Promise<boolean> {
    const parsed = ProductBulkActionSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0] ?? "body")]: issue?.message ?? "Check this field" });
      return false;
    }
    setIsSaving(true);
    const result = await adminApi<ProductBulkResult>("/products/bulk", {
      method: "POST",
      body: parsed.data,
    });
    setIsSaving(false);
    if (!result.ok) {
      setErrors(result.field ? { [result.field]: result.error } : {});
      toast.error("The products could not be updated", { description: result.error });
      return false;
    }
    setErrors({});
    const { success, successDetail } = words(result.data);
    toast.success(success, successDetail ? { description: successDetail } : {});
    await revalidator.revalidate();
    return true;
  }

  function setStatus(status: ProductStatusValue) {
    void run({ action: "set-status", productIds: selectedIds, status }, (result) => ({
      success: `${products(result.changed)} set as ${statusWords[status].adjective}`,
      successDetail: describeResult(result, `already ${statusWords[status].adjective}`),
    }));
  }

  async function changeCollection(event: FormEvent) {
    event.preventDefault();
    if (!collectionMode) return;
    const title = collections.find((c) => String(c.id) === collectionId)?.title ?? "";
    const isAdding = collectionMode === "add-to-collection";
    const done = await run(
      {
        action: collectionMode,
        productIds: selectedIds,
        collectionId: collectionId === "" ? undefined : Number(collectionId),
      },
      (result) => ({
        success: `${products(result.changed)} ${isAdding ? "added to" : "removed from"} ${title}`,
        successDetail: describeResult(result, isAdding ? "were already in it" : "were not in it"),
      }),
    );
    if (done) setCollectionMode(null);
  }

  async function addTag(event: FormEvent) {
    event.preventDefault();
    const done = await run({ action: "add-tag", productIds: selectedIds, tag }, (result) => ({
      success: `Tag added to ${products(result.changed)}`,
      successDetail: describeResult(result, "already had it"),
    }));
    if (done) {
      setIsTagging(false);
      setTag("");
    }
  }

  const openCollection = (mode: CollectionMode) => {
    setErrors({});
    setCollectionId("");
    setCollectionMode(mode);
  };

  if (count === 0) return null;
  return (
    <>
      <div
        role="region"
        aria-label="Bulk actions"
        className="sticky bottom-3 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-slate-900 px-3 py-2.5 text-white shadow-lg sm:top-3 sm:bottom-auto"
      >
        <p className="mr-auto text-sm font-semibold" aria-live="polite">
          {products(count)} selected
        </p>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" disabled={isSaving}>
              Set status
              <ChevronDownIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setStatus("active")}>Active</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setConfirming("draft")}>Draft</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setConfirming("archived")}>Archived</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          size="sm"
          variant="outline"
          disabled={isSaving}
          onClick={() => openCollection("add-to-collection")}
        >
          <FolderPlusIcon aria-hidden />
          Add to collection
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isSaving}
          onClick={() => openCollection("remove-from-collection")}
        >
          <FolderMinusIcon aria-hidden />
          Remove from collection
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isSaving}
          onClick={() => {
            setErrors({});
            setIsTagging(true);
          }}
        >
          <TagIcon aria-hidden />
          Add tag
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-white hover:bg-white/10 hover:text-white"
          onClick={onClear}
        >
          <XIcon aria-hidden />
          Clear selection
        </Button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={`Hide ${products(count)} from the shop?`}
        description={
          confirming === "archived"
            ? "Archived products leave the shop and its collections. You can set them as active again at any time."
            : "Draft products leave the shop and its collections until you set them as active again."
        }
        confirmLabel={confirming ? statusWords[confirming].verb : ""}
        onConfirm={() => {
          if (confirming) setStatus(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />

      <Dialog
        open={collectionMode !== null}
        onOpenChange={(open) => !open && setCollectionMode(null)}
      >
        <DialogContent>
          <DialogTitle>
            {collectionMode === "remove-from-collection"
              ? `Remove ${products(count)} from a collection`
              : `Add ${products(count)} to a collection`}
          </DialogTitle>
          <DialogDescription>
            {collectionMode === "remove-from-collection"
              ? "They stay in the shop and in their other collections."
              : "They go at the end of the collection's order."}
          </DialogDescription>
          <form onSubmit={changeCollection} className="mt-5 space-y-5" noValidate>
            <Field id="bulk-collection" label="Collection" error={errors["collectionId"]}>
              <select
                id="bulk-collection"
                value={collectionId}
                onChange={(event) => setCollectionId(event.target.value)}
                aria-invalid={errors["collectionId"] ? true : undefined}
                aria-describedby={errors["collectionId"] ? "bulk-collection-error" : undefined}
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
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isSaving}>
                {collectionMode === "remove-from-collection" ? "Remove" : "Add"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={isTagging} onOpenChange={setIsTagging}>
        <DialogContent>
          <DialogTitle>Add a tag to {products(count)}</DialogTitle>
          <DialogDescription>
            Tags help you find products here, and shoppers find them in the shop&apos;s search.
          </DialogDescription>
          <form onSubmit={addTag} className="mt-5 space-y-5" noValidate>
            <Field id="bulk-tag" label="Tag" error={errors["tag"]} hint="For example: winter-range">
              <Input
                id="bulk-tag"
                value={tag}
                onChange={(event) => setTag(event.target.value)}
                maxLength={maxTagLength}
                aria-invalid={errors["tag"] ? true : undefined}
                aria-describedby={errors["tag"] ? "bulk-tag-error" : undefined}
                autoComplete="off"
              />
            </Field>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isSaving}>
                Add tag
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
