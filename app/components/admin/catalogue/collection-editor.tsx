import { ExternalLinkIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog.tsx";
import { useAdminChange } from "#app/components/admin/use-admin-change.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { collectionInputSchema } from "#core/catalogue/collection-input.ts";
import type {
  CollectionMember,
  EditorCollection,
} from "#server/catalogue/collection-editor.server.ts";
import { CollectionProducts } from "./collection-products.tsx";
import { ImageCard, MenuCard, type CollectionForm } from "./collection-side-cards.tsx";
import {
  Card,
  EditorForm,
  invalid,
  ListingCard,
  SaveButton,
  SaveNotices,
} from "./editor-parts.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";

// Issue 11.3: the collection editor of /admin/collections/new and /admin/collections/:id. The
// fields are checked with the server's own schema before they are sent (each problem beside its
// field); the server checks again. The products' order is saved on its own ("Save order") or with
// the fields; a save against an older version comes back as a notice to reload.

function formOf(collection: EditorCollection | null): CollectionForm {
  return {
    title: collection?.title ?? "",
    handle: collection?.handle ?? "",
    descriptionHtml: collection?.descriptionHtml ?? "",
    imageUrl: collection?.imageUrl ?? "",
    imageAlt: collection?.imageAlt ?? "",
    seoTitle: collection?.seoTitle ?? "",
    seoDescription: collection?.seoDescription ?? "",
  };
}

/** Every problem of the form, by field, as the server names them. */
function problemsOf(form: CollectionForm): Record<string, string> {
  const parsed = collectionInputSchema.safeParse(form);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    problems[issue.path.join(".") || "form"] ??= issue.message;
  return problems;
}

/** What happens to the saved products when the collection goes. */
function keptProducts(savedIds: string): string {
  const count = savedIds === "" ? 0 : savedIds.split(",").length;
  if (count === 0) return "It holds no products.";
  return count === 1
    ? "Its one product stays in the catalogue."
    : `Its ${count.toLocaleString("en-GB")} products stay in the catalogue.`;
}

const idsOf = (members: readonly CollectionMember[]) => members.map((member) => member.id).join();

export function CollectionEditor({ collection }: { collection: EditorCollection | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formOf(collection));
  const [members, setMembers] = useState(() => collection?.products ?? []);
  const [savedIds, setSavedIds] = useState(() => idsOf(collection?.products ?? []));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const change = useAdminChange(collection?.etag);
  const errors = { ...localErrors, ...change.errors };
  const isOrderDirty = idsOf(members) !== savedIds;
  const set = <K extends keyof CollectionForm>(key: K, value: CollectionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function saveOrder(id: number): Promise<boolean> {
    const productIds = members.map((member) => member.id);
    const result = await change.send(
      `/collections/${id}/products`,
      { method: "PUT", body: { productIds } },
      { success: "Collection order saved", failure: "The order was not saved" },
    );
    if (result.ok) setSavedIds(productIds.join());
    return result.ok;
  }

  async function save() {
    const problems = problemsOf(form);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (collection && isOrderDirty && !(await saveOrder(collection.id))) return;
    const words = {
      success: collection ? "Collection saved" : "Collection created",
      failure: "The collection was not saved",
    };
    const result = await change.send<{ id: number }>(
      collection ? `/collections/${collection.id}` : "/collections",
      { method: collection ? "PUT" : "POST", body: form },
      words,
    );
    // The collection as the server now has it (its handle, its version).
    if (result.ok)
      void navigate(`/admin/collections/${result.data.id}`, {
        replace: true,
        preventScrollReset: true,
      });
  }

  async function remove(id: number) {
    setIsConfirmingDelete(false);
    const result = await change.send(
      `/collections/${id}`,
      { method: "DELETE" },
      {
        success: "Collection deleted",
        successDetail: "Its products are still in the catalogue.",
        failure: "The collection was not deleted",
      },
    );
    if (result.ok) void navigate("/admin/collections", { replace: true });
  }

  return (
    <EditorForm
      label={collection ? `Edit ${collection.title}` : "New collection"}
      back={{ to: "/admin/collections", label: "Collections" }}
      heading={collection ? collection.title : "New collection"}
      onSave={() => void save()}
      actions={
        <>
          {collection && (
            <>
              <Button asChild variant="outline" size="sm">
                <a href={`/collections/${collection.handle}`} target="_blank" rel="noreferrer">
                  View in shop <ExternalLinkIcon aria-hidden />
                </a>
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => setIsConfirmingDelete(true)}
              >
                <Trash2Icon aria-hidden /> Delete
              </Button>
            </>
          )}
          <SaveButton
            isSaving={change.isSaving}
            label={collection ? "Save" : "Create collection"}
          />
        </>
      }
    >
      <SaveNotices
        noun="collection"
        conflict={change.conflict}
        onReload={() => void navigate(0)}
        errors={errors}
      />

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <Card title="Collection">
            <Field id="title" label="Title" error={errors["title"]}>
              <Input
                id="title"
                value={form.title}
                onChange={(event) => set("title", event.target.value)}
                placeholder="e.g. Hi-Vis Vests"
                {...invalid("title", errors["title"])}
              />
            </Field>
            <div className="space-y-1.5">
              <p id="description-label" className="text-sm font-medium text-slate-800">
                Description
              </p>
              <RichTextEditor
                id="description"
                labelledBy="description-label"
                value={form.descriptionHtml}
                onChange={(html) => set("descriptionHtml", html)}
              />
              {errors["descriptionHtml"] && (
                <p className="text-sm text-red-700">{errors["descriptionHtml"]}</p>
              )}
            </div>
          </Card>
          <Card title="Products">
            {collection ? (
              <CollectionProducts
                members={members}
                onChange={setMembers}
                isDirty={isOrderDirty}
                isSaving={change.isSaving}
                onSave={() => void saveOrder(collection.id)}
                error={
                  errors["productIds"] ??
                  Object.entries(errors).find(([field]) => field.startsWith("productIds."))?.[1]
                }
              />
            ) : (
              <p className="text-sm text-slate-600">
                Create the collection first, then add its products here.
              </p>
            )}
          </Card>
        </div>
        <div className="space-y-5">
          <ImageCard form={form} errors={errors} set={set} />
          <MenuCard form={form} />
          <ListingCard
            form={form}
            errors={errors}
            set={set}
            path="collections"
            handleHint={
              collection === null
                ? "Made from the title when left empty."
                : "Changing it changes the collection's address: links to the old one stop working."
            }
          />
        </div>
      </div>

      {collection && (
        <ConfirmDialog
          open={isConfirmingDelete}
          title={`Delete ${collection.title}?`}
          description={
            <>
              The collection leaves the shop and its menu. {keptProducts(savedIds)} This cannot be
              undone.
            </>
          }
          confirmLabel="Delete collection"
          onConfirm={() => void remove(collection.id)}
          onCancel={() => setIsConfirmingDelete(false)}
        />
      )}
    </EditorForm>
  );
}
