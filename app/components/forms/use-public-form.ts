import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { FieldErrors } from "#core/forms/form-fields.ts";
import { postForm } from "./post-form.ts";

type Messages = { success: string; failure: string };

/**
 * A public form sent with fetch: checked first by the rules the server uses, then posted; busy
 * while it is on its way; on success a toast and a reset, on failure a toast and each field's
 * message beside it (focus on the first). Before hydration the browser's own checks and a normal
 * post still work (the server answers a page post with a redirect back).
 */
export function usePublicForm({
  url,
  check,
  messages,
  isMultipart = false,
  checkFiles,
}: {
  url: string;
  /** Each field's message under the server's rules ({} when the fields pass). */
  check: (fields: Record<string, string>) => FieldErrors;
  messages: Messages;
  isMultipart?: boolean;
  /** Field errors for the form's files, which `check` does not cover. */
  checkFiles?: (data: FormData) => FieldErrors;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isBusy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Once scripts run, the checks' messages replace the browser's own bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function focusFirst(form: HTMLFormElement, fieldErrors: FieldErrors) {
    const first = Object.keys(fieldErrors)[0];
    const control = first ? form.elements.namedItem(first) : null;
    // A radio group comes back as a list: focus its first choice.
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement) target.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(
      [...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const found = { ...check(fields), ...checkFiles?.(data) };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(form, found);
      return;
    }
    setBusy(true);
    const result = await postForm(url, isMultipart ? data : fields);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      form.reset();
      toast.success(messages.success);
      return;
    }
    setErrors(result.fieldErrors);
    toast.error(messages.failure, result.error ? { description: result.error } : undefined);
    focusFirst(form, result.fieldErrors);
  }

  /** Clears a field's message as soon as it is changed (the input event, which every field's
   *  edit sends up to its form: a form's change event would wait for the field to lose focus). */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ))
      return;
    const name = target.name;
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /** What every public form's <form> carries, so it posts to the same place without scripts. */
  const formProps = {
    ref: formRef,
    method: "post",
    action: url,
    encType: isMultipart ? "multipart/form-data" : undefined,
    onSubmit,
    onInput,
  } as const;

  return { formProps, isBusy, errors };
}
