import { ArrowDownIcon, ArrowUpIcon, Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { newKey, type OptionRow } from "./product-form-model.ts";

type Errors = Record<string, string>;

// Issue 11.2: one option of the product editor (Colour, Size, …): its name and its ordered values,
// renamed, moved, removed or added several at once ("S, M, L"). The variant grid follows it.

export function OptionEditor({
  option,
  index,
  errors,
  onChange,
  onRemove,
}: {
  option: OptionRow;
  index: number;
  errors: Errors;
  onChange: (option: OptionRow) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState("");
  const move = (from: number, to: number) => {
    const values = [...option.values];
    const [moved] = values.splice(from, 1);
    values.splice(to, 0, moved!);
    onChange({ ...option, values });
  };
  const add = () => {
    const texts = draft
      .split(",")
      .map((text) => text.trim())
      .filter((text) => text !== "" && !option.values.some((value) => value.text === text));
    if (texts.length === 0) return;
    onChange({
      ...option,
      values: [...option.values, ...texts.map((text) => ({ key: newKey(), text }))],
    });
    setDraft("");
  };
  const nameId = `option-${index}-name`;
  const valuesError =
    errors[`options.${index}.values`] ??
    Object.entries(errors).find(([field]) => field.startsWith(`options.${index}.values.`))?.[1];
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="sr-only">Option {index + 1}</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
            Option {index + 1} name
          </label>
          <Input
            id={nameId}
            value={option.name}
            placeholder={index === 0 ? "Colour" : index === 1 ? "Size" : "Fit"}
            aria-invalid={errors[`options.${index}.name`] ? true : undefined}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove option ${option.name || index + 1}`}
          onClick={onRemove}
        >
          <Trash2Icon />
        </Button>
      </div>
      {errors[`options.${index}.name`] && (
        <p className="mt-1 text-sm text-red-700">{errors[`options.${index}.name`]}</p>
      )}
      <ol
        className="mt-3 space-y-1.5"
        aria-label={`${option.name || `Option ${index + 1}`} values`}
      >
        {option.values.map((value, at) => (
          <li key={value.key} className="flex items-center gap-1.5">
            <Input
              aria-label={`${option.name || "Option"} value ${at + 1}`}
              value={value.text}
              className="h-9"
              onChange={(event) =>
                onChange({
                  ...option,
                  values: option.values.map((row) =>
                    row.key === value.key ? { ...row, text: event.target.value } : row,
                  ),
                })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Move ${value.text} up`}
              disabled={at === 0}
              onClick={() => move(at, at - 1)}
            >
              <ArrowUpIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Move ${value.text} down`}
              disabled={at === option.values.length - 1}
              onClick={() => move(at, at + 1)}
            >
              <ArrowDownIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Remove ${value.text}`}
              onClick={() =>
                onChange({
                  ...option,
                  values: option.values.filter((row) => row.key !== value.key),
                })
              }
            >
              <XIcon />
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex gap-2">
        <Input
          aria-label={`Add ${option.name || "option"} values`}
          placeholder="Add values, separated by commas"
          value={draft}
          className="h-9"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="sm" onClick={add}>
          Add
        </Button>
      </div>
      {valuesError && <p className="mt-1 text-sm text-red-700">{valuesError}</p>}
      <p className="sr-only" aria-live="polite">
        {option.values.length} values
      </p>
    </fieldset>
  );
}
