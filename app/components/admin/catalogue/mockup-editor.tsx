import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { type DecorationPosition, decorationPositions } from "#core/basket/basket.ts";
import type { MockupArea, MockupView } from "#core/mockup/mockup-areas.ts";
import type { MockupEditor as MockupEditorData } from "#server/mockups/mockup-admin.server.ts";
import { StaleNotice } from "../stale-notice.tsx";
import { useAdminChange } from "../use-admin-change.ts";
import { Card, invalid, SaveButton } from "./editor-parts.tsx";
import { thumbnailOf } from "./image-manager.tsx";

// Issue 15.2: the product's live mock-up in the back office. Each position's placement area, in
// per cent of the picture, drawn over the product's first picture (or its back) as it is typed;
// which picture shows the back of which; saved on their own (PUT /api/admin/products/{id}/mockup,
// If-Match), or back to the product type's defaults.

type Draft = {
  isOn: boolean;
  view: MockupView;
  x: string;
  y: string;
  width: string;
  height: string;
};

const boxFields = ["x", "y", "width", "height"] as const;
const boxLabels = { x: "Left %", y: "Top %", width: "Width %", height: "Height %" };

const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);

function draftsOf(areas: readonly MockupArea[]): Record<DecorationPosition, Draft> {
  return Object.fromEntries(
    decorationPositions.map((position) => {
      const area = areas.find((each) => each.position === position);
      return [
        position,
        area
          ? {
              isOn: true,
              view: area.view,
              x: percent(area.x),
              y: percent(area.y),
              width: percent(area.width),
              height: percent(area.height),
            }
          : { isOn: false, view: "front", x: "", y: "", width: "", height: "" },
      ];
    }),
  ) as Record<DecorationPosition, Draft>;
}

/** A typed percentage as a fraction, or null when it is not a number from 0 to 100. */
function fractionOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 && value <= 100
    ? value / 100
    : null;
}

/** "Chest Left" → "CL": a label that fits a small area. */
const initialsOf = (position: string) =>
  position
    .split(" ")
    .map((word) => word[0])
    .join("");

const fieldId = (position: string, name: string) =>
  `mockup-${position.toLowerCase().replace(/\s+/g, "-")}-${name}`;

