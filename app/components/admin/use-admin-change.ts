import { useState } from "react";
import { toast } from "sonner";
import { adminApi, type AdminApiResult } from "./admin-api.ts";

// Every back-office form sends one change to /api/admin and answers the same way: busy while
// sending, the server's message beside the field it names, a toast either way (spec/back-office.md
// §8 gives the words). One place for that, so each form says only what it sends and its words.

export type FieldErrors = Record<string, string>;

export function useAdminChange() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  /** Sends the change; on success clears the errors and toasts `success`, else `failure`. */
  async function send<T = unknown>(
    path: string,
    init: { method: "POST" | "PATCH" | "DELETE"; body?: unknown },
    words: { success: string; failure: string },
  ): Promise<AdminApiResult<T>> {
    setIsSaving(true);
    const result = await adminApi<T>(path, init);
    setIsSaving(false);
    if (result.ok) {
      setErrors({});
      toast.success(words.success);
    } else {
      setErrors(result.field ? { [result.field]: result.error } : {});
      toast.error(words.failure, { description: result.error });
    }
    return result;
  }

  return { errors, setErrors, isSaving, send };
}
