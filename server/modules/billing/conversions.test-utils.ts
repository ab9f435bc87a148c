import { asc, sql } from 'drizzle-orm';
import { PixelAction, PixelType } from '../../../domain/enums/pixel';
import { offers, trackingDomains } from '../../db/schema';
import type { TestApp } from '../../../test/serverApp';
import { recordConversion } from '../conversions/recordRepository';
import { testClick } from '../../../test/clickFixture';
import { writeClicks } from '../tracker/clickStore';

/** Conversions of the demo affiliate at the given instants, through the click store and the postback's recording path. */
export async function convertAt(t: TestApp, affiliateId: number, at: string[], action: PixelAction = PixelAction.FTD): Promise<number[]> {
  const db = t.database.db;
  const [offer] = await db.select().from(offers).where(sql`status = 1 AND access = 4 AND advertiser_id IS NOT NULL`).orderBy(asc(offers.id)).limit(1);
  const [domain] = await db.select().from(trackingDomains).limit(1);
  const clicks = at.map(
    (when, i) =>
      testClick({ clicked_at: new Date(Date.parse(when) - 60_000).toISOString(), offer_id: offer!.id, affiliate_id: affiliateId, manager_id: 0, tracking_domain_id: domain!.id, ip: `198.18.0.${i + 1}` }),
  );
  await writeClicks(db, clicks);
  const ids: number[] = [];
  for (const [i, c] of clicks.entries()) {
    const out = await recordConversion(
      db,
      { clickId: c.click_id, action, pixelType: PixelType.S2S, sum: '100.00', currency: 'USD', orderId: `BILL-${c.click_id}`, token: null, now: new Date(at[i]!) },
      { networkToken: null },
    );
    if (out.kind === 'recorded') ids.push(out.conversionId);
  }
  return ids;
}
