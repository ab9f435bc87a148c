import { z } from 'zod';
import { CONTACT_TODAY_RECOMPUTE_PATH, contactTodayResource } from '../../../domain/desk/contactToday';
import { ContactTodayPriority, ContactTodayReason, ContactTodayStatus } from '../../../domain/enums/alert';
import { NotFound } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { computeContactToday, listContactToday, updateContactToday, type ContactTodayRow, type ContactTodayScope } from './contactTodayRepository';

/** A manager works on their own affiliates; an admin on everyone's (docs/decisions/desk.md). */
const scopeOf = (c: Ctx): ContactTodayScope => (c.var.role === 'admin' ? {} : { managerId: c.var.session!.user.id });

const NOTE_MAX = 2000;
const DAY_MESSAGE = 'day must be a date, YYYY-MM-DD.';
const isDay = (d: string) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
};

/** One value or several (a grid's single select or multi-select): always a list. */
const oneOrMany = <S extends z.ZodType>(item: S) => optionalFilter(z.union([item, z.array(item)])).transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));
const valueOf = <T extends string | number>(values: readonly T[], name: string) =>
  z.custom<T>((v) => values.includes(v as T), { message: `${name} must be one of: ${values.join(', ')}.` });

const listBody = listSchema(['priority', 'day', 'status', 'reason', 'affiliate_id', 'id'], {
  reason: oneOrMany(valueOf(ContactTodayReason.values, 'reason')),
  priority: oneOrMany(valueOf(ContactTodayPriority.values, 'priority')),
  status: oneOrMany(valueOf(ContactTodayStatus.values, 'status')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be a user id.')),
  day: optionalFilter(z.string({ message: DAY_MESSAGE }).refine(isDay, DAY_MESSAGE)),
});

const updateBody = z
  .object({
    status: valueOf(ContactTodayStatus.values, 'status').optional(),
    note: z.string({ message: 'note must be text.' }).max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters.`).optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: 'Give a status, a note or both.', path: ['status'] });

const noFields = z.object({}, { message: 'The body must be empty or {}.' }).strict();

export const toContactToday = (r: ContactTodayRow) => ({ ...r, affiliate_id: r.affiliate_id === null ? null : Number(r.affiliate_id) });

async function listRows(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listContactToday(c.var.deps.db, scopeOf(c), body, page, body.sort || undefined);
  return list(c, rows.map(toContactToday), total, page);
}

async function updateRow(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, updateBody);
  const row = await updateContactToday(c.var.deps.db, scopeOf(c), id, body, c.var.session!.user.id, c.var.deps.now());
  if (!row) throw new NotFound('Contact-today row not found.');
  return ok(c, toContactToday(row));
}

async function recompute(c: Ctx) {
  await parseBody(c, noFields);
  return ok(c, await computeContactToday(c.var.deps.db, c.var.deps.now(), scopeOf(c)));
}

const P = contactTodayResource.api.path;
const VIEW = { kind: 'roles', ...contactTodayResource.access.list } as const;
const MANAGE = { kind: 'roles', ...contactTodayResource.access.edit } as const;

export const contactTodayEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/list`, reads: true, access: VIEW, handler: listRows },
  { method: 'POST', path: CONTACT_TODAY_RECOMPUTE_PATH, access: MANAGE, handler: recompute },
  { method: 'PUT', path: `${P}/:id`, access: MANAGE, handler: updateRow },
];
