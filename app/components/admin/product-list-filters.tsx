import { SearchIcon, SlidersHorizontalIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import {
  isFilteredProductList,
  maxProductSearchLength,
  productListParams,
  type ProductListQuery,
} from "#core/catalogue/product-list-query.ts";
import type { ProductStockLevel } from "#core/catalogue/product-stock.ts";
import type { ProductListFacets } from "#server/catalogue/catalogue-admin.server.ts";
import { cn } from "#app/lib/utils.ts";

// Issue 11.1: the Products list's search and filters. A GET form, so the view lives in the URL
// (shareable, back-button friendly, the CSV export reads the same) and works before scripts load;
// with them, a filter applies as it is chosen and the search as the admin types (without them, the
// filters apply with Enter in the search box).

/** The URL of the list with some of its query changed, back on page 1. */
export function listUrl(query: ProductListQuery, changes: Partial<ProductListQuery>): string {
  const params = productListParams({ ...query, ...changes, page: 1 });
  const text = params.toString();
  return text ? `/admin/products?${text}` : "/admin/products";
}

const controlClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30";

function Filter({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="block min-w-0 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {label}
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClass, "mt-1 font-normal tracking-normal normal-case")}
      >
        {children}
      </select>
    </label>
  );
}

export function ProductListFilters({
  query,
  facets,
}: {
  query: ProductListQuery;
  facets: ProductListFacets;
}) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  const activeFilters = [
    query.status,
    query.stock,
    query.collection,
    query.vendor,
    query.type,
  ].filter((value) => value !== undefined).length;
  // On a phone the five filters fold away behind a button, open while any is in use.
  const [isOpen, setIsOpen] = useState(activeFilters > 0);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A link (Clear, a quick filter) changed the search: show it, unless it is what is being typed.
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (text.trim() !== query.q) setText(query.q);
  }

  const go = (changes: Partial<ProductListQuery>) =>
    navigate(listUrl(query, changes), { replace: true, preventScrollReset: true });

  function searchSoon(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ q: value.trim() }), 300);
  }

  const optional = <T,>(value: string, as: (text: string) => T): T | undefined =>
    value === "" ? undefined : as(value);

  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter products"
      className="mb-4 rounded-lg border border-border bg-white p-3 shadow-sm sm:p-4"
      preventScrollReset
      replace
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        go({ q: text.trim() });
      }}
    >
      {query.sort !== "title" || query.dir !== "asc" ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => searchSoon(event.target.value)}
          placeholder="Search by title, SKU, vendor or tag"
          aria-label="Search by title, SKU, vendor or tag"
          maxLength={maxProductSearchLength}
          className={cn(controlClass, "pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden")}
        />
        {text && (
          <button
            type="button"
            onClick={() => searchSoon("")}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-muted hover:text-slate-900"
          >
            <XIcon className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="product-filters"
        className="mt-3 inline-flex h-9 items-center gap-2 rounded-md border border-border bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-muted sm:hidden"
      >
        <SlidersHorizontalIcon className="size-4" aria-hidden />
        Filters
        {activeFilters > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {activeFilters}
          </span>
        )}
      </button>
      <div
        id="product-filters"
        className={cn("mt-3 grid-cols-2 gap-3 sm:grid lg:grid-cols-5", isOpen ? "grid" : "hidden")}
      >
        <Filter
          name="status"
          label="Status"
          value={query.status ?? ""}
          onChange={(value) =>
            go({ status: optional(value, (v) => v as NonNullable<ProductListQuery["status"]>) })
          }
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </Filter>
        <Filter
          name="stock"
          label="Stock"
          value={query.stock ?? ""}
          onChange={(value) => go({ stock: optional(value, (v) => v as ProductStockLevel) })}
        >
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </Filter>
        <Filter
          name="collection"
          label="Collection"
          value={query.collection === undefined ? "" : String(query.collection)}
          onChange={(value) => go({ collection: optional(value, Number) })}
        >
          <option value="">All collections</option>
          {facets.collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.title}
            </option>
          ))}
        </Filter>
        <Filter
          name="vendor"
          label="Vendor"
          value={query.vendor ?? ""}
          onChange={(value) => go({ vendor: optional(value, String) })}
        >
          <option value="">All vendors</option>
          {facets.vendors.map((vendor) => (
            <option key={vendor}>{vendor}</option>
          ))}
        </Filter>
        <Filter
          name="type"
          label="Type"
          value={query.type ?? ""}
          onChange={(value) => go({ type: optional(value, String) })}
        >
          <option value="">All types</option>
          {facets.productTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Filter>
      </div>
      {isFilteredProductList(query) && (
        <Link
          to={listUrl(query, {
            q: "",
            status: undefined,
            collection: undefined,
            vendor: undefined,
            type: undefined,
            stock: undefined,
          })}
          preventScrollReset
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear search and filters
        </Link>
      )}
    </Form>
  );
}
