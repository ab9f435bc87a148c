import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SalesStatus } from '../../../domain/enums/payout';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toFieldErrors } from '../../http/validate';
import { conversionParams, type RawParams } from '../conversions/postbackQuery';
import { reportOnLead } from './leadDeposit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION_MESSAGE = 'action must be ftd or status for a lead.';

/**
 * The broker's postback on one of our leads (spec 4 §2): the advertiser postback's fields (spec 3
 * §4) with `lead_id` (or `click_id` of a lead), `action` ftd or status, and `broker_status`, the
 * broker's own status text (≤ 255 characters). `status` keeps its meaning (the hold word).
 */
const leadParams = conversionParams
  .omit({ click_id: true, action: true })
  .extend({
    lead_id: z
      .string({ message: 'lead_id must be the id we answered for the lead.' })
      .regex(UUID, 'lead_id must be the id we answered for the lead.')
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null)),
    click_id: conversionParams.shape.click_id.optional().transform((v) => v ?? null),
    action: z
      .string({ message: ACTION_MESSAGE })
      .transform((v) => v.toLowerCase())
      .refine((v): v is 'ftd' | 'status' => v === 'ftd' || v === 'status', ACTION_MESSAGE),
    broker_status: z
      .string({ message: 'broker_status must be text of at most 255 characters.' })
      .max(255, 'broker_status must be at most 255 characters.')
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : null)),
    status_at: z
      .string({ message: 'status_at must be a date-time with its offset, e.g. 2026-05-01T10:00:00Z.' })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return null;
        const at = new Date(v.trim());
        if (!/^\d{4}-\d{2}-\d{2}T/.test(v.trim()) || Number.isNaN(at.getTime())) {
          ctx.addIssue({ code: 'custom', message: 'status_at must be a date-time with its offset, e.g. 2026-05-01T10:00:00Z.' });
          return z.NEVER;
        }
        return at;
      }),
  })
  .refine((p) => p.lead_id !== null || p.click_id !== null, { message: 'lead_id (or the click_id of a lead) is required.', path: ['lead_id'] })
  .refine((p) => p.action !== 'status' || p.broker_status !== null, { message: 'action=status needs broker_status, the broker’s status text.', path: ['broker_status'] })
  .refine((p) => p.status !== 'rejected' || p.order_id !== null, { message: 'status=rejected needs the order_id of the conversion it rejects.', path: ['order_id'] });

const text = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/**
 * `action=status&status=No answer` says the broker's status in `status` (brokers name it so): with
 * action=status there is no conversion for the hold word to act on, so `status` is then read as
 * `broker_status` when that is absent. With action=ftd `status` keeps its hold meaning.
 */
function statusAsBrokerStatus(raw: RawParams): RawParams {
  if (text(raw.action) !== 'status' || raw.broker_status !== undefined || raw.status === undefined) return raw;
  const { status, ...rest } = raw;
  return { ...rest, broker_status: status };
}

/**
 * Whether a postback is about a lead rather than a click: it names `lead_id`, or says
 * `action=status`, or reports an FTD of a click id a reportable lead carries (the lead then takes
 * the deposit). Anything else is the click postback of spec 3 §4.
 */
export async function isLeadPostback(db: Db, raw: RawParams): Promise<boolean> {
  if (raw.lead_id !== undefined || text(raw.action) === 'status') return true;
  if (text(raw.action) !== 'ftd' || typeof raw.click_id !== 'string' || raw.click_id === '') return false;
  const found = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM leads WHERE click_id = ${raw.click_id} AND status IN ('LEAD', 'ACCEPTED', 'FTD') LIMIT 1`),
  );
  return found.length > 0;
}

/** An answer to the postback: its status and JSON body, the tracking headers added by the caller. */
export interface LeadPostbackAnswer {
  status: number;
  body: unknown;
}

/**
 * GET|POST /postback about a lead: 200 with the lead and, for a deposit, its conversion (a
 * repeated FTD report answers the same with `duplicate: true`); 403 wrong token; 404 unknown
 * lead; 422 malformed values. Nothing changes on a refusal.
 */
export async function answerLeadPostback(db: Db, raw: RawParams, now: Date, networkToken: () => Promise<string | null>): Promise<LeadPostbackAnswer> {
  const parsed = leadParams.safeParse(statusAsBrokerStatus(raw));
  if (!parsed.success) return { status: 422, body: toFieldErrors(parsed.error) };
  const p = parsed.data;
  if (!p.token) return { status: 422, body: [{ field: 'token', message: 'token is required: the postback token shown on your advertiser page.' }] };
  const outcome = await reportOnLead(
    db,
    {
      leadId: p.lead_id,
      clickId: p.click_id,
      action: p.action as 'ftd' | 'status',
      brokerStatus: p.broker_status,
      token: p.token,
      sum: p.sum,
      currency: p.currency,
      orderId: p.order_id,
      promoCode: p.promo_code,
      status: p.status,
      reported: { phone: p.phone, country: p.country },
      now,
      source: 'postback',
      brokerAt: p.status_at,
    },
    await networkToken(),
  );
  switch (outcome.kind) {
    case 'unknown_lead':
      return { status: 404, body: { success: false, message: 'Unknown lead id.' } };
    case 'wrong_token':
      return { status: 403, body: { success: false, message: 'Wrong postback token.' } };
    case 'nothing_to_reject':
      return { status: 422, body: [{ field: 'order_id', message: 'No conversion of this offer has this order_id: there is nothing to reject.' }] };
    case 'past_lookback':
      return {
        status: 422,
        body: [
          {
            field: 'lead_id',
            message: `This lead's look-back ended ${outcome.until.toISOString()}: the integration takes statuses and deposits within ${outcome.lookbackDays} days of the lead's acceptance. Logged on the lead, not applied.`,
          },
        ],
      };
    case 'status':
      return {
        status: 200,
        body: { success: true, data: { lead_id: outcome.leadId, lead_status: outcome.leadStatus, broker_status: outcome.brokerStatus, status_group: outcome.group } },
      };
    default:
      return {
        status: 200,
        body: {
          success: true,
          data: {
            lead_id: outcome.leadId,
            lead_status: 'FTD',
            late_ftd: outcome.lateFtd,
            conversion_id: outcome.conversionId,
            status: outcome.status,
            payable: outcome.payable === SalesStatus.Payable,
            reason: outcome.reason,
            ...(outcome.duplicate ? { duplicate: true } : {}),
          },
        },
      };
  }
}
