import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { postbackUrl } from '../../../domain/conversions/postbackUrl';
import { statusDisplay } from '../../../domain/enums/status-display';
import { csvHeader, csvYesNo } from '../../../domain/exports/csvColumns';
import type { InterfaceLanguage } from '../../../domain/languages';
import { UserStatus } from '../../../domain/enums/user';
import { NotFound } from '../../errors';
import { callerLanguage } from '../../http/callerLanguage';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { optionalFilter } from '../../http/fields';
import { csvDownload, csvInstant, csvLine, csvZone, primed } from '../users/exportStream';
import * as repo from './advertiserRepository';
import { OFFER_KEYS } from './context';
import { firstActiveDomain } from './references';

/** A postback token: 32 random bytes, base64url (43 characters), unguessable and URL-safe. */
export const newPostbackToken = () => randomBytes(32).toString('base64url');

const toAdvertiser = (a: repo.AdvertiserRow) => ({
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

const filterFields = {
  q: z.string().trim().max(200).optional(),
  status_id: optionalFilter(z.number({ message: 'status_id must be 1 or 0.' }).refine((v) => UserStatus.is(v), 'status_id must be 1 or 0.')),
};
const listBody = listSchema(repo.ADVERTISER_SORTABLE, filterFields);
const exportBody = z.object(filterFields);
const NOT_FOUND = 'Advertiser not found.';

async function listAdvertisers(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listAdvertisers(c.var.deps.db, body, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toAdvertiser), total, page);
}

const EXPORT_PAGE = 500;
const EXPORT_COLUMNS = ['id', 'email', 'full_name', 'status_id', 'offers_count', 'active_offers_count', 'has_postback_token', 'created_at'] as const;

/** The advertisers as a CSV in the downloader's language and zone: headers in words, the status and the token as words. */
async function* advertiserCsv(c: Ctx, filter: z.infer<typeof exportBody>, lang: InterfaceLanguage, zone: string) {
  yield '\ufeff' + csvLine(EXPORT_COLUMNS.map((k) => csvHeader(k, lang)));
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await repo.listAdvertisers(c.var.deps.db, filter, { sort: 'id', perPage: EXPORT_PAGE, offset });
    const shown = rows.map(toAdvertiser);
    if (shown.length) {
      yield shown
        .map((a) => csvLine([a.id, a.email, a.full_name, UserStatus.label(a.status_id, lang), a.offers_count, a.active_offers_count, csvYesNo(a.has_postback_token, lang), csvInstant(a.created_at, zone)]))
        .join('');
    }
    if (rows.length < EXPORT_PAGE) return;
  }
}

async function exportAdvertisers(c: Ctx) {
  const body = await parseBody(c, exportBody);
  return csvDownload(c, 'advertisers.csv', await primed(advertiserCsv(c, body, callerLanguage(c), csvZone(c))));
}

/**
 * One advertiser with their postback token and the postback URL to give them, on the
 * first active tracking domain (an offer's own domain is on the offer's integration tab); null
 * without a token or a domain.
 */
async function readAdvertiser(c: Ctx) {
  const { db, config } = c.var.deps;
  const row = await repo.findAdvertiser(db, idParam(c));
  if (!row) throw new NotFound(NOT_FOUND);
  const domain = row.token ? await firstActiveDomain(db) : undefined;
  const url = domain && row.token ? postbackUrl({ domain: domain.domain, token: row.token, localPort: config.port }) : null;
  return ok(c, { ...toAdvertiser(row), postback_token: row.token, postback_url: url });
}

async function regenerateToken(c: Ctx) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const token = newPostbackToken();
  if (!(await repo.setPostbackToken(db, id, token, now()))) throw new NotFound(NOT_FOUND);
  return ok(c, { id, postback_token: token });
}

const FEATURE = 'offer_management' as const;
const VIEW = { kind: 'roles', roles: ['admin', 'manager'], permission: OFFER_KEYS.view, feature: FEATURE } as const;
const MANAGE = { kind: 'roles', roles: ['admin', 'manager'], permission: [OFFER_KEYS.view, OFFER_KEYS.manage], feature: FEATURE } as const;

export const advertiserEndpoints: Endpoint[] = [
  { method: 'POST', path: '/advertisers/list', reads: true, access: VIEW, handler: listAdvertisers },
  { method: 'POST', path: '/advertisers/export-csv', reads: true, access: VIEW, handler: exportAdvertisers },
  { method: 'GET', path: '/advertisers/:id', access: VIEW, handler: readAdvertiser },
  { method: 'POST', path: '/advertisers/:id/postback-token', access: MANAGE, handler: regenerateToken },
];
