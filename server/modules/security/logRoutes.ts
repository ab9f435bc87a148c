import { csvHeader } from '../../../domain/exports/csvColumns';
import { securityEventLabel } from '../../../domain/security/events';
import { callerLanguage } from '../../http/callerLanguage';
import { z } from 'zod';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import { ACCOUNT_ROLES, type Ctx, type Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { csvInstant, csvLine, csvZone, streamOf } from '../users/exportStream';
import { SECURITY_EVENTS } from './securityLog';
import { iterateLog, listLog, type LogFilter, type LogRow } from './securityLogRepository';

const filters = {
  event: z.union([z.enum(SECURITY_EVENTS, { message: `event must be one of: ${SECURITY_EVENTS.join(', ')}` }), z.literal('')]).optional(),
  user_id: z.union([z.number({ message: 'user_id must be a user id.' }).int('user_id must be a user id.').min(1).max(2_147_483_647), z.literal('')]).optional(),
  email: z.string().trim().max(254).optional(),
  ip: z.string().trim().max(64).optional(),
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')]).optional(),
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')]).optional(),
};
const listBody = listSchema(['id'], filters);
const exportBody = z.object(filters);
type Filter = z.infer<typeof exportBody>;

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

async function listWhere(c: Ctx, own?: LogFilter['own']) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listLog(c.var.deps.db, { ...body, own }, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toEntry), total, page);
}

const CSV_COLUMNS = ['id', 'created_at', 'event', 'user_id', 'actor_id', 'email', 'ip', 'user_agent', 'details'];

/** The log as a CSV in the caller's language and zone: headers in words, each event by its label. */
async function* logCsv(c: Ctx, f: Filter) {
  const zone = csvZone(c);
  const lang = callerLanguage(c);
  yield '\ufeff' + csvLine(CSV_COLUMNS.map((k) => csvHeader(k, lang)));
  for await (const rows of iterateLog(c.var.deps.db, f)) {
    yield rows.map((r) => csvLine([r.id, csvInstant(r.createdAt, zone), securityEventLabel(r.event, lang), r.userId, r.actorId, r.email, r.ip, r.userAgent, JSON.stringify(r.details)])).join('');
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
  { method: 'POST', path: '/security/security-log/list', reads: true, access: ADMIN, handler: (c) => listWhere(c) },
  { method: 'POST', path: '/security/security-log/export-csv', reads: true, access: ADMIN, handler: exportCsv },
  {
    method: 'POST',
    path: '/me/sign-in-history/list',
    reads: true,
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    sessionOnly: true,
    handler: (c) => listWhere(c, { userId: c.var.session!.user.id, events: SIGN_IN_EVENTS }),
  },
];
