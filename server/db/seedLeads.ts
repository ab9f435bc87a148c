import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { openAt, type WorkingHours } from '../../domain/brokers/workingHours';
import { FlowStatus } from '../../domain/enums/campaign';
import { CommissionType } from '../../domain/enums/commission';
import { ReportStatus } from '../../domain/enums/report';
import { UserType } from '../../domain/enums/user';
import { brokerDay } from '../../domain/leads/routing';
import { groupOf } from '../../domain/leads/statusGroups';
import type { StoredTraceStep } from '../../domain/leads/trace';
import { demoBrokerUrl, DEMO_PICKY_REFUSES } from '../modules/brokers/demoBroker';
import { pushKey } from '../modules/leads/pushLead';
import { reportOnLead } from '../modules/leads/leadDeposit';
import type { Db } from './client';
import { brokerIntegrations, flowCapacities, flowIntegrations, flowOffers, flows, leadPushes, leads, leadStatuses, offers, users } from './schema';
import { DEMO_STATUS_MAP } from './seedBrokers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** how many leads of the month, and how many of them came today to the LATAM desk's Brazil */
const MONTH_LEADS = 300;
const TODAY_BR = 27;
/** the deposit window of the demo's lead offer: a deposit later than this is a late FTD */
const FTD_WINDOW_DAYS = 14;
const OFFER = 'Forex Webinar Leads';
const EU = 'FX Prime — EU desk';
const LATAM = 'CoinVault — LATAM';
/** the flow's daily capacity grid: one country a desk, Brazil near its cap today */
const CAPACITY: Record<'eu' | 'latam', Record<string, number>> = { eu: { DE: 40, AT: 20, FR: 15 }, latam: { BR: 30, MX: 20, FR: 10 } };
/** the month's countries, a country in this list as often as it is repeated */
const COUNTRIES = ['DE', 'DE', 'DE', 'AT', 'CH', 'FR', 'FR', 'BR', 'BR', 'BR', 'MX', 'MX', 'AR'];
const LANGUAGE: Record<string, string> = { DE: 'de', AT: 'de', CH: 'de', FR: 'fr', BR: 'pt', MX: 'es', AR: 'es' };
const PHONE: Record<string, string> = { DE: '+49151', AT: '+43664', CH: '+4179', FR: '+336', BR: '+55119', MX: '+5255', AR: '+54911' };
const FIRST = ['Lena', 'Jonas', 'Marie', 'Lucas', 'Sofia', 'Mateo', 'Camille', 'Hugo', 'Ana', 'Pedro', 'Valentina', 'Diego', 'Emma', 'Noah'];
const LAST = ['Weber', 'Huber', 'Martin', 'Bernard', 'Silva', 'Santos', 'Garcia', 'Lopez', 'Keller', 'Meier', 'Dubois', 'Fernandez'];
const BROKER_STATUSES = ['New', 'Call back', 'No answer', 'In progress', 'Not interested'];

/** A small seeded generator (mulberry32): the same demo every start. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`;
  const token = () => Buffer.from(Array.from({ length: 24 }, () => int(256))).toString('base64url');
  return { next, int, pick, uuid, token, digits: (n: number) => Array.from({ length: n }, () => int(10)).join('') };
}

type Integration = typeof brokerIntegrations.$inferSelect;
type Lead = typeof leads.$inferInsert;
type Push = typeof leadPushes.$inferInsert;

/**
 * The demo's lead distribution (spec 4 §1–2): the lead offer "Forex Webinar Leads" distributed by
 * an Active flow to the two integrations answered by the demo brokers (LATAM first, the EU desk as
 * the failover), a capacity grid, and a month of leads from several affiliates as the push engine
 * would have left them: ACCEPTED with their push log (France refused by LATAM, then taken by the EU
 * desk), REGISTRATION_FAILED with the trace (Argentina, which no desk takes; the EU desk's closed
 * hours), VALIDATION_FAILED with their reasons, autologin links, some opened, and deposits reported
 * through the broker's postback path (reportOnLead), so their CPA commission is in every figure.
 * Today's Brazil leads bring the LATAM desk near its cap and capacity_use says what was taken.
 * Deterministic for a `now`; runs inside seedDemo after the brokers, before the click conversions.
 */
