import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { isLocalHost } from '../../../domain/offers/trackingLink';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { leads } from '../../db/schema';
import { TRACKING_HEADERS } from '../tracker/answers';
import { countryOf } from '../tracker/visitor';

// Autologin through our own one-time redirect (spec 4 §2): the broker's autologin URL is kept on
// the lead and the affiliate is handed ours, /autologin/{token}, on the offer's tracking domain.
// The first open is recorded (when, from which address and country) and sent on to the broker;
// every later open is told the link was used.

export const AUTOLOGIN_PREFIX = '/autologin/';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The tracking domain our links of a lead are built on, as a scalar subquery: the lead's offer's active tracking domain, else the first active one (as tracking links are). */
export const linkDomainSql = (leadId: SQL) => sql`(
  SELECT d.domain FROM tracking_domains d
  LEFT JOIN (SELECT o.tracking_domain_id AS id FROM leads l JOIN offers o ON o.id = l.offer_id WHERE l.id = ${leadId}) own ON true
  WHERE d.status = 1
  ORDER BY (d.id = own.id) IS TRUE DESC, d.id
  LIMIT 1)`;

/** The origin of a link on `domain` (none active: no origin, a path alone); a local host keeps the app's port. */
export const originOf = (domain: string | null, localPort?: number): string => {
  if (!domain) return '';
  return isLocalHost(domain) ? `http://${domain}${localPort ? `:${localPort}` : ''}` : `https://${domain}`;
};

/** The origin our links of a lead are built on (linkDomainSql). */
export async function linkOrigin(tx: Tx, leadId: string, localPort?: number): Promise<string> {
  const [row] = rowsOf<{ domain: string | null }>(await tx.execute(sql`SELECT ${linkDomainSql(sql`${leadId}::uuid`)} AS domain`));
  return originOf(row?.domain ?? null, localPort);
}

/**
 * What an accepted lead keeps of the broker's autologin URL (the push engine writes it with the
 * lead's acceptance, in its transaction): the URL and a new random token for our own link, the
 * last opening forgotten. The broker's URL must be http(s); anything else is refused (an Error).
 */
export function autologinFields(brokerUrl: string) {
  let url: URL;
  try {
    url = new URL(brokerUrl);
  } catch {
    throw new Error('The broker’s autologin URL is not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The broker’s autologin URL must be http or https.');
  return { autologinUrl: url.toString(), autologinToken: randomBytes(24).toString('base64url'), autologinOpenedAt: null, autologinIp: null, autologinCountry: null };
}

/**
 * Keeps the broker's URL on the lead with a new token and answers OUR link to it,
 * `https://{tracking domain}/autologin/{token}` (a path alone when no tracking domain is active:
 * the app answers it too).
 */
export async function issueAutologin(tx: Tx, leadId: string, brokerUrl: string, options: { localPort?: number } = {}): Promise<string> {
  const fields = autologinFields(brokerUrl);
  await tx.update(leads).set(fields).where(eq(leads.id, leadId));
  return `${await linkOrigin(tx, leadId, options.localPort)}${AUTOLOGIN_PREFIX}${fields.autologinToken}`;
}

const plainPage = (status: number, title: string, text: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...TRACKING_HEADERS } },
  );

/**
 * GET /autologin/{token}, on any host: the first open records its time, address and the address's
 * country, and redirects (302) to the broker's URL, in one statement so two opens at once send
 * one on; a used link answers 410, an unknown one 404, both plain pages.
 */
export async function openAutologin(db: Db, token: string, ip: string, now: Date): Promise<Response> {
  if (!TOKEN.test(token)) return plainPage(404, 'Not found', 'This sign-in link does not exist.');
  const [opened] = rowsOf<{ url: string }>(
    await db.execute(sql`
      UPDATE leads SET autologin_opened_at = ${now.toISOString()}, autologin_ip = ${ip}, autologin_country = ${countryOf(ip)}
      WHERE autologin_token = ${token} AND autologin_opened_at IS NULL AND autologin_url IS NOT NULL
      RETURNING autologin_url AS url`),
  );
  if (opened) return new Response(null, { status: 302, headers: { Location: opened.url, ...TRACKING_HEADERS } });
  const [known] = rowsOf<{ one: number }>(await db.execute(sql`SELECT 1 AS one FROM leads WHERE autologin_token = ${token} LIMIT 1`));
  return known
    ? plainPage(410, 'Link already used', 'This sign-in link was already used: it opens once. Sign in on the site with your e-mail and password, or ask for a new link.')
    : plainPage(404, 'Not found', 'This sign-in link does not exist.');
}

/** Our autologin link of a token on an origin (none without either: a list leaves the origin out). */
export const ourAutologinUrl = (token: string | null, origin: string | null): string | null =>
  token === null || origin === null ? null : `${origin}${AUTOLOGIN_PREFIX}${token}`;

/** What the lead's API answer and page say of its autologin: ours, used or not, and whether its opener matched the lead. */
export function autologinView(
  l: { autologinToken: string | null; autologinOpenedAt: Date | null; autologinIp: string | null; autologinCountry: string | null; ip: string; country: string },
  origin: string | null,
) {
  const opened = l.autologinOpenedAt !== null;
  return {
    // ours, never the broker's; a list leaves it out (null) and says only whether there is one
    autologin_url: ourAutologinUrl(l.autologinToken, origin),
    autologin: l.autologinToken !== null,
    autologin_used: opened,
    autologin_opened_at: l.autologinOpenedAt,
    autologin_ip: l.autologinIp,
    autologin_country: l.autologinCountry,
    autologin_ip_match: opened ? l.autologinIp === l.ip : null,
    autologin_country_match: opened ? l.autologinCountry === l.country : null,
  };
}
