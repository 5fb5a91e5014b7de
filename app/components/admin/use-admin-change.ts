import { useEffect, useRef, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { adminApi, type AdminApiResult, type AdminRequest } from "./admin-api.ts";

// Every back-office form sends one change to /api/admin and answers the same way: busy while
// sending, the server's message beside the field it names, a toast either way (spec/back-office.md
// §8 gives the words). One place for that, so each form says only what it sends and its words.
//
// Issue 10.9, stale saves: the hook also carries the record's version. It sends the ETag the record
// was loaded with as If-Match, keeps the new one each save returns, and on a 412 keeps the
// record as it is now (`conflict`: the server's "This account changed while you had it open" and
// the figures) and takes its ETag — so the form can show the new figures, and a deliberate second
// save goes through. Saves from one hook run one after another, each with the ETag the last left.

export type FieldErrors = Record<string, string>;

/** The toasts' words: spec/back-office.md §8. */
type Words<T> = {
  /** Or made from the answer (an order asked to start that waits for its proofs instead). */
  success: string | ((data: T) => string);
  successDetail?: string;
  failure: string;
};

export type Conflict = { message: string; current: Record<string, unknown>; etag: string };

export function useAdminChange(loadedEtag?: string | null) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const etag = useRef(loadedEtag ?? null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A fresh load of the record (the dialog or the page reloaded) brings its current version.
  useEffect(() => {
    etag.current = loadedEtag ?? null;
  }, [loadedEtag]);

  async function sendNow<T>(
    path: string,
    init: AdminRequest & { method: "POST" | "PUT" | "PATCH" | "DELETE" },
    words: Words<T>,
  ): Promise<AdminApiResult<T>> {
    setIsSaving(true);
    const ifMatch = init.ifMatch === undefined ? etag.current : init.ifMatch;
    const result = await adminApi<T>(path, { ...init, ifMatch });
    setIsSaving(false);
    if (result.ok) {
      if (result.etag) etag.current = result.etag;
      setErrors({});
      setConflict(null);
      const success =
        typeof words.success === "string" ? words.success : words.success(result.data);
      toast.success(success, words.successDetail ? { description: words.successDetail } : {});
    } else if (result.status === 412 && result.etag && result.current) {
      etag.current = result.etag;
      setErrors({});
      setConflict({ message: result.error, current: result.current, etag: result.etag });
      toast.error(result.error, { description: "Check the new figures, then save again." });
    } else {
      setErrors(result.field && result.status !== 428 ? { [result.field]: result.error } : {});
      toast.error(words.failure, { description: result.error });
    }
    return result;
  }

  /** Sends the change (after any still on its way); toasts `success`, `failure` or the conflict. */
  function send<T = unknown>(
    path: string,
    init: AdminRequest & { method: "POST" | "PUT" | "PATCH" | "DELETE" },
    words: Words<T>,
  ): Promise<AdminApiResult<T>> {
    const next = queue.current.then(() => sendNow<T>(path, init, words));
    queue.current = next.catch(() => undefined);
    return next;
  }

  return { errors, setErrors, isSaving, send, conflict };
}
