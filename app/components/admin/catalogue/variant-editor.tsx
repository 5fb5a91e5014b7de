import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { maxOptions } from "#core/catalogue/product-input.ts";
import { OptionEditor } from "./option-editor.tsx";
import {
  newKey,
  regenerateVariants,
  valuesOf,
  type OptionRow,
  type VariantRow,
} from "./product-form-model.ts";

// Issue 11.2: options (Colour, Size, …) with ordered values, and the variant grid made from them:
// one row per combination, each with its SKU, prices, stock and picture. Selected rows take a
// value for a whole column at once — how a supplier prices a size run.

type Errors = Record<string, string>;
type Image = { id: number; url: string; altText: string };

const cellInput =
  "h-9 min-w-0 rounded border border-slate-300 bg-white px-2 text-sm tabular-nums text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive";

type BulkField = "price" | "compareAtPrice" | "inventoryQuantity" | "weightGrams";
const bulkLabels: Record<BulkField, string> = {
  price: "Price (£)",
  compareAtPrice: "Compare-at price (£)",
  inventoryQuantity: "Stock",
  weightGrams: "Weight (g)",
};

export function VariantEditor({
  options,
  variants,
  images,
  errors,
  onChange,
}: {
  options: OptionRow[];
  variants: VariantRow[];
  images: Image[];
  errors: Errors;
  onChange: (options: OptionRow[], variants: VariantRow[]) => void;
}) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkField, setBulkField] = useState<BulkField>("price");
  const [bulkValue, setBulkValue] = useState("");

  const setOptions = (next: OptionRow[]) => {
    onChange(next, regenerateVariants(next, variants, options));
    setSelected(new Set());
  };
  const setRow = (index: number, change: Partial<VariantRow>) =>
    onChange(
      options,
      variants.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  const applyBulk = () => {
    onChange(
      options,
      variants.map((row, at) =>
        selected.has(at)
          ? {
              ...row,
              [bulkField]: bulkValue,
              ...(bulkField === "inventoryQuantity" ? { inventoryTracked: true } : {}),
            }
          : row,
      ),
    );
  };
  const shownOptions = options.filter((option) => option.values.length > 0);
  const allSelected = variants.length > 0 && selected.size === variants.length;
  const selectWhere = (optionIndex: number, key: string) =>
    setSelected(
      new Set(variants.flatMap((row, at) => (row.valueKeys[optionIndex] === key ? [at] : []))),
    );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 xl:grid-cols-2">
        {options.map((option, index) => (
          <OptionEditor
            key={option.key}
            option={option}
            index={index}
            errors={errors}
            onChange={(changed) =>
              setOptions(options.map((row) => (row.key === option.key ? changed : row)))
            }
            onRemove={() => setOptions(options.filter((row) => row.key !== option.key))}
          />
        ))}
      </div>
      {errors["options"] && <p className="text-sm text-red-700">{errors["options"]}</p>}
      {options.length < maxOptions && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            setOptions([
              ...options,
              {
                key: newKey(),
                name: options.length === 0 ? "Colour" : options.length === 1 ? "Size" : "",
                values: [],
              },
            ])
          }
        >
          <PlusIcon /> Add an option{options.length === 0 ? " (colour, size…)" : ""}
        </Button>
      )}

      <div
        className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3"
        aria-label="Edit the selected variants"
        role="group"
      >
        <p className="w-full text-sm text-slate-700">
          <span className="font-semibold">{selected.size}</span> of {variants.length} variants
          selected
          {shownOptions.length > 0 && " · select all of "}
          {shownOptions.map((option, optionIndex) => (
            <span key={option.key}>
              {option.values.map((value) => (
                <button
                  key={value.key}
                  type="button"
                  className="mx-0.5 rounded border border-slate-300 bg-white px-1.5 text-xs font-medium text-slate-700 hover:border-brand-600"
                  onClick={() => selectWhere(optionIndex, value.key)}
                >
                  {value.text}
                </button>
              ))}
            </span>
          ))}
        </p>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span className="block">Set</span>
          <select
            aria-label="Set"
            className="h-9 rounded border border-slate-300 bg-white px-2 text-sm"
            value={bulkField}
            onChange={(event) => setBulkField(event.target.value as BulkField)}
          >
            {Object.entries(bulkLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span className="block">to</span>
          <input
            aria-label="to"
            className={`${cellInput} w-28`}
            inputMode="decimal"
            value={bulkValue}
            onChange={(event) => setBulkValue(event.target.value)}
          />
        </label>
        <Button type="button" size="sm" disabled={selected.size === 0} onClick={applyBulk}>
          Apply to {selected.size} selected
        </Button>
      </div>

      {errors["variants"] && <p className="text-sm text-red-700">{errors["variants"]}</p>}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full min-w-[880px] text-sm">
          <caption className="sr-only">Variants</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-2 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all variants"
                  className="size-4 accent-brand-700"
                  checked={allSelected}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(variants.map((_, at) => at)))
                  }
                />
              </th>
              <th scope="col" className="px-2 py-2">
                Variant
              </th>
              <th scope="col" className="px-2 py-2">
                SKU
              </th>
              <th scope="col" className="px-2 py-2">
                Price £ ex VAT
              </th>
              <th scope="col" className="px-2 py-2">
                Compare-at £
              </th>
              <th scope="col" className="px-2 py-2">
                Stock
              </th>
              <th scope="col" className="px-2 py-2">
                Weight g
              </th>
              <th scope="col" className="px-2 py-2">
                Barcode
              </th>
              {images.length > 0 && (
                <th scope="col" className="px-2 py-2">
                  Picture
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {variants.map((row, index) => {
              const title =
                shownOptions.length > 0 ? valuesOf(shownOptions, row).join(" / ") : "Default";
              const error = (field: string) => errors[`variants.${index}.${field}`];
              const rowErrors = Object.entries(errors)
                .filter(([field]) => field.startsWith(`variants.${index}.`))
                .map(([, message]) => message);
              const cell = (field: keyof VariantRow, label: string, extra = "") => (
                <input
                  aria-label={`${label}, ${title}`}
                  className={`${cellInput} ${extra}`}
                  value={row[field] as string}
                  aria-invalid={error(field) ? true : undefined}
                  onChange={(event) => setRow(index, { [field]: event.target.value })}
                />
              );
              return (
                <tr
                  key={row.valueKeys.join("|") || "default"}
                  className="border-t border-slate-100 align-top"
                >
                  <td className="px-2 py-1.5">
                    <input
                      type="checkbox"
                      aria-label={`Select ${title}`}
                      className="mt-2.5 size-4 accent-brand-700"
                      checked={selected.has(index)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (next.has(index)) next.delete(index);
                        else next.add(index);
                        setSelected(next);
                      }}
                    />
                  </td>
                  <th
                    scope="row"
                    className="px-2 py-1.5 pt-3.5 text-left font-medium whitespace-nowrap text-slate-900"
                  >
                    {title}
                    {row.id === null && (
                      <span className="ml-1.5 rounded bg-amber-100 px-1 text-xs text-amber-900">
                        new
                      </span>
                    )}
                    {rowErrors.length > 0 && (
                      <span className="block max-w-56 text-xs font-normal whitespace-normal text-red-700">
                        {rowErrors.join(". ")}
                      </span>
                    )}
                  </th>
                  <td className="px-2 py-1.5">{cell("sku", "SKU", "w-44")}</td>
                  <td className="px-2 py-1.5">{cell("price", "Price", "w-24")}</td>
                  <td className="px-2 py-1.5">
                    {cell("compareAtPrice", "Compare-at price", "w-24")}
                  </td>
                  <td className="px-2 py-1.5">
                    <div className="flex items-center gap-1.5">
                      <input
                        type="checkbox"
                        aria-label={`Track stock, ${title}`}
                        title="Track stock"
                        className="size-4 shrink-0 accent-brand-700"
                        checked={row.inventoryTracked}
                        onChange={(event) =>
                          setRow(index, { inventoryTracked: event.target.checked })
                        }
                      />
                      {row.inventoryTracked ? (
                        <>
                          {cell("inventoryQuantity", "Stock", "w-16")}
                          <select
                            aria-label={`When out of stock, ${title}`}
                            className={`${cellInput} w-28`}
                            value={row.inventoryPolicy}
                            onChange={(event) =>
                              setRow(index, {
                                inventoryPolicy: event.target
                                  .value as VariantRow["inventoryPolicy"],
                              })
                            }
                          >
                            <option value="deny">Stop at 0</option>
                            <option value="continue">Back order</option>
                          </select>
                        </>
                      ) : (
                        <span className="text-slate-500">Not tracked</span>
                      )}
                    </div>
                  </td>
                  <td className="px-2 py-1.5">{cell("weightGrams", "Weight in grams", "w-20")}</td>
                  <td className="px-2 py-1.5">{cell("barcode", "Barcode", "w-32")}</td>
                  {images.length > 0 && (
                    <td className="px-2 py-1.5">
                      <select
                        aria-label={`Picture, ${title}`}
                        className={`${cellInput} w-36`}
                        value={row.imageId ?? ""}
                        onChange={(event) =>
                          setRow(index, {
                            imageId: event.target.value ? Number(event.target.value) : null,
                          })
                        }
                      >
                        <option value="">None</option>
                        {images.map((image, at) => (
                          <option key={image.id} value={image.id}>
                            {image.altText || `Picture ${at + 1}`}
                          </option>
                        ))}
                      </select>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
