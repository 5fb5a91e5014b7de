import {
  ArrowDownIcon,
  ArrowUpIcon,
  ArrowUpToLineIcon,
  GripVerticalIcon,
  Loader2Icon,
  XIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  collectionSortLabels,
  collectionSortPresets,
  moveItem,
  sortCollectionProducts,
  type CollectionSortPreset,
} from "#core/catalogue/collection-order.ts";
import { maxCollectionProducts } from "#core/catalogue/collection-input.ts";
import { formatPence } from "#core/money/money.ts";
import type { CollectionMember } from "#server/catalogue/collection-editor.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { ProductStatusBadge, Thumbnail } from "../product-list-table.tsx";
import { CollectionProductPicker } from "./collection-product-picker.tsx";

// Issue 11.3: a collection's products in the order the shop shows them. A sort preset (best
// selling, newest, price, title) gives a starting point; then drag a row by its handle, or move it
// with the buttons or, on the handle, the arrow keys (Home: to the top, End: to the bottom). Each
// move is announced to screen readers. Nothing is stored until "Save order".

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35 [&_svg]:size-4";

function describe(member: CollectionMember): string {
  const parts = [
    member.minPricePence === null ? "No price yet" : `from ${formatPence(member.minPricePence)}`,
    `${member.unitsSold.toLocaleString("en-GB")} sold`,
  ];
  return parts.join(" · ");
}

export function CollectionProducts({
  members,
  onChange,
  isDirty,
  isSaving,
  onSave,
  error,
}: {
  members: CollectionMember[];
  onChange: (members: CollectionMember[]) => void;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
  error?: string | undefined;
}) {
  const [announcement, setAnnouncement] = useState("");
  /** The row whose handle keeps the keyboard after a move (React may re-insert its element). */
  const focusAfterMove = useRef<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    list.current?.querySelector<HTMLElement>(`[data-handle="${id}"]`)?.focus();
  }, [members]);

  function move(from: number, to: number, { keepFocus = false } = {}) {
    const target = Math.max(0, Math.min(members.length - 1, to));
    if (target === from) return;
    const member = members[from]!;
    onChange(moveItem(members, from, target));
    setAnnouncement(`${member.title} moved to position ${target + 1} of ${members.length}`);
    if (keepFocus) focusAfterMove.current = member.id;
  }

  function remove(index: number) {
    const member = members[index]!;
    onChange(members.filter((_, at) => at !== index));
    setAnnouncement(`${member.title} taken out of this collection`);
  }

  function add(member: CollectionMember) {
    if (members.some((existing) => existing.id === member.id)) return;
    onChange([...members, member]);
    setAnnouncement(`${member.title} added at position ${members.length + 1}`);
  }

  function sortBy(preset: CollectionSortPreset) {
    onChange(sortCollectionProducts(members, preset));
    setAnnouncement(`Sorted by ${collectionSortLabels[preset].toLowerCase()}`);
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    const to: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: members.length - 1,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    move(index, to[event.key]!, { keepFocus: true });
  }

  function onDragOver(event: DragEvent<HTMLLIElement>, index: number) {
    if (dragFrom === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    const box = event.currentTarget.getBoundingClientRect();
    setDropAt(event.clientY > box.top + box.height / 2 ? index + 1 : index);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    if (dragFrom !== null && dropAt !== null)
      move(dragFrom, dropAt > dragFrom ? dropAt - 1 : dropAt);
    setDragFrom(null);
    setDropAt(null);
  }

  const isFull = members.length >= maxCollectionProducts;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {members.length === 0
            ? "No products yet."
            : `${members.length.toLocaleString("en-GB")} product${members.length === 1 ? "" : "s"}, in the order the shop shows them.`}
          {isDirty && (
            <strong className="ml-1 font-semibold text-amber-800">Order not saved yet.</strong>
          )}
        </p>
        <Button type="button" size="sm" onClick={onSave} disabled={!isDirty || isSaving}>
          {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
          Save order
        </Button>
      </div>

      <div
        role="group"
        aria-labelledby="sort-presets-label"
        className="flex flex-wrap items-center gap-1.5"
      >
        <span id="sort-presets-label" className="mr-1 text-sm font-medium text-slate-800">
          Sort by:
        </span>
        {collectionSortPresets.map((preset) => (
          <Button
            key={preset}
            type="button"
            size="sm"
            variant="outline"
            disabled={members.length < 2}
            onClick={() => sortBy(preset)}
          >
            {collectionSortLabels[preset]}
          </Button>
        ))}
      </div>

      {isFull ? (
        <p className="text-sm text-slate-600">
          This collection holds the most products a collection can (
          {maxCollectionProducts.toLocaleString("en-GB")}): take some out to add others.
        </p>
      ) : (
        <CollectionProductPicker inCollection={members} onPick={add} />
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}

      <p id="reorder-help" className="sr-only">
        Press the arrow keys to move this product up or down, Home to move it to the top, End to the
        bottom.
      </p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      {members.length > 0 && (
        <ol
          ref={list}
          aria-label="Products in this collection, in the shop's order"
          className="divide-y divide-border overflow-hidden rounded-md border border-border"
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
          }}
        >
          {members.map((member, index) => (
            <li
              key={member.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(member.id));
                setDragFrom(index);
              }}
              onDragOver={(event) => onDragOver(event, index)}
              onDrop={onDrop}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
              className={cn(
                "flex flex-wrap items-center gap-x-3 gap-y-1 bg-white px-2 py-2 sm:flex-nowrap",
                dragFrom === index && "opacity-50",
                dropAt === index && "shadow-[inset_0_3px_0_0_var(--color-brand-600)]",
                dropAt === members.length &&
                  index === members.length - 1 &&
                  "shadow-[inset_0_-3px_0_0_var(--color-brand-600)]",
              )}
            >
              <button
                type="button"
                data-handle={member.id}
                aria-label={`Reorder ${member.title}, position ${index + 1} of ${members.length}`}
                aria-describedby="reorder-help"
                onKeyDown={(event) => onHandleKey(event, index)}
                className={cn(iconButton, "cursor-grab active:cursor-grabbing")}
              >
                <GripVerticalIcon aria-hidden />
              </button>
              <span className="w-6 shrink-0 text-right text-sm font-semibold text-slate-500 tabular-nums sm:w-8">
                {index + 1}
              </span>
              <Thumbnail url={member.imageUrl} />
              <span className="min-w-0 flex-1 basis-40">
                <span className="flex flex-wrap items-center gap-x-2">
                  <Link
                    to={`/admin/products/${member.id}`}
                    draggable={false}
                    className="font-semibold break-words text-brand-700 hover:underline"
                  >
                    {member.title}
                  </Link>
                  {member.status !== "active" && <ProductStatusBadge status={member.status} />}
                </span>
                <span className="block text-xs text-slate-600">{describe(member)}</span>
              </span>
              <span className="ml-auto flex shrink-0 items-center gap-0.5">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${member.title} to the top`}
                  title="Move to top"
                  disabled={index === 0}
                  onClick={() => move(index, 0)}
                >
                  <ArrowUpToLineIcon aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${member.title} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpIcon aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${member.title} down`}
                  title="Move down"
                  disabled={index === members.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownIcon aria-hidden />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, "hover:bg-red-50 hover:text-red-700")}
                  aria-label={`Take ${member.title} out of this collection`}
                  title="Take out of this collection"
                  onClick={() => remove(index)}
                >
                  <XIcon aria-hidden />
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
