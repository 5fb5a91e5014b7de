import { UploadIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  acceptedDesignEndings,
  checkDesignFile,
  designFileField,
  designLimits,
  designMessages,
  DesignSubmissionSchema,
  serviceTypes,
} from "#core/forms/design-submission.ts";
import { type FieldErrors, formErrors } from "#core/forms/form-fields.ts";
import { controlClass, FormField, TextField } from "./form-field.tsx";
import { FormStatusNotice } from "./form-status-notice.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { usePublicForm } from "./use-public-form.ts";

// spec/back-office.md §2 'Upload Your Design', §5, §8. The file goes to the server with the form
// (multipart) and is checked there by its content; here only its name and size, to save a slow
// upload of a file that would be refused.

const url = "/api/functions/submit-design";
const idPrefix = "design";
const accept = [...acceptedDesignEndings, "image/png", "image/jpeg", "image/svg+xml"].join(",");

function checkFiles(data: FormData): FieldErrors {
  const file = data.get(designFileField);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return {};
  const problem = checkDesignFile(file);
  return problem ? { [designFileField]: problem } : {};
}

function ServiceTypeChoice({ error }: { error: string | undefined }) {
  const errorId = `${idPrefix}-serviceType-error`;
  return (
    // aria-invalid is not allowed on a radio, so the group itself carries the error.
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">Service type</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {serviceTypes.map((service, index) => (
          <label
            key={service.value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-3 text-sm font-semibold text-slate-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              error ? "border-destructive" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name="serviceType"
              value={service.value}
              required={index === 0}
              className="size-4 accent-brand-700"
            />
            {service.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function DesignSubmissionForm() {
  const { formProps, isBusy, errors } = usePublicForm({
    url,
    check: (fields) => formErrors(DesignSubmissionSchema, fields),
    messages: designMessages,
    isMultipart: true,
    checkFiles,
  });
  const field = (name: string) => ({ idPrefix, name, error: errors[name] });
  return (
    <form {...formProps} aria-labelledby="upload-design" className="relative space-y-5">
      <HoneypotField idPrefix={idPrefix} />
      <FormStatusNotice form="design" messages={designMessages} />
      <FormField
        {...field(designFileField)}
        label="Design file"
        isOptional
        hint="PNG, JPG, SVG, AI, PDF or EPS, up to 10MB. No file yet? Describe your design in the notes."
      >
        {(control) => (
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-slate-50 px-3 py-3">
            <UploadIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
            <input
              {...control}
              type="file"
              accept={accept}
              className="w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
            />
          </div>
        )}
      </FormField>
      <ServiceTypeChoice error={errors["serviceType"]} />
      <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          {...field("quantity")}
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={designLimits.quantity}
          step={1}
          required
        />
        <TextField
          {...field("contactName")}
          label="Your name"
          type="text"
          required
          maxLength={designLimits.name}
          autoComplete="name"
        />
      </div>
      <TextField
        {...field("contactEmail")}
        label="E-mail address"
        type="email"
        required
        autoComplete="email"
      />
      <FormField
        {...field("additionalNotes")}
        label="Additional notes"
        isOptional
        hint="Garments, positions, thread or ink colours, logo size and any deadline."
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={designLimits.notes}
            className={cn(controlClass, "py-2.5 leading-6")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? designMessages.busy : "Submit Design for Quote"}
      </Button>
      <p className="text-center text-xs leading-5 text-slate-600">
        Free, with no obligation. We reply within 24–48 hours with a quote and a proof.
      </p>
    </form>
  );
}
