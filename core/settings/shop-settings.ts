import { z } from "zod";
import { emailAddressProblem } from "#core/forms/email-address.ts";
import { multiLine, singleLine } from "#core/forms/form-fields.ts";
import {
  dialled,
  maxPromises,
  maxReferenceLength,
  promiseIcons,
  referencePlaceholders,
  type ReferencePlaceholder,
  type ShopSettings,
} from "./settings-values.ts";

// Issue 18.9: the shop's own details, edited by the owner on /admin/settings and read by every
// page, e-mail and document that shows them. One schema for the form (checked in the browser
// before sending) and the server (checked again before saving, and on every read of the stored
// row). Blank optional fields are "" rather than absent, so the form and the row look alike.

const anyText = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z.string({ error: "Please enter text" }),
);

const line = (label: string, max: number, required?: string) =>
  anyText
    .transform(singleLine)
    .pipe(
      required
        ? z.string().min(1, required).max(max, `${label} must be at most ${max} characters`)
        : z.string().max(max, `${label} must be at most ${max} characters`),
    );

/** An optional line that, when given, must match `pattern` once normalised by `normalise`. */
const matching = (pattern: RegExp, message: string, normalise: (value: string) => string) =>
  anyText
    .transform((value) => normalise(singleLine(value)))
    .refine((value) => value === "" || pattern.test(value), message);

const noSpacesUpper = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Up to five lines of a postal address, one per line as typed. */
const address = (label: string) =>
  anyText
    .transform(multiLine)
    .transform((value) => value.split("\n").map(singleLine).filter(Boolean).join("\n"))
    .refine((value) => value.split("\n").length <= 5, `${label}: at most 5 lines`)
    .refine(
      (value) => value.split("\n").every((part) => part.length <= 80),
      `${label}: each line at most 80 characters`,
    );

const optionalEmail = (label: string) => {
  const message = `${label}: enter an e-mail address like sales@yourshop.co.uk`;
  return anyText
    .transform((value) => value.trim())
    .superRefine((value, context) => {
      const problem = value === "" ? null : emailAddressProblem(value, message);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
};

/** How long a pattern is once its placeholder holds its longest value. */
export function longestReference(pattern: string, placeholder: ReferencePlaceholder): number {
  const { token, longest } = referencePlaceholders[placeholder];
  return pattern.replace(token, longest).length;
}

/** A payment-reference pattern: one placeholder, BACS characters, 18 characters at worst. */
const referencePattern = (placeholder: ReferencePlaceholder) => {
  const { token, longest, label } = referencePlaceholders[placeholder];
  return anyText.transform(singleLine).pipe(
    z
      .string()
      .min(1, `Enter a reference pattern containing ${token}`)
      .refine(
        (value) => value.split(token).length === 2,
        `The reference must contain ${token} once (where the ${label} goes)`,
      )
      .refine(
        (value) => /^[A-Za-z0-9 .&/-]*$/.test(value.replace(token, "")),
        "Banks accept only letters, digits, spaces and . - / & in a reference",
      )
      .superRefine((value, context) => {
        const length = longestReference(value, placeholder);
        if (length > maxReferenceLength)
          context.addIssue({
            code: "custom",
            message: `The reference can be at most ${maxReferenceLength} characters once the ${label} is in it: with ${longest} it would be ${length}`,
          });
      }),
  );
};

const PromiseSchema = z.object({
  icon: z.enum(promiseIcons, { error: "Choose an icon from the list" }),
  text: line("A claim", 60),
});

export const ShopSettingsSchema = z
  .object({
    tradingName: line("Trading name", 80, "Enter the name the shop trades under"),
    legalName: line("Legal name", 120),
    companyNumber: matching(
      /^(?:\d{8}|[A-Z]{2}\d{6})$/,
      "A company number is 8 characters, e.g. 01234567 or SC123456",
      noSpacesUpper,
    ),
    vatNumber: matching(
      /^GB(?:\d{9}|\d{12})$/,
      "A UK VAT number is GB and 9 or 12 digits, e.g. GB123456789",
      noSpacesUpper,
    ),
    registeredAddress: address("Registered address"),
    tradingAddress: address("Trading address"),
    // Kept as typed (the owner's spacing is how it is shown); checked without the spacing.
    phone: line("Phone", 30).refine(
      (value) => value === "" || /^(?:0\d{9,10}|\+44\d{9,10})$/.test(dialled(value)),
      "Enter a UK phone number, e.g. 0113 496 0000",
    ),
    openingHours: line("Opening hours", 60),
    email: optionalEmail("Sales e-mail"),
    accountsEmail: optionalEmail("Accounts e-mail"),
    bankAccountName: line("Account name", 60),
    bankName: line("Bank name", 60),
    sortCode: matching(/^\d{2}-\d{2}-\d{2}$/, "A sort code is 6 digits: NN-NN-NN", (value) => {
      const digits = value.replace(/[\s-]/g, "");
      return /^\d{6}$/.test(digits) ? digits.replace(/(\d\d)(\d\d)(\d\d)/, "$1-$2-$3") : value;
    }),
    accountNumber: matching(/^\d{8}$/, "An account number is 8 digits", (value) =>
      value.replace(/\s+/g, ""),
    ),
    orderReference: referencePattern("order"),
    accountReference: referencePattern("account"),
    announcementEnabled: z.boolean({ error: "Say whether the announcement is shown" }),
    announcementTitle: line("The announcement's title", 80),
    announcementText: anyText
      .transform(multiLine)
      .pipe(z.string().max(600, "The announcement must be at most 600 characters")),
    promises: z
      .array(PromiseSchema, { error: "Send the claims as a list" })
      .max(maxPromises, `At most ${maxPromises} claims fit the strip`)
      .transform((claims) => claims.filter((claim) => claim.text !== "")),
  })
  .superRefine((settings, context) => {
    const bank = [
      ["bankAccountName", "account name"],
      ["bankName", "bank name"],
      ["sortCode", "sort code"],
      ["accountNumber", "account number"],
    ] as const;
    const given = bank.filter(([field]) => settings[field] !== "");
    if (given.length > 0 && given.length < bank.length) {
      for (const [field, label] of bank.filter(([field]) => settings[field] === ""))
        context.addIssue({
          code: "custom",
          path: [field],
          message: `Enter the ${label} too, or leave all four bank fields empty`,
        });
    }
    if (settings.announcementEnabled) {
      if (settings.announcementTitle === "")
        context.addIssue({
          code: "custom",
          path: ["announcementTitle"],
          message: "Give the announcement a title, or switch it off",
        });
      if (settings.announcementText === "")
        context.addIssue({
          code: "custom",
          path: ["announcementText"],
          message: "Write the announcement, or switch it off",
        });
    }
  });

/** The settings as typed or sent (JSON), before checking. */
export type ShopSettingsInput = z.input<typeof ShopSettingsSchema>;

// The checked settings are exactly the zod-free type the pages use (settings-values.ts).
const sameShape: z.output<typeof ShopSettingsSchema> extends ShopSettings
  ? ShopSettings extends z.output<typeof ShopSettingsSchema>
    ? true
    : false
  : false = true;
void sameShape;
