import type { FieldErrors } from "#core/forms/form-fields.ts";
import type { AppServices } from "#server/context.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";

// What a public form's submission comes to, for the routes to answer with (STYLE convention 4:
// invalid input is a 400 with the field it concerns, shown beside that field).

export type FormServices = Pick<AppServices, "config" | "database" | "logger">;

export type FormRefusal = {
  ok: false;
  status: 400 | 413;
  error: string;
  field: string;
  fieldErrors: FieldErrors;
};

/** `isStored` is false for a robot caught by the honeypot: it is told all went well. */
export type FormOutcome = { ok: true; isStored: boolean } | FormRefusal;

export function refusal(field: string, error: string, status: 400 | 413 = 400): FormRefusal {
  return { ok: false, status, error, field, fieldErrors: { [field]: error } };
}

/**
 * DESIGN §1: mail is written to the outbox with the submission and sent after the commit; a
 * failure to send never fails the submission (the row stays pending for the next run).
 */
export async function sendMailAfterCommit(services: FormServices, what: string): Promise<void> {
  try {
    await sendPendingMail(services);
  } catch (error) {
    services.logger.error({ err: error }, `sending ${what} mail failed`);
  }
}
