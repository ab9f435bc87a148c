import { and, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { securityLog } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import { ROLES, type Ctx, type Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { csvLine, streamOf } from '../users/exportStream';
import { SECURITY_EVENTS } from './securityLog';

const filters = {
  event: z.union([z.enum(SECURITY_EVENTS, { message: `event must be one of: ${SECURITY_EVENTS.join(', ')}` }), z.literal('')]).optional(),
  user_id: z.union([z.coerce.number().int().min(1).max(2_147_483_647), z.literal('')]).optional(),
  email: z.string().trim().max(254).optional(),
  ip: z.string().trim().max(64).optional(),
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')]).optional(),
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')]).optional(),
};
const listBody = listSchema(['id'], filters);
const exportBody = z.object(filters);
type Filter = z.infer<typeof exportBody>;

function whereOf(f: Filter, extra: SQL[] = []) {
  const parts: SQL[] = [...extra];
  if (f.event) parts.push(eq(securityLog.event, f.event));
  if (f.user_id) parts.push(eq(securityLog.userId, f.user_id));
  if (f.email) parts.push(ilike(securityLog.email, containsPattern(f.email)));
  if (f.ip) parts.push(eq(securityLog.ip, f.ip));
  if (f.from) parts.push(gte(securityLog.createdAt, new Date(f.from)));
  // a date alone means up to the end of that day (UTC)
  if (f.to) parts.push(/^\d{4}-\d{2}-\d{2}$/.test(f.to) ? lt(securityLog.createdAt, new Date(Date.parse(f.to) + 86_400_000)) : lte(securityLog.createdAt, new Date(f.to)));
  return parts.length ? and(...parts) : undefined;
}

type LogRow = typeof securityLog.$inferSelect;
const toEntry = (r: LogRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  event: r.event,
  user_id: r.userId,
  actor_id: r.actorId,
  email: r.email,
  ip: r.ip,
  user_agent: r.userAgent,
  details: r.details,
});

async function listWhere(c: Ctx, extra: SQL[]) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const where = whereOf(body, extra);
  const order = body.sort === 'id' ? securityLog.id : desc(securityLog.id);
  const rows = await c.var.deps.db.select().from(securityLog).where(where).orderBy(order).limit(page.perPage).offset(page.offset);
  const [total] = await c.var.deps.db.select({ n: count() }).from(securityLog).where(where);
  return list(c, rows.map(toEntry), total?.n ?? 0, page);
}

/** Newest first, 2 000 rows a query, keyed on id so the pages never overlap while rows arrive. */
async function* logCsv(c: Ctx, f: Filter) {
  yield '\ufeff' + csvLine(['id', 'created_at', 'event', 'user_id', 'actor_id', 'email', 'ip', 'user_agent', 'details']);
  let before: number | null = null;
  for (;;) {
    const where = whereOf(f, before === null ? [] : [lt(securityLog.id, before)]);
    const rows: LogRow[] = await c.var.deps.db.select().from(securityLog).where(where).orderBy(desc(securityLog.id)).limit(2000);
    if (!rows.length) return;
    yield rows.map((r) => csvLine([r.id, r.createdAt, r.event, r.userId, r.actorId, r.email, r.ip, r.userAgent, JSON.stringify(r.details)])).join('');
    before = rows[rows.length - 1]!.id;
  }
}

async function exportCsv(c: Ctx) {
  // parsed before the first byte, so bad filters are a 422, never a broken download
  const body = await parseBody(c, exportBody);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', 'attachment; filename="security-log.csv"');
  return c.body(streamOf(logCsv(c, body)));
}

const SIGN_IN_EVENTS = ['login', 'login_failed', 'two_factor_failed'];
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;

export const securityLogEndpoints: Endpoint[] = [
  { method: 'POST', path: '/security/security-log/list', access: ADMIN, handler: (c) => listWhere(c, []) },
  { method: 'POST', path: '/security/security-log/export-csv', access: ADMIN, handler: exportCsv },
  {
    method: 'POST',
    path: '/me/sign-in-history/list',
    access: { kind: 'roles', roles: ROLES },
    handler: (c) => listWhere(c, [eq(securityLog.userId, c.var.session!.user.id), inArray(securityLog.event, SIGN_IN_EVENTS)]),
  },
];
