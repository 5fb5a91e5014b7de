import { extraSetupNotice } from "#core/proofs/extra-setup.ts";
import type { ProofMethod } from "#core/proofs/proof-rules.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { mailSignature } from "#server/orders/order-mail.ts";
import type { NewMail } from "#server/orders/order-records-queries.ts";

// Issue 15.3: the e-mails of the proof workflow — a proof sent to the buyer, the reminder of one
// unanswered after 2 working days, and the shop told of the buyer's answer. Each links to the
// proof's page, where the buyer (signed in) approves it or asks for changes.

export type MailedProof = {
  id: string;
  round: number;
  method: ProofMethod;
  logoName: string;
  orderNumber: string;
  stitchCount: number | null;
  widthMm: number | null;
  heightMm: number | null;
  message: string;
  /** Decision 037: the extra set-up the proof carries, ex VAT. */
  extraSetupPence?: number | null;
};

type Recipient = { customerName: string; customerEmail: string; paymentMethod?: string };

const methodWord = (method: ProofMethod) => (method === "embroidery" ? "embroidery" : "print");

export function proofLink(publicUrl: string, proofId: string): string {
  return `${publicUrl}/account/proofs/${proofId}`;
}

/** The stitch count and size as the proof's page and e-mails say them. */
export function proofMeasures(proof: Pick<MailedProof, "stitchCount" | "widthMm" | "heightMm">) {
  return [
    ...(proof.stitchCount ? [`Stitch count: ${proof.stitchCount.toLocaleString("en-GB")}`] : []),
    ...(proof.widthMm && proof.heightMm
      ? [`Size: ${proof.widthMm} × ${proof.heightMm} mm`]
      : proof.widthMm
        ? [`Width: ${proof.widthMm} mm`]
        : proof.heightMm
          ? [`Height: ${proof.heightMm} mm`]
          : []),
  ];
}

function proofDetails(proof: MailedProof, paymentMethod = ""): string[] {
  return [
    `Logo: ${proof.logoName}`,
    `Method: ${proof.method === "print" ? "Print" : "Embroidery"}`,
    ...proofMeasures(proof),
    ...(proof.extraSetupPence ? ["", extraSetupNotice(proof.extraSetupPence, paymentMethod)] : []),
    ...(proof.message ? ["", "Our note:", proof.message] : []),
  ];
}

export function proofSentMail(
  proof: MailedProof,
  to: Recipient,
  publicUrl: string,
  shop: ShopSettings,
): NewMail {
  const again = proof.round > 1 ? "a new proof" : "a proof";
  return {
    toAddress: to.customerEmail,
    subject: `Please approve your ${methodWord(proof.method)} proof for order ${proof.orderNumber}`,
    textBody: [
      `Dear ${to.customerName || "customer"},`,
      "",
      `We have made ${again} of your logo for order ${proof.orderNumber}. Please check it and approve it, or tell us what to change: we start work on your order once it is approved.`,
      "",
      ...proofDetails(proof, to.paymentMethod),
      "",
      `See the proof: ${proofLink(publicUrl, proof.id)}`,
      "",
      ...mailSignature(shop),
    ].join("\n"),
    template: "proof_sent",
  };
}

export function proofReminderMail(
  proof: MailedProof,
  to: Recipient,
  publicUrl: string,
  shop: ShopSettings,
): NewMail {
  return {
    toAddress: to.customerEmail,
    subject: `Reminder: your proof for order ${proof.orderNumber} is waiting for your approval`,
    textBody: [
      `Dear ${to.customerName || "customer"},`,
      "",
      `Your order ${proof.orderNumber} is on hold until you approve the proof of your logo "${proof.logoName}" (${methodWord(proof.method)}), or tell us what to change.`,
      "",
      `See the proof: ${proofLink(publicUrl, proof.id)}`,
      "",
      ...mailSignature(shop),
    ].join("\n"),
    template: "proof_reminder",
  };
}

/** To the shop's own address: the buyer answered a proof. */
export function proofAnswerMail(
  proof: MailedProof,
  answer: {
    approved: boolean;
    comment: string | null;
    customerName: string;
    /** The order its extra set-up was charged as (decision 037). */
    extraOrder?: string | null;
  },
  orderLink: string,
  shopEmail: string,
): NewMail {
  const what = answer.approved ? "approved" : "asked for changes to";
  return {
    toAddress: shopEmail,
    subject: `${answer.customerName || "A customer"} ${what} the proof for order ${proof.orderNumber}`,
    textBody: [
      `${answer.customerName || "The customer"} ${what} proof ${proof.round} of "${proof.logoName}" (${methodWord(proof.method)}) for order ${proof.orderNumber}.`,
      ...(answer.comment ? ["", "Their comment:", answer.comment] : []),
      ...(answer.extraOrder
        ? ["", `Its extra set-up was accepted and charged as order ${answer.extraOrder}.`]
        : []),
      "",
      `Open the order: ${orderLink}`,
    ].join("\n"),
    template: answer.approved ? "proof_approved" : "proof_changes_requested",
  };
}
