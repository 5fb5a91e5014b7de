import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  contactMessages,
  designSubmissions,
  mailOutbox,
  newsletterSubscribers,
  storedFiles,
} from "#server/db/schema/index.ts";
import {
  adminPageSize,
  foundRows,
  offsetOf,
  orderBy,
  searchWhere,
  totalOver,
  type ListPage,
  type ListQuery,
} from "./admin-list.ts";

// The shop's inbox in the back office: contact messages, design quote requests with their files,
// newsletter subscribers and every e-mail the shop wrote (mail_outbox: in the embedded default the
// outbox is the mailbox, DESIGN §1). Read-only. Texts are sent to the page as text, never HTML:
// React prints them inert, so a message holding markup is shown, not run.

export const inboxSorts = ["created", "email"] as const;
export type InboxSort = (typeof inboxSorts)[number];

export type ContactMessageRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
};

export type DesignSubmissionRow = {
  id: string;
  contactName: string;
  contactEmail: string;
  serviceType: string;
  quantity: number;
  additionalNotes: string;
  status: string;
  file: { id: string; name: string; sizeBytes: number } | null;
  createdAt: string;
};

export type SubscriberRow = {
  id: string;
  email: string;
  createdAt: string;
  unsubscribedAt: string | null;
};

export type MailRow = {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  template: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function pageOf<In extends { total: number }, Out>(
  rows: In[],
  query: { page: number },
  map: (row: In) => Out,
): ListPage<Out> {
  return { ...foundRows(rows, map), page: query.page, pageSize: adminPageSize };
}

export async function listContactMessages(
  db: Db,
  query: ListQuery<InboxSort>,
  limit = adminPageSize,
  offset = offsetOf(query),
): Promise<ListPage<ContactMessageRow>> {
  const sorts = { created: contactMessages.createdAt, email: sql`lower(${contactMessages.email})` };
  const rows = await db
    .select({ row: contactMessages, total: totalOver })
    .from(contactMessages)
    .where(
      searchWhere(query.q, [
        sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
        contactMessages.email,
        contactMessages.subject,
        contactMessages.message,
      ]),
    )
    .orderBy(...orderBy(sorts[query.sort], query.dir, contactMessages.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, query, ({ row }) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone ?? "",
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listDesignSubmissions(
  db: Db,
  query: ListQuery<InboxSort>,
  limit = adminPageSize,
  offset = offsetOf(query),
): Promise<ListPage<DesignSubmissionRow>> {
  const sorts = {
    created: designSubmissions.createdAt,
    email: sql`lower(${designSubmissions.contactEmail})`,
  };
  const rows = await db
    .select({ row: designSubmissions, file: storedFiles, total: totalOver })
    .from(designSubmissions)
    .leftJoin(storedFiles, eq(storedFiles.id, designSubmissions.fileId))
    .where(
      searchWhere(query.q, [
        designSubmissions.contactName,
        designSubmissions.contactEmail,
        designSubmissions.additionalNotes,
        designSubmissions.serviceType,
      ]),
    )
    .orderBy(...orderBy(sorts[query.sort], query.dir, designSubmissions.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, query, ({ row, file }) => ({
    id: row.id,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    serviceType: row.serviceType,
    quantity: row.quantity,
    additionalNotes: row.additionalNotes,
    status: row.status,
    file: file ? { id: file.id, name: file.originalName, sizeBytes: file.sizeBytes } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listSubscribers(
  db: Db,
  query: ListQuery<InboxSort>,
  limit = adminPageSize,
  offset = offsetOf(query),
): Promise<ListPage<SubscriberRow>> {
  const sorts = {
    created: newsletterSubscribers.createdAt,
    email: sql`lower(${newsletterSubscribers.email})`,
  };
  const rows = await db
    .select({ row: newsletterSubscribers, total: totalOver })
    .from(newsletterSubscribers)
    .where(searchWhere(query.q, [newsletterSubscribers.email]))
    .orderBy(...orderBy(sorts[query.sort], query.dir, newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, query, ({ row }) => ({
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: iso(row.unsubscribedAt),
  }));
}

export async function listMail(
  db: Db,
  query: ListQuery<InboxSort>,
  limit = adminPageSize,
  offset = offsetOf(query),
): Promise<ListPage<MailRow>> {
  const sorts = { created: mailOutbox.createdAt, email: sql`lower(${mailOutbox.toAddress})` };
  const rows = await db
    .select({ row: mailOutbox, total: totalOver })
    .from(mailOutbox)
    .where(searchWhere(query.q, [mailOutbox.toAddress, mailOutbox.subject, mailOutbox.template]))
    .orderBy(...orderBy(sorts[query.sort], query.dir, mailOutbox.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, query, ({ row }) => ({
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    textBody: row.textBody,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  }));
}
