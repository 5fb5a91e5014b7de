import { FileIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#core/money/money.ts";
import { proofGroupStateLabels, type ProofGroupState } from "#core/proofs/proof-rules.ts";
import type { ProofGroup, ProofRound } from "#server/proofs/proof-views.server.ts";
import {
  logoPreviewUrl,
  methodNames,
  proofFileUrl,
  sizeText,
  stitchCountText,
} from "#app/components/proofs/proof-format.ts";
import { Badge, formatDateTime } from "./admin-ui.tsx";
import type { OrderMockup } from "#server/mockups/order-mockups.server.ts";
import { LogoThumbnail } from "#app/components/logos/logo-thumbnail.tsx";
import { ProofSendDialog } from "./proof-send-dialog.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// Issue 15.3, the order page's Proofs card: each logo and method on the order (a decoration group)
// with where its proof stands, the proofs sent (the file, the figures, the customer's answer), and
// "Send proof" while the order has not started. A proof sent from an old view of the group (another
// admin sent or the customer answered meanwhile) is refused and the page reloads.

const stateVariants: Record<ProofGroupState, "default" | "secondary" | "warning" | "outline"> = {
  on_file: "outline",
  to_send: "secondary",
  sent: "outline",
  changes_requested: "warning",
  approved: "default",
};

const roundStatusLabels: Record<ProofRound["status"], string> = {
  sent: "Awaiting the customer",
  approved: "Approved",
  changes_requested: "Changes requested",
  replaced: "Replaced",
};

function measures(round: ProofRound): string {
  return [
    round.stitchCount ? `${stitchCountText(round.stitchCount)} stitches` : null,
    sizeText(round),
    round.extraSetupPence ? `extra set-up ${formatPence(round.extraSetupPence)} ex VAT` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function Round({ round }: { round: ProofRound }) {
  const figures = measures(round);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-900">Proof {round.round}</span>
        <span className="text-slate-600">sent {formatDateTime(round.sentAt)}</span>
        <span className="text-slate-500">· {roundStatusLabels[round.status]}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3">
        <a
          href={proofFileUrl(round.id)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <FileIcon className="size-3.5" aria-hidden />
          {round.fileName}
        </a>
        {figures && <span className="text-slate-600">{figures}</span>}
        {round.extraOrderNumber && round.extraOrderId && (
          <span className="text-slate-600">
            charged as{" "}
            <Link
              to={`/admin/orders/${round.extraOrderId}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {round.extraOrderNumber}
            </Link>
          </span>
        )}
      </p>
      {round.buyerComment && (
        <blockquote className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 whitespace-pre-line text-slate-800">
          {round.buyerComment}
        </blockquote>
      )}
    </div>
  );
}

function Group({
  orderId,
  group,
  canSend,
  mockupUrl,
}: {
  orderId: string;
  group: ProofGroup;
  canSend: boolean;
  mockupUrl: string | null;
}) {
  const revalidator = useRevalidator();
  const [isSending, setIsSending] = useState(false);
  const { send, errors, isSaving, conflict } = useAdminChange(group.etag);
  const [latest, ...earlier] = group.rounds;
  const mayProof = canSend && group.state !== "approved" && group.state !== "on_file";

  async function submit(form: FormData) {
    const result = await send<{ round: number }>(
      `/orders/${orderId}/proofs`,
      { method: "POST", body: form },
      {
        success: ({ round }) => `Proof ${round} of ${group.logoName} sent`,
        successDetail: "The customer has been e-mailed a link to approve it.",
        failure: "The proof was not sent",
      },
    );
    if (result.ok || (result.status !== 400 && result.status !== 413))
      await revalidator.revalidate();
    return result;
  }

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="grid grid-cols-[3rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 sm:grid-cols-[3rem_minmax(0,1fr)_auto]">
        <LogoThumbnail previewUrl={group.hasPreview ? logoPreviewUrl(group.logoId) : null} />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {group.logoName}{" "}
            <span className="font-normal text-slate-600">· {methodNames[group.method]}</span>
          </h3>
          <ul className="text-xs text-slate-600">
            {group.lines.map((line, index) => (
              <li key={index}>
                {line.quantity} × {line.productTitle}
                {line.variantTitle ? ` (${line.variantTitle})` : ""}
                {line.position ? `, ${line.position}` : ""}
              </li>
            ))}
          </ul>
        </div>
        <Badge
          variant={stateVariants[group.state]}
          className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1"
        >
          {proofGroupStateLabels[group.state]}
        </Badge>
      </div>
      {conflict && (
        <StaleNotice message={conflict.message} hint={null}>
          It now shows as <strong>{proofGroupStateLabels[group.state]}</strong>.
        </StaleNotice>
      )}
      {latest && <Round round={latest} />}
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Earlier proofs ({earlier.length})
          </summary>
          <div className="mt-2 space-y-3 border-l-2 border-border pl-3">
            {earlier.map((round) => (
              <Round key={round.id} round={round} />
            ))}
          </div>
        </details>
      )}
      {mayProof && (
        <Button
          type="button"
          size="sm"
          variant={group.state === "sent" ? "outline" : "default"}
          onClick={() => setIsSending(true)}
        >
          <SendIcon aria-hidden />
          {latest ? "Send a new proof" : "Send proof"}
        </Button>
      )}
      {isSending && (
        <ProofSendDialog
          group={group}
          mockupUrl={mockupUrl}
          errors={errors}
          isSaving={isSaving}
          onSubmit={submit}
          onClose={() => setIsSending(false)}
        />
      )}
    </li>
  );
}

export function OrderProofs({
  orderId,
  groups,
  canSend,
  mockups,
}: {
  orderId: string;
  groups: ProofGroup[];
  canSend: boolean;
  /** Issue 15.2: the order's mock-ups; one of the group's may be sent as its proof. */
  mockups: readonly OrderMockup[];
}) {
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="order-proofs"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="order-proofs"
        className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase"
      >
        Proofs
      </h2>
      <ul className="divide-y divide-border">
        {groups.map((group) => (
          <Group
            key={`${group.logoId}:${group.method}`}
            orderId={orderId}
            group={group}
            canSend={canSend}
            mockupUrl={
              mockups.find(
                (mockup) => mockup.designId === group.designId && mockup.method === group.method,
              )?.url ?? null
            }
          />
        ))}
      </ul>
    </section>
  );
}
