import { sql } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import type { RawParams } from './postbackQuery';

/** How much of the parameters and of the answer a row keeps: enough to read, never a whole body. */
const KEEP = 2000;

const clip = (text: string) => (text.length > KEEP ? `${text.slice(0, KEEP - 1)}…` : text);

/** The parameters as a query string, the token left out (the log is shown on screens). */
export function paramsText(raw: RawParams): string {
  const pairs = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'token') continue;
    pairs.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return clip(pairs.toString());
}

export interface ReceivedPostback {
  raw: RawParams;
  method: 'GET' | 'POST' | 'TEST';
  status: number;
  /** the JSON body we answered */
  answer: unknown;
  test: boolean;
  now: Date;
}

const conversionIdOf = (answer: unknown): number | null => {
  const id = (answer as { data?: { conversion_id?: unknown } } | null)?.data?.conversion_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/**
 * Notes one received postback for the advertiser its token names (none named: nothing noted). The
 * offer and the conversion are kept only when they are that advertiser's, so a row never names
 * another advertiser's offer (a wrong token for a click of theirs, say).
 */
export async function noteReceivedPostback(db: Db, entry: ReceivedPostback): Promise<void> {
  const token = typeof entry.raw.token === 'string' ? entry.raw.token : null;
  if (!token) return;
  const clickId = typeof entry.raw.click_id === 'string' ? entry.raw.click_id.slice(0, 200) : null;
  const conversionId = conversionIdOf(entry.answer);
  await db.execute(sql`
    INSERT INTO received_postbacks (created_at, advertiser_id, offer_id, click_id, method, params, http_status, answer, conversion_id, test)
    SELECT ${entry.now.toISOString()}::timestamptz, a.id,
      (SELECT o.id FROM offers o WHERE o.advertiser_id = a.id AND o.id = COALESCE(
        (SELECT v.offer_id FROM conversions v WHERE v.id = ${conversionId}),
        (SELECT k.offer_id FROM clicks k WHERE k.click_id = ${clickId} LIMIT 1))),
      ${clickId}, ${entry.method}, ${paramsText(entry.raw)}, ${entry.status}, ${clip(JSON.stringify(entry.answer))},
      (SELECT v.id FROM conversions v WHERE v.id = ${conversionId} AND v.advertiser_id = a.id),
      ${entry.test}
    FROM users a WHERE a.postback_token = ${token} AND a.user_type = ${UserType.Advertiser}`);
}
