import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ImportJobSummary } from "#server/catalogue/catalogue-import.server.ts";
import { Progress } from "#app/components/ui/progress.tsx";
import {
  AdminTableHead,
  Badge,
  cellClass,
  EmptyRow,
  formatDateTime,
  PlainHeader,
  rowClass,
  type BadgeVariant,
} from "../admin-ui.tsx";
import { ProblemList, ScrollTable } from "./csv-check-result.tsx";
import { readImport } from "./csv-import-api.ts";

// Issue 11.5: an import's progress (rows done of the total, asked for every second while it runs;
// the figures live in the database, so a reloaded page or another instance shows the same), and the
// latest imports, each of which can be opened again.

const number = (value: number) => value.toLocaleString("en-GB");
const isRunning = (job: ImportJobSummary) => job.status === "queued" || job.status === "running";

const statuses: Record<ImportJobSummary["status"], { label: string; variant: BadgeVariant }> = {
  queued: { label: "Waiting", variant: "secondary" },
  running: { label: "Importing", variant: "warning" },
  done: { label: "Finished", variant: "success" },
  failed: { label: "Stopped", variant: "destructive" },
};

export function ImportStatusBadge({ status }: { status: ImportJobSummary["status"] }) {
  return <Badge variant={statuses[status].variant}>{statuses[status].label}</Badge>;
}

function outcome(job: ImportJobSummary) {
  const parts = [
    `${number(job.created)} created`,
    `${number(job.updated)} updated`,
    `${number(job.unchanged)} unchanged`,
  ];
  if (job.failed > 0) parts.push(`${number(job.failed)} left out with problems`);
  return parts.join(", ");
}

/** Follows one import until it ends; `onEnded` once it has (the page refreshes its list). */
export function ImportProgress({
  id,
  initial,
  onEnded,
}: {
  id: string;
  initial: ImportJobSummary | null;
  onEnded: () => void;
}) {
  const [job, setJob] = useState<ImportJobSummary | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [prevId, setPrevId] = useState(id);
  if (id !== prevId) {
    setPrevId(id);
    setJob(initial);
  }

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await readImport(id);
      if (stopped) return;
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      setJob(result.data);
      if (isRunning(result.data)) timer = setTimeout(poll, 1000);
      else onEnded();
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // onEnded is the page's refresh: a new function each render must not restart the polling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (error && !job)
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        {error}
      </p>
    );
  if (!job)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2Icon className="size-4 animate-spin" aria-hidden /> Loading the import…
      </p>
    );
  const running = isRunning(job);
  const percent = job.totalRows > 0 ? Math.floor((job.processedRows / job.totalRows) * 100) : 0;
  return (
    <section
      aria-labelledby="progress-heading"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="progress-heading" className="text-lg font-semibold text-slate-900">
            {running ? "Importing" : job.status === "done" ? "Import finished" : "Import stopped"}:{" "}
            <span className="break-words">{job.fileName}</span>
          </h2>
          <p className="text-sm text-slate-600">
            Started {formatDateTime(job.startedAt ?? job.createdAt)}
            {job.pricesIncludeVat ? " · prices with VAT divided by 1.2" : ""}
          </p>
        </div>
        <ImportStatusBadge status={job.status} />
      </div>
      <div className="mt-4 space-y-2" aria-live="polite">
        <Progress
          value={job.processedRows}
          max={Math.max(job.totalRows, 1)}
          aria-label="Rows imported"
          getValueLabel={() => `${number(job.processedRows)} of ${number(job.totalRows)} rows`}
        />
        <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <span>
            <strong className="tabular-nums">{number(job.processedRows)}</strong> of{" "}
            <span className="tabular-nums">{number(job.totalRows)}</span> rows
          </span>
          <span className="tabular-nums">{percent}%</span>
        </p>
        <p className="text-sm text-slate-700">{outcome(job)}.</p>
      </div>
      {running ? (
        <p className="mt-3 text-sm text-slate-600">
          You can leave this page: the import carries on, and you can come back to it here.
        </p>
      ) : job.status === "done" ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2Icon className="size-4" aria-hidden />
          <span>
            The shop shows the changes now.{" "}
            <Link to="/admin/products?sort=updated&dir=desc" className="font-semibold underline">
              View products
            </Link>
          </span>
        </p>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-sm text-red-800">
          <XCircleIcon className="size-4" aria-hidden />
          The import stopped before the end: the products counted above were imported.
        </p>
      )}
      {job.errors.length > 0 && (
        <div className="mt-4 space-y-2">
          <h3 className="text-base font-semibold text-slate-900">
            {job.status === "failed" ? "What went wrong" : "Left out with problems"}
          </h3>
          <ProblemList problems={job.errors} label="Problems of this import" />
        </div>
      )}
    </section>
  );
}

/** The latest imports, newest first; each opens its progress and problems. */
export function RecentImports({
  imports,
  selectedId,
}: {
  imports: readonly ImportJobSummary[];
  selectedId: string | null;
}) {
  return (
    <section aria-labelledby="recent-heading" className="space-y-3">
      <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
        Recent imports
      </h2>
      <ScrollTable label="Recent imports">
        <AdminTableHead>
          <PlainHeader>Started</PlainHeader>
          <PlainHeader>File</PlainHeader>
          <PlainHeader>Status</PlainHeader>
          <PlainHeader>Rows</PlainHeader>
          <PlainHeader>Result</PlainHeader>
        </AdminTableHead>
        <tbody>
          {imports.length === 0 && <EmptyRow columns={5}>No imports yet.</EmptyRow>}
          {imports.map((job) => (
            <tr
              key={job.id}
              className={rowClass}
              aria-current={job.id === selectedId ? "true" : undefined}
            >
              <td className={`${cellClass} whitespace-nowrap`}>
                <Link
                  to={`?import=${job.id}`}
                  preventScrollReset
                  className="font-medium text-brand-700 hover:underline"
                >
                  {formatDateTime(job.createdAt)}
                </Link>
              </td>
              <td className={`${cellClass} max-w-56 truncate`} title={job.fileName}>
                {job.fileName}
              </td>
              <td className={cellClass}>
                <ImportStatusBadge status={job.status} />
              </td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {number(job.processedRows)} / {number(job.totalRows)}
              </td>
              <td className={`${cellClass} min-w-56`}>{outcome(job)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
