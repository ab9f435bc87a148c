import { sql } from 'drizzle-orm';
import { PixelAction, PixelType } from '../../../domain/enums/pixel';
import { SalesStatus, type TransactionStatus } from '../../../domain/enums/payout';
import type { NotPayableSaleReason } from '../../../domain/enums/reasons';
import { ReportStatus } from '../../../domain/enums/report';
import type { PostbackStatus } from '../../../domain/conversions/hold';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { amountColumns, recordFromFacts, type ClickFacts } from '../conversions/recordRepository';
import { groupOf, StatusGroup, type StatusMapping, type StatusSource } from '../../../domain/leads/statusGroups';
import { appendStatus } from './leadStatuses';

const DAY = 86_400_000;

/** The leads a broker may report on: taken, pushed or already deposited (a refused lead has no broker). */
const REPORTABLE: readonly string[] = [ReportStatus.Lead, ReportStatus.Accepted, ReportStatus.Ftd];

/** What the broker's postback says of one of our leads (spec 4 §2), its values already checked. */
export interface LeadReport {
  /** our lead's id, or else our click id of a lead */
  leadId: string | null;
  clickId: string | null;
  action: 'ftd' | 'status';
  /** the broker's own status text, stored as last reported */
  brokerStatus: string | null;
  token: string;
  sum: string;
  currency: string;
  orderId: string | null;
  promoCode: string | null;
  /** the hold word of spec 4 §4, passed on to the deposit's conversion */
  status: PostbackStatus | null;
  reported?: { phone?: string | null; country?: string | null };
  now: Date;
  /** how the report came (default the broker's postback); our own pull is not asked for a token */
  source?: StatusSource;
  /** when the broker says the status was set, if it says */
  brokerAt?: Date | null;
  /** the status pull's weekly pass reaches this many look-backs back (1 otherwise) */
  lookbackFactor?: number;
  /** a status a person entered: who, their note, and the group they chose (source `manual`) */
  actor?: { id: number; note: string; group: StatusGroup };
}

interface Conversion {
  conversionId: number;
  payable: SalesStatus;
  reason: NotPayableSaleReason | null;
  status: TransactionStatus;
}

export type LeadReportOutcome =
  | { kind: 'unknown_lead' }
  | { kind: 'wrong_token' }
  | { kind: 'nothing_to_reject' }
  | { kind: 'past_lookback'; leadId: string; lookbackDays: number; until: Date }
  | { kind: 'status'; leadId: string; leadStatus: string; brokerStatus: string | null; group: StatusGroup | null }
  | ({ kind: 'deposit'; leadId: string; lateFtd: boolean; duplicate: boolean } & Conversion);

interface LeadFacts extends ClickFacts {
  lead_id: string;
  lead_status: string;
  lead_created_at: string | Date;
  conversion_id: number | null;
  ftd_window_days: number;
  late_ftd_paid: boolean;
  broker_token: string | null;
  integration_id: number | null;
  lead_accepted_at: string | Date;
  lookback_days: number | null;
  status_map: StatusMapping[] | null;
}

/**
 * The lead a report names, locked for the report's transaction (a repeated report waits for the
 * first and then sees its conversion), with what its deposit's conversion is recorded from: the
 * lead's offer, affiliate, country and click id (its own id when it came without a click), the
 * click's time when the click is known, the amounts after payout and revenue rules.
 */
