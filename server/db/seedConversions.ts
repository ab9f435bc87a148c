import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PixelAction, PixelType } from '../../domain/enums/pixel';
import { UserType } from '../../domain/enums/user';
import { recordConversion } from '../modules/conversions/recordRepository';
import { moderate } from '../modules/conversions/moderationRepository';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../modules/tracker/clickRecord';
import { writeClicks } from '../modules/tracker/clickStore';
import type { Db } from './client';
import { offers, trackingDomains, users } from './schema';

const HOUR = 3_600_000;
const COUNTRIES = ['US', 'DE', 'GB', 'PL', 'FR', 'BR'];

/**
 * Demo conversions made through the code paths the tracker and `/postback` use: clicks
 * written by the click store, conversions recorded with their payability and dashboard events, one
 * voided by the admin and one with a changed amount, so the conversion log and its moderation show
 * real rows. Runs inside seedDemo, after the offers and the tracking domain.
 */
export async function seedConversions(tx: Db, now = new Date()): Promise<void> {
  const [domain] = await tx.select({ id: trackingDomains.id }).from(trackingDomains).orderBy(asc(trackingDomains.id)).limit(1);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userType, UserType.Admin)).orderBy(asc(users.id)).limit(1);
  const affiliates = await tx
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.userType, UserType.Affiliate), eq(users.statusId, 1)))
    .orderBy(asc(users.id))
    .limit(6);
  const runnable = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 1), eq(offers.access, 4), isNotNull(offers.advertiserId)))
    .orderBy(asc(offers.id))
    .limit(4);
  if (!domain || !admin || !affiliates.length || !runnable.length) return;

  // a month of clicks for the reports: sub-ids, devices and browsers vary so every group-by has keys
  const clicks: ClickRecord[] = Array.from({ length: 180 }, (_, i) => {
    const affiliate = affiliates[i % affiliates.length]!;
    return {
      click_id: newClickId(),
      // from two days back: "today" on a fresh demo holds only what the visitor does
      clicked_at: new Date(now.getTime() - (i < 24 ? i * 9 + 48 : 48 + ((i * 37) % 680)) * HOUR).toISOString(),
      offer_id: runnable[i % runnable.length]!.id,
      affiliate_id: affiliate.id,
      manager_id: affiliate.managerId ?? 0,
      tracking_domain_id: domain.id,
      ...subIds({
        p1: i % 2 ? `banner-${i % 5}` : null,
        p2: i % 3 ? (['newsletter', 'search', 'social'][i % 4] ?? 'newsletter') : null,
        p3: i % 4 === 1 ? `creative-${i % 3}` : null,
      }),
      ip: `203.0.113.${(i % 120) + 1}`,
      country: COUNTRIES[i % COUNTRIES.length]!,
      device_type: i % 3 ? DeviceType.Desktop : DeviceType.Mobile,
      os: i % 3 ? 'Windows' : 'Android',
      browser: i % 5 === 2 ? 'Safari' : i % 5 === 4 ? 'Firefox' : 'Chrome',
      referrer: i % 2 ? 'https://blog.example.com/review' : '',
      refusal: null,
    };
  });
  await writeClicks(tx, clicks);

  const ACTIONS = [PixelAction.Lead, PixelAction.FTD, PixelAction.Lead, PixelAction.Sale, PixelAction.Revshare, PixelAction.OptIn];
  const recorded: number[] = [];
  // one in six of the month's older clicks converts, then the twelve most recent ones, recorded last
  // so that the newest conversions (the log's first page) hold the moderation examples below
  const older = clicks.slice(12).filter((_, i) => i % 6 === 0);
  const converting = [...older, ...clicks.slice(0, 12)];
  for (const [n, click] of converting.entries()) {
    const i = n - older.length;
    const action = ACTIONS[(i + 60) % ACTIONS.length]!;
    const outcome = await recordConversion(
      tx,
      {
        clickId: click.click_id,
        action,
        pixelType: (i + 70) % 7 === 6 ? PixelType.JS : PixelType.S2S,
        sum: action === PixelAction.Revshare ? '120.00' : action === PixelAction.Sale || action === PixelAction.FTD ? '50.00' : '0',
        currency: '', // the offer's currency (spec 4 §3): no rate needed, whatever the brand's currency
        orderId: `DEMO-${1000 + n}`,
        token: null,
        now: new Date(new Date(click.clicked_at).getTime() + HOUR),
      },
      { networkToken: null },
    );
    if (outcome.kind === 'recorded' && i >= 0) recorded.push(outcome.conversionId);
  }
  const viewer = { id: admin.id, userType: UserType.Admin };
  if (recorded[1] !== undefined) await moderate(tx, viewer, recorded[1], { action: 'commission_void', reason: 'test_sale' }, admin.id, now);
  if (recorded[0] !== undefined) await moderate(tx, viewer, recorded[0], { action: 'commission_change', reason: 'other', amount: '3.50' }, admin.id, now);
}
