import { z } from 'zod';
import { firstLinkIn, mailOutboxResource, mailStatusOf } from '../../../domain/users/mailOutbox';
import { NotFound } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { countOutbox, findOutboxAttachment, findOutboxMail, listOutbox } from '../../mail/transport';

type MailRow = NonNullable<Awaited<ReturnType<typeof findOutboxMail>>>;

const smtpConfigured = (c: Ctx) => Boolean(c.var.deps.config.smtpUrl);

const toMail = (r: MailRow, smtp: boolean) => ({
  id: r.id,
  to: r.toEmail,
  subject: r.subject,
  body: r.body,
  link: firstLinkIn(r.body),
  status: mailStatusOf(r, smtp),
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
  error: r.error,
  // its name, type and size only: the bytes are downloaded on their own (readAttachment)
  attachment: r.attachmentName === null ? null : { name: r.attachmentName, type: r.attachmentType, size: r.attachmentSize },
});

const listBody = listSchema(['id'], { q: z.string({ message: 'Search must be text.' }).trim().max(200).optional() });

/** The administrator reads the mail the server wrote (all of it when no SMTP server is set up). */
async function listMail(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const db = c.var.deps.db;
  const smtp = smtpConfigured(c);
  const [rows, total] = await Promise.all([listOutbox(db, page.perPage, page.offset, body.q || undefined), countOutbox(db, body.q || undefined)]);
  return list(c, rows.map((r) => toMail(r, smtp)), total, page);
}

async function readMail(c: Ctx) {
  const row = await findOutboxMail(c.var.deps.db, idParam(c));
  if (!row) throw new NotFound('Message not found.');
  return ok(c, toMail(row, smtpConfigured(c)));
}

/** The message's attachment as a file; 404 for an unknown message or one without an attachment. */
async function readAttachment(c: Ctx) {
  const file = await findOutboxAttachment(c.var.deps.db, idParam(c));
  if (!file) throw new NotFound('Attachment not found.');
  const name = file.filename.replace(/[^\w.-]/g, '_');
  return c.body(file.content, 200, { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${name}"` });
}

/** Whether mail leaves the server: the outbox screen says so when it does not. */
const readDelivery = (c: Ctx) => ok(c, { smtp_configured: smtpConfigured(c), from: c.var.deps.config.smtpFrom });

const P = mailOutboxResource.api.path;
const ADMIN = { kind: 'roles', ...mailOutboxResource.access.list } as const;
export const outboxEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/list`, reads: true, access: ADMIN, handler: listMail },
  { method: 'GET', path: `${P}/delivery`, access: ADMIN, handler: readDelivery },
  { method: 'GET', path: `${P}/:id`, access: ADMIN, handler: readMail },
  { method: 'GET', path: `${P}/:id/attachment`, access: ADMIN, handler: readAttachment },
];