async function reportedLead(tx: Tx, report: Pick<LeadReport, 'leadId' | 'clickId'>): Promise<LeadFacts | undefined> {
  const which = report.leadId !== null ? sql`l.id = ${report.leadId}::uuid` : sql`l.click_id = ${report.clickId}`;
  const [id] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT l.id::text AS id FROM leads l
      WHERE ${which} AND l.status IN (${sql.join(REPORTABLE.map((s) => sql`${s}`), sql`, `)})
      ORDER BY l.created_at DESC LIMIT 1 FOR UPDATE`),
  );
  if (!id) return undefined;
  const [facts] = rowsOf<LeadFacts>(
    await tx.execute(sql`
      SELECT COALESCE(l.click_id, l.id::text) AS click_id, COALESCE(k.clicked_at, l.created_at) AS clicked_at, l.offer_id, l.affiliate_id,
        COALESCE(k.manager_id, u.manager_id, 0) AS manager_id, l.country,
        o.advertiser_id, a.postback_token AS advertiser_token, b.postback_token AS broker_token,
        o.click_lifetime_days, o.revshare_window_days, o.hold_days, u.commission_type_id, o.pays_on, o.currency AS offer_currency, ${amountColumns()},
        l.id::text AS lead_id, l.status AS lead_status, l.created_at AS lead_created_at, l.conversion_id::int AS conversion_id,
        o.ftd_window_days, o.late_ftd_paid,
        l.integration_id, COALESCE(l.accepted_at, l.created_at) AS lead_accepted_at, i.lookback_days, i.status_map
      FROM leads l
      LEFT JOIN broker_integrations i ON i.id = l.integration_id
      JOIN offers o ON o.id = l.offer_id
      JOIN users u ON u.id = l.affiliate_id
      LEFT JOIN users a ON a.id = o.advertiser_id
      LEFT JOIN users b ON b.id = l.broker_id
      LEFT JOIN LATERAL (SELECT c.clicked_at, c.manager_id FROM clicks c WHERE c.click_id = l.click_id AND c.refusal IS NULL LIMIT 1) k ON true
      WHERE l.id = ${id.id}::uuid`),
  );
  return facts;
}

async function conversionOf(tx: Tx, id: number): Promise<Conversion> {
  const [row] = rowsOf<{ payable: number; reason: NotPayableSaleReason | null; transaction_status: number }>(
    await tx.execute(sql`SELECT payable, reason, transaction_status FROM conversions WHERE id = ${id}`),
  );
  return { conversionId: id, payable: (row?.payable ?? SalesStatus.NotPayable) as SalesStatus, reason: row?.reason ?? null, status: (row?.transaction_status ?? 0) as TransactionStatus };
}

/**
 * When the integration stops taking the lead's statuses and deposits: its look-back in days after
 * the lead's acceptance (spec 4 §2). A lead no integration took has no broker contract to end, and
 * the offer's FTD window (late FTD) alone applies.
 */
function lookbackEnd(lead: Pick<LeadFacts, 'integration_id' | 'lead_accepted_at' | 'lookback_days'>, factor = 1): Date | null {
  if (lead.integration_id === null || lead.lookback_days === null) return null;
  return new Date(new Date(lead.lead_accepted_at).getTime() + Number(lead.lookback_days) * factor * DAY);
}

/** A late FTD (document 1): the deposit came after the offer's FTD window, counted from the lead's creation. */
export const isLateFtd = (createdAt: Date, at: Date, windowDays: number) => at.getTime() - createdAt.getTime() > windowDays * DAY;

/**
 * The broker's word on a lead (spec 4 §2), in one transaction with the lead locked. Any report
 * may carry the broker's status text (kept as last reported). `ftd` moves the lead to FTD with its
 * time and whether it was late, and records its conversion through the path every conversion
 * takes (payability, quality, caps, hold, rollups, the affiliate's FTD postbacks), once: a lead
 * that has its conversion answers it again and changes nothing. The token is the offer's
 * advertiser's, the lead's broker's or the network's.
 */
export async function reportOnLead(db: Db, report: LeadReport, networkToken: string | null): Promise<LeadReportOutcome> {
  return db.transaction(async (tx) => {
    const lead = await reportedLead(tx, report);
    if (!lead) return { kind: 'unknown_lead' as const };
    const source = report.source ?? 'postback';
    const fits = source === 'pull' || source === 'manual' || [lead.advertiser_token, lead.broker_token, networkToken].some((t) => t !== null && t === report.token);
    if (!fits) return { kind: 'wrong_token' as const };

    // the history (spec 4 §2): the broker's word and its group by the integration's mapping; a
    // deposit reported as such is in the group ftd whatever the broker calls it
    const raw = report.brokerStatus ?? (report.action === 'ftd' ? 'FTD' : null);
    const group = report.action === 'ftd' ? StatusGroup.Ftd : (report.actor?.group ?? (raw === null ? null : groupOf(raw, lead.status_map ?? [])));
    const entry = { leadId: lead.lead_id, integrationId: lead.integration_id, raw: raw ?? '', group, source, receivedAt: report.now, brokerAt: report.brokerAt ?? null, actorId: report.actor?.id ?? null, note: report.actor?.note ?? null };
    const until = lookbackEnd(lead, report.lookbackFactor);
    if (until !== null && report.now.getTime() > until.getTime()) {
      await appendStatus(tx, { ...entry, refusal: 'lookback' });
      console.warn(`Lead ${lead.lead_id}: a ${source} status “${entry.raw}” came after the look-back (${until.toISOString()}) and was refused.`);
      return { kind: 'past_lookback' as const, leadId: lead.lead_id, lookbackDays: Number(lead.lookback_days) * (report.lookbackFactor ?? 1), until };
    }
    if (raw !== null) await appendStatus(tx, entry);
    if (report.brokerStatus !== null) await tx.execute(sql`UPDATE leads SET broker_status = ${report.brokerStatus} WHERE id = ${lead.lead_id}::uuid`);
    if (report.action === 'status' && group !== StatusGroup.Ftd) return { kind: 'status' as const, leadId: lead.lead_id, leadStatus: lead.lead_status, brokerStatus: report.brokerStatus, group };

    const createdAt = new Date(lead.lead_created_at);
    if (lead.conversion_id !== null) {
      const [was] = rowsOf<{ late_ftd: number }>(await tx.execute(sql`SELECT late_ftd FROM leads WHERE id = ${lead.lead_id}::uuid`));
      return { kind: 'deposit' as const, leadId: lead.lead_id, lateFtd: was?.late_ftd === 1, duplicate: true, ...(await conversionOf(tx, Number(lead.conversion_id))) };
    }
    const late = isLateFtd(createdAt, report.now, Number(lead.ftd_window_days));
    const outcome = await recordFromFacts(
      tx,
      { ...lead, lead: { id: lead.lead_id, createdAt, windowDays: lead.late_ftd_paid ? Infinity : Number(lead.ftd_window_days) } },
      {
        clickId: lead.click_id,
        action: PixelAction.FTD,
        pixelType: PixelType.S2S,
        sum: report.sum,
        currency: report.currency,
        orderId: report.orderId,
        token: report.token,
        promoCode: report.promoCode,
        status: report.status,
        reported: report.reported,
        now: report.now,
      },
    );
    if (outcome.kind === 'nothing_to_reject') return outcome;
    if (outcome.kind !== 'recorded' && outcome.kind !== 'duplicate') return { kind: 'unknown_lead' as const };
    await tx.execute(sql`
      UPDATE leads SET status = ${ReportStatus.Ftd}, ftd_at = ${report.now.toISOString()}, late_ftd = ${late ? 1 : 0}, conversion_id = ${outcome.conversionId}
      WHERE id = ${lead.lead_id}::uuid`);
    const { conversionId, payable, reason, status } = outcome;
    return { kind: 'deposit' as const, leadId: lead.lead_id, lateFtd: late, duplicate: outcome.kind === 'duplicate', conversionId, payable, reason, status };
  });
}
