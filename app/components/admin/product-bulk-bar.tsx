import { ChevronDownIcon, FolderMinusIcon, FolderPlusIcon, TagIcon, XIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import {
  ProductBulkActionSchema,
  type ProductBulkAction,
  type ProductBulkResult,
} from "#core/catalogue/product-bulk-actions.ts";
import type { ProductStatusValue } from "#core/catalogue/product-list-query.ts";
import type { ProductListFacets } from "#server/catalogue/catalogue-admin.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { adminApi } from "./admin-api.ts";
import { CollectionDialog, productCount, TagDialog } from "./product-bulk-dialogs.tsx";

// Issue 11.1: what the Products list does with the chosen rows — set their status, add them to or
// take them out of a collection, add a tag. Checked with the schema the server uses before
// sending; the server checks again, writes and audits, and the list reloads (the selection stays,
// so a change can be undone at once). Hiding products from the shop (draft, archived) is asked
// about first.

const products = productCount;

const statusWords: Record<ProductStatusValue, { verb: string; adjective: string }> = {
  active: { verb: "Set as active", adjective: "active" },
  draft: { verb: "Set as draft", adjective: "draft" },
  archived: { verb: "Archive", adjective: "archived" },
};

type CollectionMode = "add-to-collection" | "remove-from-collection";

/** "1 product was already draft." — the chosen products the action left as they were. */
function describeResult(result: ProductBulkResult, alreadySo: string): string | undefined {
  const { unchanged } = result;
  if (unchanged === 0) return undefined;
  return `${products(unchanged)} ${unchanged === 1 ? "was" : "were"} ${alreadySo}.`;
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
        successDetail: describeResult(result, isAdding ? "already in it" : "not in it"),
      }),
    );
    if (done) setCollectionMode(null);
  }

  async function addTag(event: FormEvent) {
    event.preventDefault();
    const done = await run({ action: "add-tag", productIds: selectedIds, tag }, (result) => ({
      success: `Tag added to ${products(result.changed)}`,
      successDetail: describeResult(result, "already tagged so"),
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

  const openTag = () => {
    setErrors({});
    setIsTagging(true);
  };

  if (count === 0) return null;
  return (
    <>
      <div
        role="region"
        aria-label="Bulk actions"
        className="sticky top-3 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-slate-900 px-3 py-2.5 text-white shadow-lg"
      >
        <p className="mr-auto text-sm font-semibold" aria-live="polite">
          {products(count)} selected
        </p>
        {/* A phone gets every action in one menu; wider screens a button each. */}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" disabled={isSaving} className="sm:hidden">
              Actions
              <ChevronDownIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setStatus("active")}>Set as active</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setConfirming("draft")}>
              Set as draft
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setConfirming("archived")}>Archive</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => openCollection("add-to-collection")}>
              <FolderPlusIcon aria-hidden />
              Add to collection
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => openCollection("remove-from-collection")}>
              <FolderMinusIcon aria-hidden />
              Remove from collection
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={openTag}>
              <TagIcon aria-hidden />
              Add tag
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <div className="hidden flex-wrap items-center gap-2 sm:flex">
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
              <DropdownMenuItem onSelect={() => setConfirming("archived")}>
                Archived
              </DropdownMenuItem>
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
          <Button size="sm" variant="outline" disabled={isSaving} onClick={openTag}>
            <TagIcon aria-hidden />
            Add tag
          </Button>
        </div>
        <Button
          size="sm"
          variant="ghost"
          className="text-white hover:bg-white/10 hover:text-white"
          onClick={onClear}
          aria-label="Clear selection"
        >
          <XIcon aria-hidden />
          <span className="hidden sm:inline">Clear selection</span>
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
      <CollectionDialog
        mode={collectionMode}
        onClose={() => setCollectionMode(null)}
        count={count}
        collections={collections}
        value={collectionId}
        onChange={setCollectionId}
        error={errors["collectionId"]}
        isSaving={isSaving}
        onSubmit={(event) => void changeCollection(event)}
      />
      <TagDialog
        open={isTagging}
        onOpenChange={setIsTagging}
        count={count}
        value={tag}
        onChange={setTag}
        error={errors["tag"]}
        isSaving={isSaving}
        onSubmit={(event) => void addTag(event)}
      />
    </>
  );
}
