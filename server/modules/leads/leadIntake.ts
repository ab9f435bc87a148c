import { randomUUID } from 'node:crypto';
import { ReportStatus } from '../../../domain/enums/report';
import { LeadRefusal, type LeadReason } from '../../../domain/leads/leadRefusal';
import { runningAffiliate, type OfferAffiliateRule, type RunnableOffer } from '../../../domain/offers/runnable';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import { judgeLead } from '../../../domain/quality/leadQuality';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import type { Deps } from '../../http/types';
import { encryptSecret, secretsKey } from '../brokers/headerSecrets';
import { findIntakeOffer, type IntakeOffer, type OfferRecord } from '../offers/offerRepository';
import { PixelAction } from '../../../domain/enums/pixel';
import { enqueueLeadPostbacks, hasPostbacksValue } from '../postbacks/enqueue';
import { fraudSettingsFrom, fraudSettingsValue } from '../settings/settingsRepository';
import type { UserRow } from '../users/userRepository';
import { checkLead } from './leadCheck';
import type { IntakeBody } from './leadFields';
import * as repo from './leadRepository';
import { driveLead, queueNextTry, type PendingTry } from './pushLead';

const DAY = 86_400_000;

/** The offer's side of the run rule (domain/offers/runnable.ts). */
export const runnableOffer = ({ offer: o }: Pick<IntakeOffer, 'offer'>): RunnableOffer => ({ status: o.status, access: o.access, countries: o.countries, trafficChannels: o.trafficChannels });

/** The affiliate's rule on the offer, if they have one. */
export const offerRule = (record: Pick<OfferRecord, 'ruleStatus' | 'ruleBlocked'>): OfferAffiliateRule | null =>
  record.ruleStatus === null || record.ruleStatus === undefined ? null : { status: record.ruleStatus, blocked: record.ruleBlocked ?? false };

/** What the intake needs of its caller: the database, the configuration and the clock. */
export interface IntakeDeps {
  db: Db;
  config: Config;
  now: () => Date;
}

/** The affiliate a lead is sent for, as the users table keeps them (a session's user, or the form's `aff_id`). */
export type IntakeAffiliate = Pick<UserRow, 'id' | 'userType' | 'statusId' | 'registrationStatus' | 'registrationCompleted' | 'trafficChannel'>;

export interface IntakeRequest {
  affiliate: IntakeAffiliate;
  body: IntakeBody;
  /** the retry key (Idempotency-Key header, external_id, or the hosted form's token) */
  key: string | undefined;
  /** the sender's address, the lead's when the body names none */
  callerIp: string;
}

export interface TakenLead {
  lead: repo.LeadValues & { id: string; status: string; reasons: LeadReason[] };
  /** the retry key named a lead already kept: this is it */
  replayed: boolean;
  /** the first push try, logged pending in the lead's transaction (null: refused, replayed or no flow) */
  first: PendingTry | null;
}

/**
 * The intake (spec 4 §1), one for the API and the hosted lead form: a lead the body can be read as
 * is kept, valid (LEAD) or refused (VALIDATION_FAILED with its reasons). Under advisory locks on its
 * retry key and its contacts, so the same e-mail twice at once is one lead and the other a
 * duplicate, and a retry answers the first lead. Stored with its first push try, or not at all.
 * An unknown offer is a 422 on `offer_id` and nothing is kept.
 */
