import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PixelAction, PixelType } from '../../domain/enums/pixel';
import { UserType } from '../../domain/enums/user';
import { recordConversion } from '../modules/conversions/recordRepository';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../modules/tracker/clickRecord';
import { writeClicks } from '../modules/tracker/clickStore';
import type { Db } from './client';
import { offers, trackingDomains, users } from './schema';

const HOUR = 3_600_000;
const COUNTRIES = ['US', 'DE', 'GB', 'PL', 'FR', 'BR', 'IN', 'ES', 'IT', 'CA', 'RU', 'UA', 'TR', 'MX', 'JP'];
const BROWSERS = ['Chrome', 'Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'];
const ACTIONS = [PixelAction.Lead, PixelAction.Lead, PixelAction.FTD, PixelAction.Sale, PixelAction.Lead, PixelAction.Revshare];
/** one click in this many converts */
const CONVERTING = 20;

/**
 * The demo's traffic history (the seeded history comes through the same code paths as
 * live traffic): `clicks` clicks of every active affiliate over the last `days` days, written by the
 * tracker's click store, and one in twenty converting through the postback's recording path, so the
 * dashboards, reports and billing of a fresh demo show months of real figures. Deterministic: the
 * same clicks every time for the same `now`.
 */
export async function seedClickHistory(tx: Db, options: { clicks: number; days: number; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const [domain] = await tx.select({ id: trackingDomains.id }).from(trackingDomains).orderBy(asc(trackingDomains.id)).limit(1);
  const affiliates = await tx
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.userType, UserType.Affiliate), eq(users.statusId, 1)))
    .orderBy(asc(users.id));
  const runnable = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 1), eq(offers.access, 4), isNotNull(offers.advertiserId)))
    .orderBy(asc(offers.id))
    .limit(8);
  if (!domain || !affiliates.length || !runnable.length || options.clicks <= 0) return;

  const hours = Math.max(1, options.days * 24 - 48);
  for (let start = 0; start < options.clicks; start += 1000) {
    const clicks: ClickRecord[] = Array.from({ length: Math.min(1000, options.clicks - start) }, (_, j) => {
      const i = start + j;
      // the busiest affiliates first: a skewed share, as in a real network
      const affiliate = affiliates[(i * i) % Math.min(affiliates.length, 7 + (i % affiliates.length))]!;
      return {
        click_id: newClickId(),
        // from two days back, so that "today" on a fresh demo holds only what the visitor does
        clicked_at: new Date(now.getTime() - (48 + ((i * 7919) % hours)) * HOUR - ((i * 61) % 3600) * 1000).toISOString(),
        offer_id: runnable[(i * 3) % runnable.length]!.id,
        affiliate_id: affiliate.id,
        manager_id: affiliate.managerId ?? 0,
        tracking_domain_id: domain.id,
        ...subIds({ p1: i % 3 ? `campaign-${i % 7}` : null, p2: i % 4 ? (['newsletter', 'search', 'social', 'push'][i % 4] ?? null) : null }),
        ip: `198.51.100.${(i % 250) + 1}`,
        country: COUNTRIES[(i * 7) % COUNTRIES.length]!,
        device_type: i % 5 < 2 ? DeviceType.Mobile : DeviceType.Desktop,
        os: i % 5 < 2 ? (i % 2 ? 'iOS' : 'Android') : i % 7 ? 'Windows' : 'macOS',
        browser: BROWSERS[i % BROWSERS.length]!,
        referrer: i % 3 ? '' : 'https://news.example.com/top',
        refusal: null,
      };
    });
    await writeClicks(tx, clicks);
    for (const [j, click] of clicks.entries()) {
      const i = start + j;
      if (i % CONVERTING !== 7) continue;
      const action = ACTIONS[(i / CONVERTING) % ACTIONS.length | 0]!;
      await recordConversion(
        tx,
        {
          clickId: click.click_id,
          action,
          pixelType: PixelType.S2S,
          sum: action === PixelAction.Revshare ? '90.00' : action === PixelAction.Lead ? '0' : '60.00',
          currency: '', // the offer's currency (spec 4 §3): no rate needed, whatever the brand's currency
          orderId: `HIST-${i}`,
          token: null,
          now: new Date(new Date(click.clicked_at).getTime() + HOUR / 2),
        },
        { networkToken: null },
      );
    }
  }
}
