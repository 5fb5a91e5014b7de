import { DownloadIcon, MailIcon, MessageSquareIcon, PaletteIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type {
  AdminListData,
  ContactMessageRow,
  DesignSubmissionRow,
  InboxListName,
  MailRow,
  SubscriberRow,
} from "#server/admin/admin-pages.server.ts";
import { Badge, formatDateTime, Pager } from "./admin-ui.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import type { ListView } from "./list-view.ts";

// The Inbox tab: what the public forms left (contact messages, design quote requests with their
// files, newsletter subscribers) and every e-mail the shop wrote. Everything here is printed as
// text by React, so a message holding HTML shows its markup and never runs.

const boxes: { box: InboxListName; label: string; icon: typeof MailIcon; search: string }[] = [
  {
    box: "contact-messages",
    label: "Messages",
    icon: MessageSquareIcon,
    search: "Search by name, e-mail, subject or text",
  },
  {
    box: "design-submissions",
    label: "Design requests",
    icon: PaletteIcon,
    search: "Search by name, e-mail, service or notes",
  },
  {
    box: "newsletter-subscribers",
    label: "Subscribers",
    icon: UsersIcon,
    search: "Search by e-mail",
  },
  {
    box: "mail-outbox",
    label: "E-mails sent",
    icon: MailIcon,
    search: "Search by recipient, subject or kind",
  },
];

const emptyMessages: Record<InboxListName, [string, string]> = {
  "contact-messages": ["No messages yet.", "No messages found matching your search."],
  "design-submissions": [
    "No design requests yet.",
    "No design requests found matching your search.",
  ],
  "newsletter-subscribers": ["No subscribers yet.", "No subscribers found matching your search."],
  "mail-outbox": ["No e-mails written yet.", "No e-mails found matching your search."],
};

const card = "rounded-lg border border-border bg-white p-4 shadow-sm";

function Messages({ rows }: { rows: ContactMessageRow[] }) {
  return rows.map((row) => (
    <li key={row.id} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{row.subject}</p>
        <time dateTime={row.createdAt} className="text-xs text-slate-500">
          {formatDateTime(row.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {row.name} ·{" "}
        <a href={`mailto:${row.email}`} className="text-brand-700 hover:underline">
          {row.email}
        </a>
        {row.phone && ` · ${row.phone}`}
      </p>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
        {row.message}
      </p>
    </li>
  ));
}

function Designs({ rows }: { rows: DesignSubmissionRow[] }) {
  return rows.map((row) => (
    <li key={row.id} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {row.serviceType === "embroidery" ? "Embroidery" : "Printing"} · {row.quantity} items
        </p>
        <time dateTime={row.createdAt} className="text-xs text-slate-500">
          {formatDateTime(row.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {row.contactName} ·{" "}
        <a href={`mailto:${row.contactEmail}`} className="text-brand-700 hover:underline">
          {row.contactEmail}
        </a>{" "}
        <Badge className="ml-1 capitalize">{row.status}</Badge>
      </p>
      {row.additionalNotes && (
        <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
          {row.additionalNotes}
        </p>
      )}
      {row.file ? (
        <a
          href={`/files/${row.file.id}`}
          download
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <DownloadIcon className="size-4" aria-hidden />
          {row.file.name} ({Math.max(1, Math.round(row.file.sizeBytes / 1024))} KB)
        </a>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No file attached.</p>
      )}
    </li>
  ));
}

function Subscribers({ rows }: { rows: SubscriberRow[] }) {
  return rows.map((row) => (
    <li key={row.id} className={`${card} flex flex-wrap items-center justify-between gap-2 py-3`}>
      <span className="font-medium break-all text-slate-900">{row.email}</span>
      <span className="flex items-center gap-2 text-xs text-slate-500">
        Since {formatDateTime(row.createdAt)}
        {row.unsubscribedAt ? (
          <Badge>Unsubscribed</Badge>
        ) : (
          <Badge variant="success">Subscribed</Badge>
        )}
      </span>
    </li>
  ));
}

const mailStatus = { pending: "warning", sent: "success", failed: "destructive" } as const;

function Mails({ rows }: { rows: MailRow[] }) {
  return rows.map((row) => (
    <li key={row.id} className={card}>
      <details>
        <summary className="cursor-pointer list-none">
          <span className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{row.subject}</span>
            <time dateTime={row.createdAt} className="text-xs text-slate-500">
              {formatDateTime(row.createdAt)}
            </time>
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            To {row.toAddress}
            <Badge variant={mailStatus[row.status as keyof typeof mailStatus] ?? "secondary"}>
              {row.status}
            </Badge>
            <span className="text-xs text-brand-700">Show the e-mail</span>
          </span>
        </summary>
        <pre className="mt-3 overflow-x-auto rounded-md bg-slate-50 p-3 font-sans text-sm leading-6 whitespace-pre-wrap text-slate-800">
          {row.textBody}
        </pre>
      </details>
    </li>
  ));
}

export function InboxPanel({ view, list }: ListView & { list: AdminListData }) {
  const current = boxes.find((item) => item.box === list.list) ?? boxes[0]!;
  const [empty, emptySearch] = emptyMessages[current.box];
  const { rows, total, page, pageSize } = list.data;
  return (
    <>
      <nav aria-label="Inbox" className="mb-4 flex flex-wrap gap-2">
        {boxes.map((item) => (
          <Link
            key={item.box}
            to={`/admin?tab=inbox&box=${item.box}`}
            aria-current={item.box === current.box ? "page" : undefined}
            preventScrollReset
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium",
              item.box === current.box
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-border bg-white text-slate-700 hover:border-brand-200 hover:bg-brand-50",
            )}
          >
            <item.icon className="size-4" aria-hidden />
            {item.label}
          </Link>
        ))}
      </nav>
      <ListToolbar
        key={current.box}
        tab="inbox"
        hidden={{ box: current.box }}
        exportName={current.box}
        placeholder={current.search}
        {...view}
      />
      {rows.length === 0 ? (
        <p className={`${card} py-10 text-center text-sm text-slate-600`}>
          {view.q ? emptySearch : empty}
        </p>
      ) : (
        <ul aria-label={current.label} className="space-y-3">
          {list.list === "contact-messages" && <Messages rows={list.data.rows} />}
          {list.list === "design-submissions" && <Designs rows={list.data.rows} />}
          {list.list === "newsletter-subscribers" && <Subscribers rows={list.data.rows} />}
          {list.list === "mail-outbox" && <Mails rows={list.data.rows} />}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}
