import { z } from "zod";
import { emailAddress, paragraph, requiredLine } from "./form-fields.ts";

// spec/back-office.md §2 ('Upload Your Design' on /pricing), §5 (service type, quantity of at
// least 1, contact name and e-mail required; file type from the accepted list; file and notes
// optional), §8 (messages), §9 (reply within 24-48 hours).

export const designMessages = {
  success: "Design submitted successfully! We'll get back to you within 24-48 hours.",
  failure: "Failed to submit design. Please try again.",
  busy: "Submitting...",
} as const;

export const serviceTypes = [
  { value: "embroidery", label: "Embroidery" },
  { value: "printing", label: "Printing" },
] as const;

export type ServiceType = (typeof serviceTypes)[number]["value"];

export const designLimits = { name: 100, notes: 2000, quantity: 100_000 } as const;

/** The file's field in the multipart post (spec/back-office.md §7). */
export const designFileField = "designFile";

const quantity = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : (value ?? "")),
  z
    .string({ error: "Please enter a quantity" })
    .trim()
    .min(1, "Please enter a quantity")
    .regex(/^\d+$/, "Please enter a whole number of items, at least 1")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "The quantity must be at least 1")
        .max(
          designLimits.quantity,
          `For more than ${designLimits.quantity.toLocaleString("en-GB")} items, please call us`,
        ),
    ),
);

/** The form's fields other than the file (which the server checks by its content). */
export const DesignSubmissionSchema = z.object({
  serviceType: z.enum(["embroidery", "printing"], {
    error: "Please choose embroidery or printing",
  }),
  quantity,
  contactName: requiredLine("Please enter your name", "Name", designLimits.name),
  contactEmail: emailAddress("Please enter a valid email address"),
  additionalNotes: paragraph("Additional notes", designLimits.notes),
});

export type DesignSubmission = z.output<typeof DesignSubmissionSchema>;

/** spec/back-office.md §2: the endings the design form accepts. */
export const acceptedDesignEndings = [".png", ".jpg", ".jpeg", ".svg", ".ai", ".pdf", ".eps"];

/** DESIGN §4 "Uploads": 10 MB, enforced by the server while it reads the upload. */
export const maxDesignFileBytes = 10 * 1024 * 1024;

/**
 * The browser's quick check of a chosen file (name and size), before a slow upload; null when it
 * may be sent. The server decides by the file's content.
 */
export function checkDesignFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!acceptedDesignEndings.some((ending) => name.endsWith(ending))) {
    return "Please choose a PNG, JPG, SVG, AI, PDF or EPS file";
  }
  if (file.size > maxDesignFileBytes) return "This file is larger than 10MB";
  if (file.size === 0) return "This file is empty";
  return null;
}