export async function takeLead(deps: IntakeDeps, request: IntakeRequest): Promise<TakenLead> {
  const { body, key, affiliate } = request;
  const { db, now } = deps;
  // the fraud settings and whether the affiliate has a LEAD postback here are read with the offer, in one round trip
  const record = await findIntakeOffer(db, body.offer_id, affiliate.id, {
    fraud: fraudSettingsValue(),
    leadPostbacks: hasPostbacksValue(affiliate.id, PixelAction.Lead, body.offer_id),
  });
  if (!record) throw fieldError('offer_id', 'Unknown offer.');
  const o = record.offer;
  const checked = checkLead(body, runnableOffer(record), runningAffiliate(affiliate), offerRule(record), request.callerIp);
  const fraud = fraudSettingsFrom(record.extras.fraud);

  return db.transaction(async (tx): Promise<TakenLead> => {
    const owner = o.advertiserId === null ? `offer:${o.id}` : `advertiser:${o.advertiserId}`;
    const locks = [
      ...(key ? [`lead-key:${affiliate.id}:${key}`] : []),
      ...(checked.emailValid ? [`lead-email:${owner}:${checked.email}`] : []),
      ...(checked.phoneValid ? [`lead-phone:${owner}:${checked.phone}`] : []),
    ];
    const at = now();
    const ipLeads = (await repo.lockKeysCountingIp(tx, locks, checked.ip, new Date(at.getTime() - fraud.duplicate_window_minutes * 60_000))) + 1;
    if (key) {
      const first = await repo.findByKey(tx, affiliate.id, key);
      if (first) return { lead: first, replayed: true, first: null };
    }
    const reasons: LeadReason[] = [...checked.reasons];
    if (o.duplicateWindowDays > 0 && (checked.emailValid || checked.phoneValid)) {
      const first = await repo.firstDuplicates(
        tx,
        { advertiserId: o.advertiserId, offerId: o.id },
        { email: checked.emailValid ? checked.email : undefined, phone: checked.phoneValid ? checked.phone : undefined },
        new Date(at.getTime() - o.duplicateWindowDays * DAY),
      );
      if (first.email) reasons.push({ field: 'email', code: LeadRefusal.DuplicateEmail, lead_id: first.email });
      if (first.phone) reasons.push({ field: 'phone', code: LeadRefusal.DuplicatePhone, lead_id: first.phone });
    }
    const quality = judgeLead({ ipCountry: checked.ipCountry, country: checked.country === '--' ? null : checked.country, phoneCountry: checked.phoneCountry, ipLeads }, fraud);
    const values = {
      id: randomUUID(),
      offerId: o.id,
      affiliateId: affiliate.id,
      advertiserId: o.advertiserId,
      clickId: body.click_id ?? null,
      firstName: checked.firstName,
      lastName: checked.lastName,
      email: checked.email,
      phone: checked.phone,
      country: checked.country,
      language: body.language ?? null,
      ip: checked.ip,
      ...(Object.fromEntries(SUB_IDS.map((k) => [k, body[k] || null])) as SubIds),
      comment: body.comment || null,
      status: reasons.length ? ReportStatus.ValidationFailed : ReportStatus.Lead,
      reasons,
      trafficSafety: quality.safety,
      fraudReasons: quality.reasons,
      externalId: body.external_id ?? null,
      idempotencyKey: key ?? null,
      createdAt: at,
    } satisfies repo.LeadValues;
    const passwordSecret = body.password && values.status === ReportStatus.Lead ? encryptSecret(await secretsKey(tx, deps.config), body.password) : null;
    await repo.insertLead(tx, { ...values, passwordSecret });
    // the affiliate's LEAD postbacks go out for a valid lead, queued with it (spec 4 §1)
    if (values.status === ReportStatus.Lead && record.extras.leadPostbacks === true) await enqueueLeadPostbacks(tx, values, at);
    // stored with its first push try, or not at all (spec 4 §1); the row just written is this transaction's, so it is not read again
    const first = values.status === ReportStatus.Lead ? await queueNextTry(tx, values.id, at, 'intake', { ...values, passwordSecret, reinjections: 0, reinjectedAt: null }) : null;
    return { lead: values, replayed: false, first };
  });
}

/** Time for the first broker's answer to be written after its time-out, before the sender is answered. */
const ANSWER_MARGIN_MS = 500;

/**
 * Sends the lead down its flow and waits until the first broker's time-out (spec 4 §1: "once the
 * push has an answer, within the broker's timeout"); a slower chain goes on after the answer, which
 * then says LEAD. A failure of the chain is logged, never the intake's 5xx. Answers the lead as
 * accepted within the budget (the answer then needs no read of it), else null.
 */
export async function pushWithinBudget(deps: Deps, first: PendingTry): Promise<repo.AnswerState | null> {
  const logged = driveLead(deps, first).catch((error: unknown) => {
    console.error('Lead push failed:', error instanceof Error ? error.message : error);
    return null;
  });
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), first.integration.timeoutMs + ANSWER_MARGIN_MS);
  });
  const accepted = await Promise.race([logged, budget]);
  clearTimeout(timer);
  return accepted;
}
