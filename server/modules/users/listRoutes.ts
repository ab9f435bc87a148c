import { z } from 'zod';
import { UserType } from '../../../domain/enums/user';
import { callerLanguage } from '../../http/callerLanguage';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { ADMIN_VIEW, MANAGE, VIEW } from './access';
import { filterOf, userFilterFields } from './listFilters';
import { csvDownload, csvZone, primed } from './exportStream';
import { userListCsv } from './listCsv';
import { iterateUsers, listUsers, SORTABLE, type ListKind, type ListRow } from './listRepository';
import { registrationGroups } from './registrationStats';
import { viewerOf } from './requestContext';
import { toAccountRow, toAffiliateRow, toManagerRow, toRequestRow } from './views';

const listBody = listSchema(SORTABLE, userFilterFields);

const ROW_VIEW: Record<ListKind, (row: ListRow, viewerType: number) => unknown> = {
  affiliates: toAffiliateRow,
  managers: toManagerRow,
  all: toAccountRow,
  requests: toRequestRow,
  registrations: toRequestRow,
};

const lister = (kind: ListKind) => async (c: Ctx) => {
  const body = await parseBody(c, listBody);
  const viewer = viewerOf(c);
  const filter = filterOf(c, body, kind === 'registrations' ? 'this_month' : undefined);
  const page = pageOf(body);
  if (kind === 'registrations' && body.group_by) {
    const rows = await registrationGroups(c.var.deps.db, viewer, filter, body.group_by, c.var.session!.user.timeZone);
    return list(c, rows, rows.length, { page: 1, perPage: Math.max(rows.length, 1) });
  }
  const { rows, total } = await listUsers(c.var.deps.db, kind, viewer, filter, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map((r) => ROW_VIEW[kind](r, viewer.userType)), total, page);
};

const exportBody = z.object(userFilterFields);

/** A list as a CSV in the downloader's language and zone, under the list's filters (listCsv.ts). */
const exporter = (kind: 'all' | 'affiliates' | 'managers', name: string) => async (c: Ctx) => {
  const body = await parseBody(c, exportBody);
  // the filter is checked (422) and the first rows read before the first byte is sent
  const rows = await primed(iterateUsers(c.var.deps.db, kind, viewerOf(c), filterOf(c, body)));
  return csvDownload(c, name, userListCsv(kind, rows, callerLanguage(c), csvZone(c)));
};

/** The managers one may hand affiliates to (batch change manager): ids and names only. */
async function managerOptions(c: Ctx) {
  const rows = await listUsers(c.var.deps.db, 'managers', { id: 0, userType: UserType.Admin }, { status_id: 1 }, { sort: 'first_name', perPage: 500, offset: 0 });
  return ok(c, rows.rows.map((r) => ({ id: r.id, name: r.full_name || r.email })));
}

const P = '/user_profiles';
/** The user lists; registered before the profile routes, whose `GET /user_profiles/:id` would take `managers/options`. */
export const listEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/affiliates/list`, reads: true, access: VIEW, handler: lister('affiliates') },
  { method: 'POST', path: `${P}/affiliates/export-csv`, reads: true, access: VIEW, handler: exporter('affiliates', 'affiliates.csv') },
  { method: 'POST', path: `${P}/managers/list`, reads: true, access: ADMIN_VIEW, handler: lister('managers') },
  { method: 'POST', path: `${P}/managers/export-csv`, reads: true, access: ADMIN_VIEW, handler: exporter('managers', 'managers.csv') },
  { method: 'GET', path: `${P}/managers/options`, access: MANAGE, handler: managerOptions },
  { method: 'POST', path: `${P}/list`, reads: true, access: VIEW, handler: lister('all') },
  { method: 'POST', path: `${P}/export-csv`, reads: true, access: VIEW, handler: exporter('all', 'accounts.csv') },
  { method: 'POST', path: `${P}/affiliate-requests/list`, reads: true, access: VIEW, handler: lister('requests') },
  { method: 'POST', path: `${P}/registration-stats/list`, reads: true, access: VIEW, handler: lister('registrations') },
];
