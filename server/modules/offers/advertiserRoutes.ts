import { randomBytes } from 'node:crypto';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { postbackUrl } from '../../../domain/conversions/postbackUrl';
import { CampaignStatus } from '../../../domain/enums/campaign';
import { statusDisplay } from '../../../domain/enums/status-display';
import { UserStatus, UserType } from '../../../domain/enums/user';
import { containsPattern } from '../../db/like';
import { offers, users } from '../../db/schema';
import { listSchema, orderBy, pageOf } from '../../http/listQuery';
import { fail, list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter } from '../dictionaries/fields';
import type { Tx } from '../../db/tx';
import { OFFER_KEYS } from './context';
import { firstActiveDomain } from './references';

/** A postback token: 32 random bytes, base64url (43 characters), unguessable and URL-safe. */
export const newPostbackToken = () => randomBytes(32).toString('base64url');

const offersCount = sql<number>`(select count(*)::int from ${offers} where ${offers.advertiserId} = ${users.id} and ${offers.status} <> ${CampaignStatus.Deleted})`;
const activeCount = sql<number>`(select count(*)::int from ${offers} where ${offers.advertiserId} = ${users.id} and ${offers.status} = ${CampaignStatus.Active})`;
const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  statusId: users.statusId,
  token: users.postbackToken,
  createdAt: users.createdAt,
  offersCount,
  activeCount,
};
type AdvertiserRow = { id: number; email: string; firstName: string; lastName: string; statusId: number; token: string | null; createdAt: Date; offersCount: number; activeCount: number };

const toAdvertiser = (a: AdvertiserRow) => ({
  id: a.id,
  email: a.email,
  first_name: a.firstName,
  last_name: a.lastName,
  full_name: [a.firstName, a.lastName].filter(Boolean).join(' '),
  status_id: a.statusId,
  ...statusDisplay(UserStatus, a.statusId),
  offers_count: Number(a.offersCount),
  active_offers_count: Number(a.activeCount),
  has_postback_token: a.token !== null,
  created_at: a.createdAt,
});

const isAdvertiser = eq(users.userType, UserType.Advertiser);
const SORTABLE = { id: users.id, email: users.email, created_at: users.createdAt, offers_count: offersCount };
const listBody = listSchema(['id', 'email', 'created_at', 'offers_count'], {
  q: z.string().trim().max(200).optional(),
  status_id: optionalFilter(z.coerce.number().refine((v) => UserStatus.is(v), 'status_id must be 1 or 0.')),
});

async function find(db: Tx, id: number) {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isAdvertiser)).limit(1);
  return row as AdvertiserRow | undefined;
}

async function listAdvertisers(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const db = c.var.deps.db;
  const where = and(
    isAdvertiser,
    body.status_id === undefined ? undefined : eq(users.statusId, body.status_id),
    body.q ? or(ilike(users.email, containsPattern(body.q)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(body.q))) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select(columns).from(users).where(where).orderBy(...orderBy(body.sort, SORTABLE as never, users.id)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return list(c, (rows as AdvertiserRow[]).map(toAdvertiser), Number(totals[0]?.n ?? 0), page);
}

/**
 * One advertiser with their postback token and (issue 14) the postback URL to give them, on the
 * first active tracking domain (an offer's own domain is on the offer's integration tab); null
 * without a token or a domain.
 */
async function readAdvertiser(c: Ctx) {
  const { db, config } = c.var.deps;
  const row = await find(db, idParam(c));
  if (!row) return fail(c, 404, 'Advertiser not found.');
  const domain = row.token ? await firstActiveDomain(db) : undefined;
  const url = domain && row.token ? postbackUrl({ domain: domain.domain, token: row.token, localPort: config.port }) : null;
  return ok(c, { ...toAdvertiser(row), postback_token: row.token, postback_url: url });
}

async function regenerateToken(c: Ctx) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const token = newPostbackToken();
  const rows = await db.update(users).set({ postbackToken: token, updatedAt: now() }).where(and(eq(users.id, id), isAdvertiser)).returning({ id: users.id });
  return rows.length ? ok(c, { id, postback_token: token }) : fail(c, 404, 'Advertiser not found.');
}

const FEATURE = 'offer_management' as const;
const VIEW = { kind: 'roles', roles: ['admin', 'manager'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: FEATURE } as const;

export const advertiserEndpoints: Endpoint[] = [
  { method: 'POST', path: '/advertisers/list', access: VIEW, handler: listAdvertisers },
  { method: 'GET', path: '/advertisers/:id', access: VIEW, handler: readAdvertiser },
  { method: 'POST', path: '/advertisers/:id/postback-token', access: MANAGE, handler: regenerateToken },
];
