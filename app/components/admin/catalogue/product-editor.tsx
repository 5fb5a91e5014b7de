import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { useAdminChange } from "#app/components/admin/use-admin-change.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { productInputSchema } from "#core/catalogue/product-input.ts";
import type { ProductEditorPage } from "#server/catalogue/product-editor.server.ts";
import { Card, EditorForm, ListingCard, SaveButton, SaveNotices } from "./editor-parts.tsx";
import { ImageManager } from "./image-manager.tsx";
import {
  colourShownBy,
  colourValues,
  formOf,
  inputOf,
  showColour,
  type ProductForm,
} from "./product-form-model.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { VariantEditor } from "./variant-editor.tsx";

// Issue 11.2: the product editor of /admin/products/new and /admin/products/:id. The form is
// checked with the server's own schema before it is sent (every problem beside its field); the
// server checks it again, and a save against an older version comes back as a notice.

/** Every problem of the form, by field path, as the server names them. */
function problemsOf(form: ProductForm): Record<string, string> {
  const parsed = productInputSchema.safeParse(inputOf(form));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "form";
    problems[field] ??= issue.message;
  }
  return problems;
}

const statusHint: Record<ProductForm["status"], string> = {
  draft: "Not in the shop yet: finish it, then make it active.",
  active: "In the shop, its search, sitemap and the Storefront API.",
  archived: "Retired: out of the shop, kept for past orders.",
};

export function ProductEditor({ page }: { page: ProductEditorPage }) {
  const { product, collections } = page;
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formOf(product));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const change = useAdminChange(product?.etag);
  const errors = { ...localErrors, ...change.errors };
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function save() {
    const problems = problemsOf(form);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const words = {
      success: product ? "Product saved" : "Product created",
      failure: "The product was not saved",
    };
    const result = product
      ? await change.send<{ id: number; handle: string }>(
          `/products/${product.id}`,
          { method: "PUT", body: inputOf(form) },
          words,
        )
      : await change.send<{ id: number; handle: string }>(
          "/products",
          { method: "POST", body: inputOf(form) },
          words,
        );
    if (!result.ok) return;
    // The saved product as the server now has it (new variant ids, stock, handle).
    void navigate(`/admin/products/${result.data.id}`, { replace: true, preventScrollReset: true });
  }

  return (
    <EditorForm
      label={product ? `Edit ${product.title}` : "New product"}
      back={{ to: "/admin/products", label: "Products" }}
      heading={product ? product.title : "Add product"}
      onSave={() => void save()}
      actions={
        <>
          {product?.status === "active" && (
            <Button asChild variant="outline" size="sm">
              <a href={`/products/${product.handle}`} target="_blank" rel="noreferrer">
                View in shop <ExternalLinkIcon />
              </a>
            </Button>
          )}
          <SaveButton isSaving={change.isSaving} label={product ? "Save" : "Create product"} />
        </>
      }
    >
      <SaveNotices
        noun="product"
        conflict={change.conflict}
        onReload={() => void navigate(0)}
        errors={errors}
      />

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <Card title="Product">
            <Field id="title" label="Title" error={errors["title"]}>
              <Input
                id="title"
                value={form.title}
                aria-invalid={errors["title"] ? true : undefined}
                onChange={(event) => set("title", event.target.value)}
                placeholder="e.g. Portwest Hi-Vis Polo Shirt"
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

          <Card title="Pictures">
            <ImageManager
              productId={product?.id ?? null}
              images={form.images}
              colours={colourValues(form)}
              colourOf={(imageId) => colourShownBy(form, imageId)}
              onChange={(images, removedId) =>
                setForm((current) => ({
                  ...current,
                  images,
                  removedImageIds:
                    removedId === undefined
                      ? current.removedImageIds
                      : [...current.removedImageIds, removedId],
                  variants:
                    removedId === undefined
                      ? current.variants
                      : current.variants.map((row) =>
                          row.imageId === removedId ? { ...row, imageId: null } : row,
                        ),
                }))
              }
              onColour={(imageId, colour) =>
                setForm((current) => showColour(current, imageId, colour))
              }
            />
          </Card>

          <Card title="Options and variants">
            <VariantEditor
              options={form.options}
              variants={form.variants}
              images={form.images}
              errors={errors}
              onChange={(options, variants) =>
                setForm((current) => ({ ...current, options, variants }))
              }
            />
          </Card>

          <ListingCard
            form={form}
            errors={errors}
            set={set}
            path="products"
            handleHint={
              product
                ? "Changing it keeps the old address working: it redirects here."
                : "Made from the title when left empty."
            }
          />
        </div>

        <div className="space-y-5">
          <Card title="Status">
            <Field
              id="status"
              label="Status"
              hint={statusHint[form.status]}
              error={errors["status"]}
            >
              <select
                id="status"
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
                value={form.status}
                onChange={(event) => set("status", event.target.value as ProductForm["status"])}
              >
                <option value="draft">Draft</option>
                <option value="active">Active</option>
                <option value="archived">Archived</option>
              </select>
            </Field>
          </Card>
          <Card title="Organisation">
            <Field id="vendor" label="Vendor (brand)" error={errors["vendor"]}>
              <Input
                id="vendor"
                value={form.vendor}
                onChange={(event) => set("vendor", event.target.value)}
              />
            </Field>
            <Field id="productType" label="Product type" error={errors["productType"]}>
              <Input
                id="productType"
                value={form.productType}
                onChange={(event) => set("productType", event.target.value)}
              />
            </Field>
            <Field
              id="tags"
              label="Tags"
              hint="Separated by commas"
              error={
                errors["tags"] ??
                Object.entries(errors).find(([field]) => field.startsWith("tags."))?.[1]
              }
            >
              <Input
                id="tags"
                value={form.tags}
                onChange={(event) => set("tags", event.target.value)}
              />
            </Field>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Collections</legend>
              <div className="mt-1.5 max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
                {collections.map((collection) => (
                  <label
                    key={collection.id}
                    className="flex items-center gap-2 text-sm text-slate-800"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={form.collectionIds.includes(collection.id)}
                      onChange={(event) =>
                        set(
                          "collectionIds",
                          event.target.checked
                            ? [...form.collectionIds, collection.id]
                            : form.collectionIds.filter((id) => id !== collection.id),
                        )
                      }
                    />
                    {collection.title}
                  </label>
                ))}
              </div>
            </fieldset>
          </Card>
        </div>
      </div>
    </EditorForm>
  );
}
