import { z } from 'zod';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { VIEW } from './access';
import { csvHeader } from '../../../domain/exports/csvColumns';
import type { InterfaceLanguage } from '../../../domain/languages';
import { ChangeLogAction, describeChanges, personIdsOf } from '../../../domain/users/changeLog';
import type { Db } from '../../db/client';
import { callerLanguage } from '../../http/callerLanguage';
import { iterateChanges, listChanges, personNames, REGISTRATION_ACTIONS, type ChangeLogFilter, type ChangeLogRow } from './changeLogRepository';
import { csvInstant, csvLine, csvZone, primed, streamOf } from './exportStream';
import { iterateUsers } from './listRepository';
import { userListCsv } from './listCsv';
import { pdfStream } from './pdfExport';
import { registrationGroups } from './registrationStats';
import { filterOf, userFilterFields } from './listFilters';
import { viewerOf } from './requestContext';

const optionalId = z.union([z.number({ message: 'Must be a user id.' }).int().positive().max(2_147_483_647), z.literal(''), z.null()]).optional();
const changeLogFields = {
  q: userFilterFields.q,
  user_id: optionalId,
  actor_id: optionalId,
  action: z.union([z.string().trim().max(40), z.array(z.string().trim().max(40)).max(20)]).optional(),
  period_type: userFilterFields.period_type,
  period_start: userFilterFields.period_start,
  period_finish: userFilterFields.period_finish,
};
const listBody = listSchema(['id', 'created_at'], changeLogFields);
const exportBody = z.object(changeLogFields);

const idOf = (v: number | '' | null | undefined) => (typeof v === 'number' ? v : undefined);

function changeFilter(c: Ctx, body: z.infer<typeof exportBody>): ChangeLogFilter {
  const actions = body.action === undefined || body.action === '' ? undefined : Array.isArray(body.action) ? body.action : [body.action];
  return { q: body.q || undefined, user_id: idOf(body.user_id), actor_id: idOf(body.actor_id), actions, period: filterOf(c, body).period };
}

/**
 * One entry as the list shows it: the changed fields with their old and new values, and the names
 * of the people they name by id (`names: { "3": "Max Manager" }`), so the screen reads a sentence.
 */
function toEntry(row: ChangeLogRow, known: Record<string, string>) {
  const names = Object.fromEntries(personIdsOf(row.changes).flatMap((id) => (known[id] ? [[String(id), known[id]]] : [])));
  return { ...row, fields: Object.keys(row.changes), names, created_at: row.created_at.toISOString() };
}

async function listLog(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listChanges(c.var.deps.db, viewerOf(c), changeFilter(c, body), {
    descending: body.sort !== 'id' && body.sort !== 'created_at',
    perPage: page.perPage,
    offset: page.offset,
  });
  const known = await personNames(c.var.deps.db, rows.flatMap((r) => personIdsOf(r.changes)));
  return list(c, rows.map((r) => toEntry(r, known)), total, page);
}

const download = (c: Ctx, stream: ReadableStream<Uint8Array>, name: string, type: string) => {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(stream);
};

const CHANGE_LOG_COLUMNS = ['id', 'created_at', 'user_id', 'user_email', 'actor_id', 'actor_email', 'action', 'changes', 'ip'];

/**
 * The log as a CSV in the caller's language and zone, as the list reads: the action by its label,
 * each change a sentence of field labels, value labels and the names of the people it names.
 */
async function* changeLogCsv(db: Db, rows: AsyncIterable<ChangeLogRow[]>, lang: InterfaceLanguage, zone: string) {
  yield '\ufeff' + csvLine(CHANGE_LOG_COLUMNS.map((k) => csvHeader(k, lang)));
  for await (const chunk of rows) {
    const names = await personNames(db, chunk.flatMap((r) => personIdsOf(r.changes)));
    yield chunk
      .map((r) => csvLine([r.id, csvInstant(r.created_at, zone), r.user_id, r.user_email, r.actor_id, r.actor_email, ChangeLogAction.label(r.action, lang), describeChanges(r.changes, names, lang), r.ip]))
      .join('');
  }
}

async function exportLogCsv(c: Ctx) {
  const body = await parseBody(c, exportBody);
  const rows = await primed(iterateChanges(c.var.deps.db, viewerOf(c), changeFilter(c, body)));
  return download(c, streamOf(changeLogCsv(c.var.deps.db, rows, callerLanguage(c), csvZone(c))), 'user-changes-log.csv', 'text/csv; charset=utf-8');
}

/** One line per entry: time (UTC), the user's id, name and e-mail, the action, who did it, from where. */
export function registrationLine(r: ChangeLogRow): string {
  const who = [r.user_name, r.user_email ? `<${r.user_email}>` : ''].filter(Boolean).join(' ');
  return `${r.created_at.toISOString().slice(0, 19).replace('T', ' ')}  #${r.user_id} ${who}  ${r.action}  by ${r.actor_email ?? 'visitor'}  ${r.ip}`;
}

async function* registrationLines(rows: AsyncIterable<ChangeLogRow[]>) {
  for await (const chunk of rows) yield chunk.map(registrationLine);
}

async function exportRegistrationPdf(c: Ctx) {
  const body = await parseBody(c, exportBody);
  const filter = changeFilter(c, body);
  const rows = await primed(iterateChanges(c.var.deps.db, viewerOf(c), { ...filter, actions: filter.actions ?? REGISTRATION_ACTIONS }));
  return download(c, pdfStream('Registration log', registrationLines(rows)), 'registration-log.pdf', 'application/pdf');
}

const statsBody = z.object(userFilterFields);
const GROUPED_COLUMNS = ['period', 'registrations', 'email_confirmed', 'pending', 'approved', 'declined'] as const;

/** The grouped rows, as the screen shows them under a group_by: one line per day, week or month. */
async function* groupedStatsCsv(rows: Awaited<ReturnType<typeof registrationGroups>>, lang: InterfaceLanguage) {
  yield '\ufeff' + csvLine(GROUPED_COLUMNS.map((k) => csvHeader(k, lang)));
  yield rows.map((r) => csvLine(GROUPED_COLUMNS.map((k) => r[k]))).join('');
}

async function exportRegistrationStatsCsv(c: Ctx) {
  const body = await parseBody(c, statsBody);
  const viewer = viewerOf(c);
  if (body.group_by) {
    const rows = await registrationGroups(c.var.deps.db, viewer, filterOf(c, body, 'this_month'), body.group_by, c.var.session!.user.timeZone);
    return download(c, streamOf(groupedStatsCsv(rows, callerLanguage(c))), `registration-stats-by-${body.group_by}.csv`, 'text/csv; charset=utf-8');
  }
  // the filter is checked (422) and the first rows read before the first byte is sent
  const rows = await primed(iterateUsers(c.var.deps.db, 'registrations', viewer, filterOf(c, body, 'this_month')));
  return download(c, streamOf(userListCsv('registrations', rows, callerLanguage(c), csvZone(c))), 'registration-stats.csv', 'text/csv; charset=utf-8');
}

const M = '/user-management';
export const changeLogEndpoints: Endpoint[] = [
  { method: 'POST', path: `${M}/user-change-log/list`, reads: true, access: VIEW, handler: listLog },
  { method: 'POST', path: `${M}/user-change-log/export-csv`, reads: true, access: VIEW, handler: exportLogCsv },
  { method: 'POST', path: `${M}/user-change-log/registration-log-export-pdf`, reads: true, access: VIEW, handler: exportRegistrationPdf },
  { method: 'POST', path: `${M}/registration-stats/export-csv`, reads: true, access: VIEW, handler: exportRegistrationStatsCsv },
];
