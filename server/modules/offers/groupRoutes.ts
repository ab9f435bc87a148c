import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MarketplaceCategoryStatus } from '../../../domain/enums/dictionary-status';
import { statusDisplay } from '../../../domain/enums/status-display';
import { containsPattern } from '../../db/like';
import { offerGroups, offers } from '../../db/schema';
import { listSchema, orderBy, pageOf } from '../../http/listQuery';
import { fail, invalid, list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter, twoStateStatus } from '../dictionaries/fields';
import type { Tx } from '../../db/tx';
import { isAffiliate, OFFER_KEYS } from './context';

// Offer groups are a small dictionary like marketplace categories: Active 1 / Deactivated -1, and
// "delete" deactivates, since offers and traffic events keep pointing at the group.
const ACTIVE = 1;
const status = twoStateStatus('Status must be 1 (Active) or -1 (Deactivated).');
const name = z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.');
const listBody = listSchema(['id', 'name', 'status', 'created_at'], { q: z.string().trim().max(100).optional(), status: optionalFilter(status) });

const offersCount = sql<number>`(select count(*)::int from ${offers} where ${offers.offerGroupId} = ${offerGroups.id} and ${offers.status} <> -1)`;
const SORTABLE = { id: offerGroups.id, name: offerGroups.name, status: offerGroups.status, created_at: offerGroups.createdAt };

type GroupRow = typeof offerGroups.$inferSelect & { offersCount: number };
const toGroup = (g: GroupRow) => ({
  id: g.id,
  name: g.name,
  status: g.status,
  ...statusDisplay(MarketplaceCategoryStatus, g.status),
  offers_count: Number(g.offersCount),
  created_at: g.createdAt,
  updated_at: g.updatedAt,
});

const select = (db: Tx) => db.select({ id: offerGroups.id, name: offerGroups.name, status: offerGroups.status, createdAt: offerGroups.createdAt, updatedAt: offerGroups.updatedAt, offersCount }).from(offerGroups);

async function find(db: Tx, id: number, activeOnly: boolean) {
  const [row] = await select(db).where(and(eq(offerGroups.id, id), activeOnly ? eq(offerGroups.status, ACTIVE) : undefined)).limit(1);
  return row;
}

async function nameTaken(db: Tx, value: string, exceptId?: number) {
  const rows = await db
    .select({ id: offerGroups.id })
    .from(offerGroups)
    .where(and(sql`lower(${offerGroups.name}) = ${value.toLowerCase()}`, exceptId ? sql`${offerGroups.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}
const TAKEN = { field: 'name', message: 'An offer group with this name already exists.' };

async function listGroups(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const db = c.var.deps.db;
  const where = and(
    isAffiliate(c) ? eq(offerGroups.status, ACTIVE) : body.status === undefined ? undefined : eq(offerGroups.status, body.status),
    body.q ? ilike(offerGroups.name, containsPattern(body.q)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    select(db).where(where).orderBy(...orderBy(body.sort, SORTABLE, offerGroups.id)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(offerGroups).where(where),
  ]);
  return list(c, rows.map(toGroup), Number(totals[0]?.n ?? 0), page);
}

async function readGroup(c: Ctx) {
  const row = await find(c.var.deps.db, idParam(c), isAffiliate(c));
  return row ? ok(c, toGroup(row)) : fail(c, 404, 'Offer group not found.');
}

async function createGroup(c: Ctx) {
  const body = await parseBody(c, z.object({ name, status: status.default(ACTIVE) }));
  const db = c.var.deps.db;
  if (await nameTaken(db, body.name)) return invalid(c, [TAKEN]);
  const [row] = await db.insert(offerGroups).values(body).returning({ id: offerGroups.id });
  return ok(c, toGroup((await find(db, row!.id, false))!), 201);
}

async function updateGroup(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, z.object({ name: name.optional(), status: status.optional() }));
  const { db, now } = c.var.deps;
  if (!(await find(db, id, false))) return fail(c, 404, 'Offer group not found.');
  if (body.name !== undefined && (await nameTaken(db, body.name, id))) return invalid(c, [TAKEN]);
  await db.update(offerGroups).set({ ...body, updatedAt: now() }).where(eq(offerGroups.id, id));
  return ok(c, toGroup((await find(db, id, false))!));
}

async function deleteGroup(c: Ctx) {
  const { db, now } = c.var.deps;
  const rows = await db.update(offerGroups).set({ status: -1, updatedAt: now() }).where(eq(offerGroups.id, idParam(c))).returning({ id: offerGroups.id });
  return rows.length ? c.json({ success: true }) : fail(c, 404, 'Offer group not found.');
}

const BASE = '/dictionary/offer-groups';
const FEATURE = 'offer_management' as const;
const VIEW = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: FEATURE } as const;

export const offerGroupEndpoints: Endpoint[] = [
  { method: 'POST', path: `${BASE}/list`, access: VIEW, handler: listGroups },
  { method: 'POST', path: BASE, access: MANAGE, handler: createGroup },
  { method: 'GET', path: `${BASE}/:id`, access: VIEW, handler: readGroup },
  { method: 'PUT', path: `${BASE}/:id`, access: MANAGE, handler: updateGroup },
  { method: 'DELETE', path: `${BASE}/:id`, access: MANAGE, handler: deleteGroup },
];
