import { describe, expect, it } from "vitest";
import { ContactSchema } from "./contact.ts";
import { checkDesignFile, DesignSubmissionSchema } from "./design-submission.ts";
import { formErrors, multiLine, parseFormFields, singleLine } from "./form-fields.ts";
import { isHoneypotFilled } from "./honeypot.ts";
import { checkNewsletter } from "./newsletter.ts";
import { NewsletterSchema } from "./newsletter-schema.ts";

describe("the shared form rules", () => {
  it("keeps one-line fields on one line and strips characters a database or header would choke on", () => {
    expect(singleLine("  Site\r\nvisit\u0000 \t please ")).toBe("Site visit please");
    expect(multiLine("Hello,\r\n\r\nTwo lines\u0000 and a\ttab \u0007")).toBe(
      "Hello,\n\nTwo lines and a\ttab",
    );
  });

  it("reports the first field in the form's order and every field's first message", () => {
    const parsed = parseFormFields(ContactSchema, { email: "x", message: "Hi" });
    expect(parsed).toMatchObject({
      ok: false,
      field: "firstName",
      error: "Please enter your first name",
      fieldErrors: {
        firstName: "Please enter your first name",
        lastName: "Please enter your last name",
        email: "Please enter a valid email address",
        subject: "Please choose a subject",
      },
    });
  });

  it.each([
    "",
    "  ",
    "dan",
    "dan@example",
    ` dan@example.co.uk `,
    `${"a".repeat(250)}@example.com`,
  ])("checks the newsletter's e-mail %j in the browser as the server's schema does", (email) => {
    expect(checkNewsletter({ email })).toEqual(formErrors(NewsletterSchema, { email }));
  });

  it("reads a quantity typed as text or sent as a number", () => {
    const fields = {
      serviceType: "printing",
      contactName: "Ann",
      contactEmail: "ann@example.co.uk",
    };
    expect(parseFormFields(DesignSubmissionSchema, { ...fields, quantity: " 12 " })).toMatchObject({
      ok: true,
      data: { quantity: 12, additionalNotes: "" },
    });
    expect(parseFormFields(DesignSubmissionSchema, { ...fields, quantity: 3 })).toMatchObject({
      ok: true,
      data: { quantity: 3 },
    });
  });

  it.each([
    [{ name: "logo.PNG", size: 2048 }, null],
    [{ name: "artwork.ai", size: 10 * 1024 * 1024 }, null],
    [{ name: "setup.exe", size: 2048 }, "Please choose a PNG, JPG, SVG, AI, PDF or EPS file"],
    [{ name: "logo.png", size: 10 * 1024 * 1024 + 1 }, "This file is larger than 10MB"],
    [{ name: "logo.png", size: 0 }, "This file is empty"],
  ])("checks a chosen design file %j in the browser before sending it", (file, message) => {
    expect(checkDesignFile(file)).toBe(message);
  });

  it("treats any value in the hidden field as a robot", () => {
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ website: "   " })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: "http://spam.test" })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
  });
});
