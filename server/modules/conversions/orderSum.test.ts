import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceFeature } from '../../../domain/permissions/features';
import { rowsOf } from '../../db/rows';
import { affiliatePostbacks, users } from '../../db/schema';
import { PixelAction } from '../../../domain/enums/pixel';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';
import { readWorkspaceFeatures, saveGeneralSettings } from '../settings/settingsRepository';

/**
 * hide_sale_order_sum (spec 4 §3): while the feature is on, an affiliate sees a sale's order sum —
 * in the conversion list and page, the conversion log, its CSV and the {order_sum} macro of their
 * postbacks — only while holding UI_Order_Sum; staff always see it; with the feature off everyone does.
 */
const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
let heldKeys: string[];
beforeAll(async () => {
  ({ t, advertiser } = suite.get());
  heldKeys = (await t.db.select({ p: users.permissions }).from(users).where(eq(users.id, t.affiliate.id)))[0]!.p;
});

const ADMIN = 'admin@example.com';
const AFFILIATE = 'affiliate@example.com';

/** The workspace with hide_sale_order_sum on or off, and the affiliate holding UI_Order_Sum or not. */
async function arrange(hide: boolean, holdsKey: boolean) {
  const features = (await readWorkspaceFeatures(t.db)).filter((f) => f !== 'hide_sale_order_sum');
  await saveGeneralSettings(t.db, { workspace_features: hide ? [...features, 'hide_sale_order_sum' as WorkspaceFeature] : features }, new Date());
  const keys = heldKeys.filter((k) => k !== 'UI_Order_Sum');
  await t.db.update(users).set({ permissions: holdsKey ? [...keys, 'UI_Order_Sum'] : keys }).where(eq(users.id, t.affiliate.id));
}

/** A payable sale of 123.45 through the tracker and the advertiser's postback, with the affiliate's postback queued. */
async function sale(orderId: string) {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '10.00', revenueCpa: '20.00' });
  const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
  await t.db.insert(affiliatePostbacks).values({ affiliateId: t.affiliate.id, campaignId: offer.id, action: PixelAction.Sale, method: 2, url: 'https://aff.example.com/pb?sum={order_sum}&o={order_id}' });
  const res = await t.postback(`click_id=${clickId}&action=sale&sum=123.45&order_id=${orderId}&token=${advertiser.token}`);
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { data: { conversion_id: number } }).data.conversion_id;
  const [delivery] = rowsOf<{ url: string }>(await t.db.execute(sql`SELECT url FROM postback_deliveries WHERE conversion_id = ${id}`));
  return { id, clickId, macroUrl: delivery?.url };
}

type Row = Record<string, unknown>;
const data = async (res: Response) => ((await res.json()) as { data: Row[] & Row }).data;

async function affiliateSees(clickId: string, id: number) {
  const list = await data(await t.call(AFFILIATE, 'POST', '/api/affiliate/conversions/list', { click_id: clickId }));
  const page = await data(await t.call(AFFILIATE, 'GET', `/api/affiliate/conversions/${id}`));
  const log = await data(await t.call(AFFILIATE, 'POST', '/api/affiliate/reports/conversions/list', { click_id: clickId, period_type: 'today' }));
  const csv = await (await t.call(AFFILIATE, 'POST', '/api/affiliate/reports/conversions/export-csv', { click_id: clickId, period_type: 'today', time_zone: 'UTC' })).text();
  const [header, line] = csv.replace('\ufeff', '').trim().split('\r\n').map((l) => l.split(','));
  return { list: list[0]!, page, log: log[0]!, csvHeader: header!, csvLine: line! };
}

describe('hide_sale_order_sum', () => {
  it('with the feature on, an affiliate without UI_Order_Sum gets no order sum anywhere, and the macro is empty', async () => {
    await arrange(true, false);
    const { id, clickId, macroUrl } = await sale('OS-HIDDEN');
    expect(macroUrl).toBe('https://aff.example.com/pb?sum=&o=OS-HIDDEN');
    const seen = await affiliateSees(clickId, id);
    expect(seen.list).toMatchObject({ id, commission: 10 });
    expect(seen.list).not.toHaveProperty('sum');
    // nor the sum converted to the offer's or the workspace's currency
    expect(seen.list).not.toHaveProperty('offer_sum');
    expect(seen.list).not.toHaveProperty('network_sum');
    expect(seen.page).toMatchObject({ id });
    expect(seen.page).not.toHaveProperty('sum');
    expect(seen.page).not.toHaveProperty('network_sum');
    expect(seen.log).toMatchObject({ id });
    expect(seen.log).not.toHaveProperty('sum');
    // the CSV keeps its column, empty
    const column = seen.csvHeader.indexOf('Order amount');
    expect(column).toBeGreaterThan(-1);
    expect(seen.csvLine[column]).toBe('');
    expect(seen.csvLine.join(',')).not.toContain('123.45');

    // nor may it sort by it
    const sorted = await t.call(AFFILIATE, 'POST', '/api/affiliate/conversions/list', { sort: '-sum' });
    expect(sorted.status).toBe(422);
    expect(await sorted.json()).toEqual([{ field: 'sort', message: expect.any(String) }]);

    // staff still see it
    const admin = await data(await t.call(ADMIN, 'GET', `/api/admin/conversions/${id}`));
    expect(admin).toMatchObject({ id, sum: 123.45 });
  });

  it('with the feature on and UI_Order_Sum held, the affiliate sees the order sum in every place', async () => {
    await arrange(true, true);
    const { id, clickId, macroUrl } = await sale('OS-KEY');
    expect(macroUrl).toBe('https://aff.example.com/pb?sum=123.45&o=OS-KEY');
    const seen = await affiliateSees(clickId, id);
    expect(seen.list).toMatchObject({ id, sum: 123.45, network_sum: 123.45 });
    expect(seen.page).toMatchObject({ id, sum: 123.45 });
    expect(seen.log).toMatchObject({ id, sum: 123.45 });
    expect(seen.csvLine[seen.csvHeader.indexOf('Order amount')]).toBe('123.45');
  });

  it('with the feature off, the affiliate sees the order sum without the key (decisions, permissions R400)', async () => {
    await arrange(false, false);
    const { id, clickId, macroUrl } = await sale('OS-OFF');
    expect(macroUrl).toBe('https://aff.example.com/pb?sum=123.45&o=OS-OFF');
    const seen = await affiliateSees(clickId, id);
    expect(seen.list).toMatchObject({ id, sum: 123.45, network_sum: 123.45 });
    expect(seen.page).toMatchObject({ id, sum: 123.45 });
  });
});
