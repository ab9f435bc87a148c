import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { countOutbox, listOutbox } from '../../mail/transport';

/** The administrator reads the mail the server wrote (all of it when no SMTP server is set up). */
async function listMail(c: Ctx) {
  const body = await parseBody(c, listSchema(['id'], {}));
  const page = pageOf(body);
  const db = c.var.deps.db;
  const [rows, total] = await Promise.all([listOutbox(db, page.perPage, page.offset), countOutbox(db)]);
  const data = rows.map((r) => ({ id: r.id, to: r.toEmail, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString(), sent_at: r.sentAt?.toISOString() ?? null, error: r.error }));
  return list(c, data, total, page);
}

export const outboxEndpoints: Endpoint[] = [{ method: 'POST', path: '/user-management/mail-outbox/list', reads: true, access: { kind: 'roles', roles: ['admin'] }, handler: listMail }];
