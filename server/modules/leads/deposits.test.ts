import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { leads, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { deliverDue } from '../postbacks/delivery';
import { issueAutologin } from './autologin';

// The broker's side of a lead (spec 4 §2): its deposit and status by the advertiser postback,
// the conversion the deposit makes, the affiliate's LEAD and FTD postbacks, the one-time autologin.

// the affiliate's postback receiver is on 127.0.0.1: only the explicit switch lets the app call it
const suite = trackerTestSuite(openTestDatabase, { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });
let database: Database;
let t: TrackerTestApp;
let advertiser: { id: number; token: string };
const AFFILIATE = 'affiliate@example.com';
const DAY = 86_400_000;

const received: string[] = [];
let receiver: Server;
let base = '';
const drain = (req: IncomingMessage) => new Promise<void>((resolve) => req.on('data', () => undefined).on('end', resolve));

beforeAll(async () => {
  ({ t, database } = suite.get());
  const [row] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  advertiser = { id: row!.id, token: row!.postbackToken! };
  // a CPA affiliate: an FTD pays the offer's payout_cpa
  await database.db.update(users).set({ commissionTypeId: 1 }).where(eq(users.id, t.affiliate.id));
  receiver = createServer((req, res) => {
    void drain(req).then(() => {
      received.push(req.url!);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

let seq = 0;
/** A fresh offer of the advertiser paying 40 per FTD, and a valid lead on it sent on the contract path. */
async function leadOn(offerValues: Parameters<TrackerTestApp['offer']>[0] = {}, extra: Record<string, unknown> = {}) {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', revenueCpa: '60.00', countries: [], ...offerValues });
  seq += 1;
  const res = await t.call(AFFILIATE, 'POST', '/api/v1/leads', {
    offer_id: offer.id,
    first_name: 'Dana',
    last_name: 'Deposit',
    email: `dana.${seq}.${Date.now()}@example.org`,
    phone: `+44 7911 ${String(200000 + seq).slice(-6)}`,
    country: 'GB',
    ip: '81.2.69.142',
    p1: 'sub-a',
    ...extra,
  });
  expect(res.status).toBe(201);
  return { offer, leadId: (await data<{ lead_id: string }>(res)).lead_id };
}

function postback(query: Record<string, string>) {
  return t.app.request(`http://track.localhost/postback?${new URLSearchParams(query).toString()}`, { headers: { Host: 'track.localhost' } });
}

async function lead(id: string) {
  const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

async function affiliateSums() {
  const [row] = rows<{ sales: number; commission: string }>(
    await database.db.execute(sql`SELECT COALESCE(sum(sales), 0)::int AS sales, COALESCE(sum(commission), 0)::text AS commission
      FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 1 AND dim_key = ${String(t.affiliate.id)}`),
  );
  return { sales: row!.sales, commission: Number(row!.commission) };
}

type Deposit = { lead_id: string; lead_status: string; late_ftd: boolean; conversion_id: number; payable: boolean; reason: string | null; duplicate?: true };

describe('the broker reports a deposit (action=ftd)', () => {
  it('moves the lead to FTD and records one conversion with the offer’s CPA payout, counted for the affiliate at once', async () => {
    const { offer, leadId } = await leadOn();
    const before = await affiliateSums();
    const res = await postback({ lead_id: leadId, action: 'ftd', sum: '250', currency: 'usd', token: advertiser.token, broker_status: 'Deposited' });
    expect(res.status).toBe(200);
    const answer = await data<Deposit>(res);
    expect(answer).toMatchObject({ lead_id: leadId, lead_status: 'FTD', late_ftd: false, payable: true, reason: null });

    const row = await lead(leadId);
    expect(row).toMatchObject({ status: 'FTD', lateFtd: 0, conversionId: answer.conversion_id, brokerStatus: 'Deposited' });
    expect(row.ftdAt).toBeInstanceOf(Date);
    const [conversion] = rows<Record<string, unknown>>(await database.db.execute(sql`SELECT * FROM conversions WHERE id = ${answer.conversion_id}`));
    expect(conversion).toMatchObject({ offer_id: offer.id, affiliate_id: t.affiliate.id, action: 3, payable: 1, click_id: leadId });
    expect(Number(conversion!.commission)).toBe(40);
    const after = await affiliateSums();
    expect(after.sales).toBe(before.sales + 1);
    expect(after.commission).toBeCloseTo(before.commission + 40, 2);

    // the affiliate's conversion log shows it like any other
    const log = await data<{ id: number }[]>(await t.call(AFFILIATE, 'POST', '/api/affiliate/conversions/list', { per_page: 500 }));
    expect(log.map((c) => Number(c.id))).toContain(answer.conversion_id);
  });

  it('answers the same deposit twice with the first conversion and changes nothing', async () => {
    const { leadId } = await leadOn();
    const first = await data<Deposit>(await postback({ lead_id: leadId, action: 'ftd', token: advertiser.token }));
    const before = await affiliateSums();
    const again = await postback({ lead_id: leadId, action: 'ftd', token: advertiser.token });
    expect(again.status).toBe(200);
    expect(await data<Deposit>(again)).toMatchObject({ conversion_id: first.conversion_id, duplicate: true });
    expect(await affiliateSums()).toEqual(before);
    const [{ n }] = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${leadId}`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('makes one conversion when the same deposit is reported twice at once', async () => {
    const { leadId } = await leadOn();
    const answers = await Promise.all([0, 1].map(() => postback({ lead_id: leadId, action: 'ftd', token: advertiser.token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const ids = await Promise.all(answers.map(async (r) => (await data<Deposit>(r)).conversion_id));
    expect(ids[0]).toBe(ids[1]);
    const [{ n }] = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${leadId}`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('marks a deposit after the offer’s FTD window late, paid when the offer pays late FTDs and not paid otherwise', async () => {
    const paid = await leadOn({ ftdWindowDays: 7, lateFtdPaid: true });
    const unpaid = await leadOn({ ftdWindowDays: 7, lateFtdPaid: false });
    t.setClock(() => new Date(Date.now() + 8 * DAY));
    try {
      const a = await data<Deposit>(await postback({ lead_id: paid.leadId, action: 'ftd', token: advertiser.token }));
      expect(a).toMatchObject({ late_ftd: true, payable: true });
      const b = await data<Deposit>(await postback({ lead_id: unpaid.leadId, action: 'ftd', token: advertiser.token }));
      expect(b).toMatchObject({ late_ftd: true, payable: false, reason: 'click_session_lifespan_exceeded' });
    } finally {
      t.setClock(null);
    }
    expect(await lead(paid.leadId)).toMatchObject({ status: 'FTD', lateFtd: 1 });
    expect(await lead(unpaid.leadId)).toMatchObject({ status: 'FTD', lateFtd: 1 });
  });

  it('takes the deposit by our click id of the lead, and the conversion carries the click', async () => {
    const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', countries: [] });
    const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=from-click`))!;
    await t.flush();
    const { leadId } = await leadOn({}, { offer_id: offer.id, click_id: clickId });
    const res = await postback({ click_id: clickId, action: 'ftd', token: advertiser.token });
    expect(res.status).toBe(200);
    const answer = await data<Deposit>(res);
    expect(answer).toMatchObject({ lead_id: leadId, lead_status: 'FTD', payable: true });
    const [conversion] = rows<{ click_id: string }>(await database.db.execute(sql`SELECT click_id FROM conversions WHERE id = ${answer.conversion_id}`));
    expect(conversion!.click_id).toBe(clickId);
    expect((await lead(leadId)).conversionId).toBe(answer.conversion_id);
  });

  it('stores the broker’s status text (action=status) without a deposit', async () => {
    const { leadId } = await leadOn();
    const res = await postback({ lead_id: leadId, action: 'status', broker_status: 'No answer', token: advertiser.token });
    expect(res.status).toBe(200);
    expect(await data<{ lead_status: string; broker_status: string }>(res)).toEqual({ lead_id: leadId, lead_status: 'LEAD', broker_status: 'No answer', status_group: 'no_answer' });
    expect(await lead(leadId)).toMatchObject({ status: 'LEAD', brokerStatus: 'No answer', conversionId: null });
  });

  it('refuses an unknown lead (404), a wrong token (403) and malformed values (422), changing nothing', async () => {
    const { leadId } = await leadOn();
    expect((await postback({ lead_id: crypto.randomUUID(), action: 'ftd', token: advertiser.token })).status).toBe(404);
    expect((await postback({ lead_id: leadId, action: 'ftd', token: 'not-the-token' })).status).toBe(403);
    const bad = await postback({ lead_id: 'nope', action: 'status', token: advertiser.token });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }[]).map((f) => f.field).sort()).toEqual(['broker_status', 'lead_id']);
    expect((await postback({ lead_id: leadId, action: 'sale', token: advertiser.token })).status).toBe(422);
    expect(await lead(leadId)).toMatchObject({ status: 'LEAD', conversionId: null, brokerStatus: null });
  });
});

describe('the affiliate’s postbacks for a lead', () => {
  it('fire when a valid lead is stored (LEAD) and at its deposit (FTD), with the lead’s macros', async () => {
    for (const action of ['lead', 'ftd']) {
      const res = await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks', { action, method: 'GET', url: `${base}/${action}?lead={lead_id}&s1={p1}&conv={conversion_id}&pay={commission}` });
      expect(res.status).toBe(201);
    }
    const { leadId } = await leadOn({}, { p1: 'desk-7' });
    await postback({ lead_id: leadId, action: 'ftd', token: advertiser.token });
    const [{ id: conversionId }] = rows<{ id: number }>(await database.db.execute(sql`SELECT conversion_id::int AS id FROM leads WHERE id = ${leadId}::uuid`)) as [{ id: number }];
    while ((await deliverDue(t.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 2000 })) > 0);
    expect(received).toContain(`/lead?lead=${leadId}&s1=desk-7&conv=&pay=0.00`);
    expect(received).toContain(`/ftd?lead=${leadId}&s1=desk-7&conv=${conversionId}&pay=40.00`);
  });
});

describe('autologin through our one-time redirect', () => {
  it('redirects the first open to the broker, records who opened it, and answers later opens 410; an unknown link 404', async () => {
    // built on the offer's tracking domain, as its tracking links are
    const { leadId } = await leadOn({ trackingDomainId: t.domainId });
    const ours = await database.db.transaction((tx) => issueAutologin(tx, leadId, 'https://broker.example.com/login?session=abc', { localPort: t.tracker.config.port }));
    const url = new URL(ours);
    expect(url.pathname).toMatch(/^\/autologin\/[A-Za-z0-9_-]{32}$/);
    expect(url.hostname).toBe('track.localhost');

    // on the app's host too; HEAD (a link preview) leaves it unused
    expect((await t.app.request(`http://localhost${url.pathname}`, { method: 'HEAD', headers: { Host: 'localhost' } })).status).toBe(405);
    const first = await t.app.request(`http://localhost${url.pathname}`, { headers: { Host: 'localhost', 'X-Test-Ip': '81.2.69.142' } });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://broker.example.com/login?session=abc');
    const second = await t.app.request(`http://track.localhost${url.pathname}`, { headers: { Host: 'track.localhost', 'X-Test-Ip': '8.8.8.8' } });
    expect(second.status).toBe(410);
    expect(await second.text()).toContain('already used');
    expect((await t.app.request('http://localhost/autologin/unknown-token-unknown-token-0000', { headers: { Host: 'localhost' } })).status).toBe(404);

    const row = await lead(leadId);
    expect(row).toMatchObject({ autologinIp: '81.2.69.142', autologinCountry: 'GB' });
    // the lead's answer: ours (never the broker's), used, opened by the lead's address and country
    const shown = await data<Record<string, unknown>>(await t.call(AFFILIATE, 'GET', `/api/v1/leads/${leadId}`));
    expect(shown).toMatchObject({ autologin_url: ours, autologin: true, autologin_used: true, autologin_ip_match: true, autologin_country_match: true });
    expect(JSON.stringify(shown)).not.toContain('broker.example.com');
  });
});