export function MockupEditor({
  productId,
  editor,
}: {
  productId: number;
  editor: MockupEditorData;
}) {
  const revalidator = useRevalidator();
  const { send, errors, isSaving, conflict } = useAdminChange(editor.etag);
  const [drafts, setDrafts] = useState(() => draftsOf(editor.areas));
  const [backs, setBacks] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(editor.pictures.map((picture) => [picture.id, picture.backOfImageId])),
  );
  const [view, setView] = useState<MockupView>("front");
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const fronts = editor.pictures.filter((picture) => backs[picture.id] === null);
  const front = fronts[0];
  const back = front && editor.pictures.find((picture) => backs[picture.id] === front.id);
  const shown = view === "back" ? back : front;

  function change(position: DecorationPosition, patch: Partial<Draft>) {
    setDrafts((current) => ({ ...current, [position]: { ...current[position], ...patch } }));
  }

  async function save(areas: MockupArea[] | null, success: string) {
    const result = await send(
      `/products/${productId}/mockup`,
      {
        method: "PUT",
        body: {
          areas,
          backs: editor.pictures.map((picture) => ({
            imageId: picture.id,
            backOfImageId: backs[picture.id] ?? null,
          })),
        },
      },
      { success, failure: "Failed to save the mock-up" },
    );
    if (result.ok) await revalidator.revalidate();
    return result;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const areas: MockupArea[] = [];
    for (const position of decorationPositions) {
      const draft = drafts[position];
      if (!draft.isOn) continue;
      const box = Object.fromEntries(boxFields.map((name) => [name, fractionOf(draft[name])]));
      for (const name of boxFields)
        if (box[name] === null)
          problems[fieldId(position, name)] = "Enter a percentage from 0 to 100";
      if (boxFields.every((name) => box[name] !== null))
        areas.push({
          position,
          view: draft.view,
          ...(box as Record<(typeof boxFields)[number], number>),
        });
    }
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await save(areas, "Mock-up saved");
  }

  /** The server's message for a field of an area, by the position it was sent for. */
  function serverError(position: DecorationPosition, name: string): string | undefined {
    const sent = decorationPositions.filter((each) => drafts[each].isOn);
    const index = sent.indexOf(position);
    return index === -1 ? undefined : errors[`areas.${index}.${name}`];
  }

  return (
    <Card title="Mock-up">
      <p className="text-sm text-slate-600">
        Where a customer's logo shows on this product's pictures, for each position, in per cent of
        the picture.{" "}
        {editor.isOwn
          ? "This product has its own areas."
          : `These are the defaults for ${editor.template === "none" ? "its type (none)" : `a ${editor.template}`}; saving makes them this product's own.`}
      </p>
      {conflict && (
        <StaleNotice message={conflict.message} hint={null}>
          Reload the page to see the saved mock-up.
        </StaleNotice>
      )}
      <form onSubmit={submit} noValidate aria-label="Mock-up" className="space-y-4">
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="min-w-0 space-y-2">
            {shown ? (
              <div className="relative aspect-square w-full overflow-hidden rounded-md border border-border bg-slate-50">
                <img
                  src={thumbnailOf(shown.url)}
                  alt={shown.altText || "The product's picture"}
                  className="size-full object-contain"
                />
                {decorationPositions.map((position) => {
                  const draft = drafts[position];
                  const box = boxFields.map((name) => fractionOf(draft[name]));
                  if (!draft.isOn || draft.view !== view || box.some((value) => value === null))
                    return null;
                  const [x, y, width, height] = box as number[];
                  return (
                    <span
                      key={position}
                      data-testid={`mockup-area-${position}`}
                      className="absolute flex items-center justify-center border-2 border-dashed border-orange-500 bg-orange-400/25 text-[10px] leading-none font-bold text-orange-950"
                      style={{
                        left: `${x! * 100}%`,
                        top: `${y! * 100}%`,
                        width: `${width! * 100}%`,
                        height: `${height! * 100}%`,
                      }}
                    >
                      <abbr title={position} className="no-underline">
                        {initialsOf(position)}
                      </abbr>
                    </span>
                  );
                })}
              </div>
            ) : (
              <p className="rounded-md border border-dashed border-border p-4 text-sm text-slate-600">
                Add a picture to see the areas on it.
              </p>
            )}
            <div role="group" aria-label="Picture shown" className="flex gap-2">
              {(["front", "back"] as const).map((each) => (
                <Button
                  key={each}
                  type="button"
                  size="sm"
                  variant={view === each ? "default" : "outline"}
                  aria-pressed={view === each}
                  disabled={each === "back" && !back}
                  onClick={() => setView(each)}
                >
                  {each === "front" ? "Front" : back ? "Back" : "No back picture"}
                </Button>
              ))}
            </div>
          </div>
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Placement areas by position</caption>
              <thead>
                <tr className="text-left text-xs text-slate-600">
                  <th className="py-1 pr-2 font-medium">Position</th>
                  <th className="py-1 pr-2 font-medium">Side</th>
                  {boxFields.map((name) => (
                    <th key={name} className="py-1 pr-2 font-medium">
                      {boxLabels[name]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {decorationPositions.map((position) => {
                  const draft = drafts[position];
                  return (
                    <tr key={position} className="border-t border-border align-top">
                      <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-900">
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            checked={draft.isOn}
                            onChange={(event) => change(position, { isOn: event.target.checked })}
                          />
                          {position}
                        </label>
                      </th>
                      <td className="py-2 pr-2">
                        <select
                          aria-label={`${position} side`}
                          value={draft.view}
                          disabled={!draft.isOn}
                          onChange={(event) =>
                            change(position, { view: event.target.value as MockupView })
                          }
                          className="h-9 rounded-md border border-slate-300 bg-white px-2"
                        >
                          <option value="front">Front</option>
                          <option value="back">Back</option>
                        </select>
                      </td>
                      {boxFields.map((name) => {
                        const id = fieldId(position, name);
                        const error = localErrors[id] ?? serverError(position, name);
                        return (
                          <td key={name} className="py-2 pr-2">
                            <input
                              id={id}
                              aria-label={`${position} ${boxLabels[name]}`}
                              inputMode="decimal"
                              value={draft[name]}
                              disabled={!draft.isOn}
                              onChange={(event) => change(position, { [name]: event.target.value })}
                              className={cn(
                                "h-9 w-20 rounded-md border border-slate-300 bg-white px-2 disabled:bg-slate-100",
                                error && "border-destructive",
                              )}
                              {...invalid(id, error)}
                            />
                            {error && (
                              <p id={`${id}-error`} className="mt-1 max-w-40 text-xs text-red-700">
                                {error}
                              </p>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
        {editor.pictures.length > 1 && (
          // A fieldset is as wide as its widest content unless told otherwise.
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-slate-900">Back pictures</legend>
            <p className="text-xs text-slate-600">
              A picture showing the back of another: a design on the back is shown on it.
            </p>
            <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {editor.pictures.map((picture, index) => (
                <li key={picture.id} className="flex items-center gap-2">
                  <img
                    src={thumbnailOf(picture.url)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded border border-border object-contain"
                  />
                  <label className="min-w-0 flex-1 text-xs text-slate-700">
                    <span className="block truncate">
                      Picture {index + 1}
                      {picture.altText ? `: ${picture.altText}` : ""}
                    </span>
                    <select
                      value={backs[picture.id] ?? ""}
                      onChange={(event) =>
                        setBacks((current) => ({
                          ...current,
                          [picture.id]: event.target.value ? Number(event.target.value) : null,
                        }))
                      }
                      className="mt-0.5 h-8 w-full rounded-md border border-slate-300 bg-white px-1"
                    >
                      <option value="">A front</option>
                      {editor.pictures.map((other, otherIndex) =>
                        other.id === picture.id ? null : (
                          <option key={other.id} value={other.id}>
                            The back of picture {otherIndex + 1}
                          </option>
                        ),
                      )}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
            {Object.entries(errors).some(([field]) => field.startsWith("backs")) && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {Object.entries(errors).find(([field]) => field.startsWith("backs"))?.[1]}
              </p>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <SaveButton isSaving={isSaving} label="Save mock-up" />
          <Button
            type="button"
            variant="outline"
            disabled={isSaving}
            onClick={() => void save(null, "Mock-up back to the defaults")}
          >
            Use the defaults for its type
          </Button>
        </div>
      </form>
    </Card>
  );
}
