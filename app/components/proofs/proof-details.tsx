import type { ReactNode } from "react";
import { Link } from "react-router";
import { extraSetupText } from "#core/proofs/extra-setup.ts";
import type { ProofGroup, ProofPage } from "#server/proofs/proof-views.server.ts";
import {
  dateTimeText,
  logoPreviewUrl,
  methodNames,
  sizeText,
  stitchCountText,
} from "./proof-format.ts";

// Issue 15.3: what the proof is of — the logo, the method, what the shop recorded when it made
// it (stitch count, size), which round, when it was sent and the shop's note — and the order's
// lines it goes on.

const previewSize = 64;

export function ProofDetails({ page }: { page: Pick<ProofPage, "proof" | "group"> }) {
  const { proof, group } = page;
  const size = sizeText(proof);
  const facts: [string, ReactNode][] = [
    [
      "Logo",
      <span className="flex items-center gap-3">
        {group.hasPreview && (
          <img
            src={logoPreviewUrl(group.logoId)}
            alt=""
            width={previewSize}
            height={previewSize}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded border border-border bg-white object-contain"
          />
        )}
        <span className="min-w-0 font-medium break-words">{group.logoName}</span>
      </span>,
    ],
    ["Method", methodNames[proof.method]],
  ];
  if (proof.stitchCount !== null) facts.push(["Stitch count", stitchCountText(proof.stitchCount)]);
  if (size) facts.push(["Size", size]);
  if (proof.extraSetupPence)
    facts.push([
      "Extra set-up",
      <span>
        {extraSetupText(proof.extraSetupPence)}
        {proof.extraOrderNumber && (
          <>
            {", charged as order "}
            <Link
              to={`/account/orders/${encodeURIComponent(proof.extraOrderNumber)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {proof.extraOrderNumber}
            </Link>
          </>
        )}
      </span>,
    ]);
  facts.push(["Proof round", String(proof.round)]);
  facts.push(["Sent", <time dateTime={proof.sentAt}>{dateTimeText(proof.sentAt)}</time>]);

  return (
    <section aria-labelledby="proof-details-heading" className="space-y-3">
      <h2 id="proof-details-heading" className="text-lg font-semibold text-slate-900">
        Details
      </h2>
      <dl
        className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm"
        data-testid="proof-details"
      >
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {proof.message && (
        <div className="rounded-md border border-border bg-slate-50 px-3 py-2 text-sm">
          <h3 className="font-semibold text-slate-900">Our note</h3>
          <p className="mt-1 break-words whitespace-pre-line text-slate-700">{proof.message}</p>
        </div>
      )}
    </section>
  );
}

export function ProofLines({ group }: { group: Pick<ProofGroup, "lines"> }) {
  return (
    <section aria-labelledby="proof-lines-heading" className="space-y-2">
      <h2 id="proof-lines-heading" className="text-lg font-semibold text-slate-900">
        Goes on
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-white text-sm">
        {group.lines.map((line, index) => (
          <li key={index} className="px-3 py-2">
            <p className="font-medium text-slate-900">{line.productTitle}</p>
            <p className="text-slate-600">
              {[line.variantTitle, `Qty ${line.quantity}`, line.position]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