export async function seedLeads(tx: Db, port = 3000, now = new Date()): Promise<void> {
  const [offer] = await tx.select().from(offers).where(eq(offers.name, OFFER)).limit(1);
  const desks = await tx.select().from(brokerIntegrations).where(inArray(brokerIntegrations.name, [EU, LATAM]));
  const eu = desks.find((d) => d.name === EU);
  const latam = desks.find((d) => d.name === LATAM);
  const affiliates = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, UserType.Affiliate), eq(users.statusId, 1), eq(users.commissionTypeId, CommissionType.CPA)))
    .orderBy(asc(users.id))
    .limit(8);
  if (!offer?.advertiserId || !eu || !latam || affiliates.length === 0) return;
  const [advertiser] = await tx.select({ token: users.postbackToken }).from(users).where(eq(users.id, offer.advertiserId));
  await tx.update(offers).set({ ftdWindowDays: FTD_WINDOW_DAYS, lateFtdPaid: true }).where(eq(offers.id, offer.id));

  const [flow] = await tx.insert(flows).values({ name: 'Forex leads — LATAM first, EU desk as failover', status: FlowStatus.Active, createdAt: new Date(now.getTime() - 40 * DAY) }).returning({ id: flows.id });
  const flowId = flow!.id;
  await tx.insert(flowOffers).values({ flowId, offerId: offer.id });
  await tx.insert(flowIntegrations).values([
    { flowId, integrationId: latam.id, priority: 1, weight: 100 },
    { flowId, integrationId: eu.id, priority: 2, weight: 100 },
  ]);
  await tx.insert(flowCapacities).values([
    ...Object.entries(CAPACITY.eu).map(([country, daily]) => ({ flowId, integrationId: eu.id, country, daily })),
    ...Object.entries(CAPACITY.latam).map(([country, daily]) => ({ flowId, integrationId: latam.id, country, daily })),
  ]);

  const r = seeded(33);
  const rows: Lead[] = [];
  const pushes: Push[] = [];
  const order = [latam, eu];
  const brokerOf = (i: Integration) => (i.id === eu.id ? 'accept' : 'picky');
  const takes = (i: Integration, country: string) => i.countries.length === 0 || i.countries.includes(country);

  const makeLead = (at: Date, country: string, n: number): Lead => {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const affiliate = affiliates[(n * n + r.int(3)) % affiliates.length]!;
    return {
      id: r.uuid(),
      offerId: offer.id,
      affiliateId: affiliate.id,
      advertiserId: offer.advertiserId,
      firstName: first,
      lastName: last,
      email: `${first}.${last}${n}@mail.example`.toLowerCase(),
      phone: `${PHONE[country]}${r.digits(country === 'FR' ? 8 : 7)}`,
      country,
      language: LANGUAGE[country] ?? null,
      ip: `198.51.100.${1 + r.int(250)}`,
      p1: n % 3 ? `campaign-${n % 5}` : null,
      p2: ['facebook', 'google', 'native', null][n % 4] ?? null,
      status: ReportStatus.Lead,
      createdAt: at,
    };
  };

  /** The lead pushed down the flow as the engine would: tries, skips, the end. */
  const route = (lead: Lead) => {
    const at = lead.createdAt as Date;
    const trace: StoredTraceStep[] = [];
    const skipped: StoredTraceStep[] = [];
    let clock = at.getTime() + 40;
    for (const desk of order) {
      const step = { integration_id: desk.id, name: desk.name };
      if (!takes(desk, lead.country!)) {
        skipped.push({ ...step, verdict: 'skipped', reason: 'country', detail: `takes ${desk.countries.join(', ')}, not ${lead.country}` });
        continue;
      }
      if (desk.languages.length > 0 && !desk.languages.includes(lead.language ?? '')) {
        skipped.push({ ...step, verdict: 'skipped', reason: 'language', detail: `takes ${desk.languages.join(', ')}, not ${lead.language ?? 'an unknown language'}` });
        continue;
      }
      const hours = openAt(desk.workingHours as WorkingHours, desk.timeZone, new Date(clock));
      if (!hours.open) {
        skipped.push({ ...step, verdict: 'skipped', reason: 'hours', detail: `closed: ${hours.at}` });
        continue;
      }
      const broker = brokerOf(desk);
      const refused = broker === 'picky' && DEMO_PICKY_REFUSES.includes(lead.country!);
      const ms = broker === 'picky' ? 1500 + r.int(40) : 8 + r.int(30);
      const key = pushKey(lead.id!, desk.id);
      const brokerLeadId = refused ? null : `demo-${r.uuid().slice(0, 8)}`;
      const body = JSON.stringify({ first_name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone, country: lead.country, aff: String(lead.affiliateId), click: '' });
      const answer = refused
        ? JSON.stringify({ success: false, message: `Leads from ${lead.country} are not accepted.` })
        : JSON.stringify({ success: true, data: { lead_id: brokerLeadId, autologin_url: `http://localhost:${port}/demo/landing?broker=${broker}&broker_lead_id=${brokerLeadId}` } });
      pushes.push({
        leadId: lead.id!,
        integrationId: desk.id,
        flowId,
        outcome: refused ? 'refused' : 'accepted',
        responseStatus: refused ? 0 : 1,
        httpStatus: 200,
        requestExcerpt: JSON.stringify({ method: 'POST', url: demoBrokerUrl(port, broker), headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body }),
        answerExcerpt: answer,
        brokerLeadId,
        reason: refused ? 'refused' : null,
        note: refused ? `success path \`success\` is false: Leads from ${lead.country} are not accepted.` : null,
        ms,
        idempotencyKey: key,
        source: trace.some((s) => s.verdict === 'refused') ? 'failover' : 'intake',
        createdAt: new Date(clock),
        finishedAt: new Date(clock + ms),
      });
      clock += ms + 15;
      if (refused) {
        trace.push({ ...step, verdict: 'refused', reason: 'refused', detail: 'HTTP 200' });
        continue;
      }
      trace.push({ ...step, verdict: 'accepted', reason: 'accepted', detail: 'HTTP 200' });
      const acceptedAt = new Date(clock);
      const opened = r.next() < 0.45;
      const elsewhere = opened && r.next() < 0.1;
      return Object.assign(lead, {
        status: ReportStatus.Accepted,
        flowId,
        integrationId: desk.id,
        brokerId: desk.advertiserId,
        brokerLeadId,
        acceptedAt,
        trace: [...trace, ...skipped],
        brokerStatus: r.next() < 0.6 ? r.pick(BROKER_STATUSES) : null,
        autologinUrl: `http://localhost:${port}/demo/landing?broker=${broker}&broker_lead_id=${brokerLeadId}`,
        autologinToken: r.token(),
        autologinOpenedAt: opened ? new Date(acceptedAt.getTime() + (1 + r.int(40)) * MINUTE) : null,
        autologinIp: opened ? (elsewhere ? `203.0.113.${1 + r.int(250)}` : lead.ip) : null,
        autologinCountry: opened ? (elsewhere ? 'NL' : lead.country) : null,
      });
    }
    return Object.assign(lead, { status: ReportStatus.RegistrationFailed, flowId, trace: [...trace, ...skipped] });
  };

  // the month: one lead in twelve refused at intake, the rest pushed; EU leads mostly in the desk's hours
  for (let n = 0; n < MONTH_LEADS; n++) {
    const country = r.pick(COUNTRIES);
    let at = new Date(now.getTime() - DAY - r.int(29 * DAY));
    if (country === 'DE' || country === 'AT' || country === 'CH' || country === 'FR') {
      for (let k = 0; k < 6 && !openAt(eu.workingHours as WorkingHours, eu.timeZone, at).open && r.next() < 0.9; k++) at = new Date(now.getTime() - DAY - r.int(29 * DAY));
    }
    const lead = makeLead(at, country, n);
    if (n % 12 === 5) {
      const earlier = rows.find((l) => l.status !== ReportStatus.ValidationFailed && (l.createdAt as Date) < at);
      const reasons =
        n % 36 === 5
          ? [{ field: 'phone', code: 'phone_invalid' }]
          : n % 36 === 17 || !earlier
            ? [{ field: 'email', code: 'email_invalid' }]
            : [{ field: 'email', code: 'duplicate_email', lead_id: earlier.id! }];
      if (reasons[0]!.code === 'phone_invalid') lead.phone = r.digits(5);
      if (reasons[0]!.code === 'email_invalid') lead.email = `${lead.firstName}@`.toLowerCase();
      if (earlier && reasons[0]!.code === 'duplicate_email') lead.email = earlier.email!;
      rows.push({ ...lead, status: ReportStatus.ValidationFailed, reasons });
      continue;
    }
    rows.push(route(lead));
  }
  // today (the LATAM desk's broker day): Brazil near its cap, a few from Mexico
  const dayStart = fromZonedTime(`${brokerDay(latam.timeZone, now)}T00:00:00`, latam.timeZone).getTime();
  const span = Math.max(MINUTE, now.getTime() - dayStart - MINUTE);
  for (let n = 0; n < TODAY_BR + 4; n++) rows.push(route(makeLead(new Date(dayStart + Math.floor(((n + r.next()) / (TODAY_BR + 4)) * span)), n < TODAY_BR ? 'BR' : 'MX', MONTH_LEADS + n)));

  for (let i = 0; i < rows.length; i += 200) await tx.insert(leads).values(rows.slice(i, i + 200));
  for (let i = 0; i < pushes.length; i += 200) await tx.insert(leadPushes).values(pushes.slice(i, i + 200));
  // the broker's status of an accepted lead, pulled within the hour after acceptance: its history's first row (no generator draw, so the rest stays as it was)
  const statuses = rows
    .filter((l) => l.status === ReportStatus.Accepted && l.brokerStatus)
    .map((l, n) => ({
      leadId: l.id!,
      integrationId: l.integrationId ?? null,
      rawStatus: l.brokerStatus!,
      statusGroup: groupOf(l.brokerStatus!, DEMO_STATUS_MAP),
      source: 'pull' as const,
      receivedAt: new Date(Math.min(now.getTime(), (l.acceptedAt as Date).getTime() + (5 + ((n * 7) % 50)) * MINUTE)),
    }));
  for (let i = 0; i < statuses.length; i += 200) await tx.insert(leadStatuses).values(statuses.slice(i, i + 200));
  // what each desk took per country and broker day: the accepted leads (a refusal gave its unit back)
  await tx.execute(sql`
    INSERT INTO capacity_use (integration_id, country, day, used, reached_at)
    SELECT l.integration_id, l.country, (l.accepted_at AT TIME ZONE i.time_zone)::date, count(*)::int,
      CASE WHEN count(*) >= max(c.daily) THEN max(l.accepted_at) END
    FROM leads l JOIN broker_integrations i ON i.id = l.integration_id
    LEFT JOIN flow_capacities c ON c.flow_id = l.flow_id AND c.integration_id = l.integration_id AND c.country = l.country
    WHERE l.flow_id = ${flowId} AND l.status = ${ReportStatus.Accepted}
    GROUP BY 1, 2, 3`);

  // deposits, reported by the broker's postback a few days after the lead, none in the last week (so
  // the newest conversions stay the click examples); a few after the offer's FTD window: late FTDs
  if (!advertiser?.token) return;
  const deposited = rows.filter((l, n) => l.status === ReportStatus.Accepted && (l.createdAt as Date).getTime() < now.getTime() - 9 * DAY && n % 7 === 1);
  const latest = now.getTime() - 7 * DAY;
  const lateOnes = new Set(deposited.filter((l) => latest - (l.createdAt as Date).getTime() > (FTD_WINDOW_DAYS + 2) * DAY).filter((_, n) => n % 4 === 1));
  for (const [n, lead] of deposited.entries()) {
    const created = (lead.createdAt as Date).getTime();
    const late = lateOnes.has(lead);
    const at = late ? created + (FTD_WINDOW_DAYS + 1) * DAY + r.int(latest - created - (FTD_WINDOW_DAYS + 1) * DAY) : created + HOUR + r.int(Math.min(6 * DAY, latest - created - HOUR));
    await reportOnLead(
      tx,
      { leadId: lead.id!, clickId: null, action: 'ftd', brokerStatus: 'Deposited', token: advertiser.token, sum: String(250 + 50 * (n % 4)), currency: '', orderId: `FTD-${lead.brokerLeadId}`, promoCode: null, status: null, now: new Date(at) },
      null,
    );
  }
}
