import { z } from 'zod';
import { ActivityEntity, ActivityLogType, activityLogResource, describeFieldChanges } from '../../../domain/activity/activityLog';
import type { InterfaceLanguage } from '../../../domain/languages';
import { callerLanguage } from '../../http/callerLanguage';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import type { Access, Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { csvDownload, csvInstant, csvLine, csvZone, primed } from '../users/exportStream';
import { filterOf, userFilterFields } from '../users/listFilters';
import { viewerOf } from '../users/requestContext';
import { iterateActivity, listActivity, type ActivityFilter, type ActivityRow } from './activityLogRepository';

const oneOrMany = <T extends z.ZodTypeAny>(one: T) => z.union([one, z.array(one).max(50), z.literal(''), z.null()]).optional();
const typeField = z.string().refine(ActivityLogType.is, { message: `type must be one of: ${ActivityLogType.values.join(', ')}` });
const entityField = z.string().refine(ActivityEntity.is, { message: `entity must be one of: ${ActivityEntity.values.join(', ')}` });

const filterFields = {
  type: oneOrMany(typeField),
  entity: oneOrMany(entityField),
  entity_id: z.union([z.string().trim().max(100), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.null()]).optional(),
  actor_id: z.union([z.number({ message: 'actor_id must be a user id.' }).int().positive().max(2_147_483_647), z.literal(''), z.null()]).optional(),
  period_type: userFilterFields.period_type,
  period_start: userFilterFields.period_start,
  period_finish: userFilterFields.period_finish,
};
const listBody = listSchema(['id', 'created_at'], filterFields);
const exportBody = z.object(filterFields);

const many = <T>(v: T | T[] | '' | null | undefined): T[] | undefined => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]);

function filterFrom(c: Ctx, body: z.infer<typeof exportBody>): ActivityFilter {
  const entityId = body.entity_id === undefined || body.entity_id === null || body.entity_id === '' ? undefined : String(body.entity_id);
  return {
    types: many(body.type),
    entities: many(body.entity),
    entity_id: entityId,
    actor_id: typeof body.actor_id === 'number' ? body.actor_id : undefined,
    period: filterOf(c, body).period,
  };
}

const toEntry = (r: ActivityRow) => ({ ...r, fields: Object.keys(r.changes), created_at: r.created_at.toISOString() });

async function listLog(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listActivity(c.var.deps.db, viewerOf(c), filterFrom(c, body), {
    descending: body.sort !== 'id' && body.sort !== 'created_at',
    perPage: page.perPage,
    offset: page.offset,
  });
  return list(c, rows.map(toEntry), total, page);
}

const HEADERS: Record<InterfaceLanguage, readonly string[]> = {
  en: ['ID', 'Time', 'Actor ID', 'Actor', 'IP address', 'Type', 'Entity', 'Entity ID', 'Changes'],
  ru: ['ID', 'Время', 'ID автора', 'Автор', 'IP-адрес', 'Тип', 'Объект', 'ID объекта', 'Изменения'],
};

/** The log as a CSV in the caller's language and zone: the type and entity by label, each change `field: before → after`. */
async function* activityCsv(rows: AsyncIterable<ActivityRow[]>, lang: InterfaceLanguage, zone: string) {
  yield '\ufeff' + csvLine(HEADERS[lang]);
  for await (const chunk of rows) {
    yield chunk
      .map((r) =>
        csvLine([r.id, csvInstant(r.created_at, zone), r.actor_id, r.actor_email, r.ip, ActivityLogType.label(r.type, lang), ActivityEntity.label(r.entity, lang), r.entity_id, describeFieldChanges(r.changes)]),
      )
      .join('');
  }
}

async function exportCsv(c: Ctx) {
  const body = await parseBody(c, exportBody);
  // the filter is checked (422) and the first rows read before the first byte is sent
  const rows = await primed(iterateActivity(c.var.deps.db, viewerOf(c), filterFrom(c, body)));
  return csvDownload(c, 'activity-log.csv', activityCsv(rows, callerLanguage(c), csvZone(c)));
}

const { api, access } = activityLogResource;
const VIEW: Access = { kind: 'roles', ...access.list };

export const activityLogEndpoints: Endpoint[] = [
  { method: 'POST', path: `${api.path}/list`, reads: true, access: VIEW, handler: listLog },
  { method: 'POST', path: `${api.path}/export-csv`, reads: true, access: VIEW, handler: exportCsv },
];
