import { DesignSubmissionSchema } from "#core/forms/design-submission.ts";
import { parseFormFields } from "#core/forms/form-fields.ts";
import { isHoneypotFilled } from "#core/forms/honeypot.ts";
import {
  maxDesignBytes,
  storeDesign,
  tooLargeMessage,
  type StoredDesign,
} from "#server/files/files.server.ts";
import { addToLibrary } from "#server/logos/logos.server.ts";
import { designMail } from "./forms-mail.ts";
import { insertDesignSubmission, insertMail } from "./forms-queries.ts";
import {
  refusal,
  sendMailAfterCommit,
  type FormOutcome,
  type FormServices,
} from "./form-outcome.ts";

// spec/back-office.md §2, §7 submit-design: a design sent for a quote. The file goes through the
// shop's one design-upload path (server/files: 10 MB, type decided by content, SVG refused when
// active and only ever served as an attachment); the submission, its stored file and the e-mail to
// SHOP_INBOX are written in one transaction, and nothing at all is written for a refusal; a
// signed-in sender's design then joins their logo library (issue 15.1). (Should
// the database fail after the bytes are written, the transaction leaves them without a row: an
// unreferenced file, never a row without its file.)

export async function submitDesign(
  services: FormServices,
  fields: Record<string, unknown>,
  file: File | null,
  /** Issue 15.1: the signed-in sender, whose logo library the design joins; null for a visitor. */
  ownerUserId: string | null = null,
): Promise<FormOutcome> {
  if (isHoneypotFilled(fields)) return { ok: true, isStored: false };
  const parsed = parseFormFields(DesignSubmissionSchema, fields);
  if (!parsed.ok) return { status: 400, ...parsed };
  const submission = parsed.data;
  // A form posted with no file chosen still carries an empty, nameless file part.
  const upload = file && (file.size > 0 || file.name !== "") ? file : null;
  if (upload && upload.size > maxDesignBytes) return refusal("designFile", tooLargeMessage, 413);
  const bytes = upload ? new Uint8Array(await upload.arrayBuffer()) : null;

  const outcome = await services.database.db.transaction(async (tx) => {
    let design: StoredDesign | null = null;
    if (upload && bytes) {
      // storeDesign checks size, emptiness and type before it writes anything.
      const stored = await storeDesign({
        db: tx,
        dataDir: services.config.dataDir,
        fileName: upload.name,
        bytes,
        ownerUserId,
      });
      if (!stored.ok) return refusal("designFile", stored.message, stored.status);
      design = stored.design;
    }
    const id = await insertDesignSubmission(tx, {
      fileId: design?.id ?? null,
      serviceType: submission.serviceType,
      quantity: submission.quantity,
      contactName: submission.contactName,
      contactEmail: submission.contactEmail,
      additionalNotes: submission.additionalNotes,
    });
    await insertMail(tx, designMail(services.config, submission, design));
    return { ok: true as const, id, fileId: design?.id ?? null, design };
  });
  if (!outcome.ok) return outcome;
  if (ownerUserId && outcome.design && bytes)
    await addToLibrary({
      db: services.database.db,
      dataDir: services.config.dataDir,
      userId: ownerUserId,
      design: outcome.design,
      bytes,
    });
  services.logger.info(
    { designSubmissionId: outcome.id, fileId: outcome.fileId },
    "design submitted for a quote",
  );
  await sendMailAfterCommit(services, "design submission");
  return { ok: true, isStored: true };
}
