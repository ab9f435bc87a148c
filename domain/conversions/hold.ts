import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * Conversions on hold (spec 4 §4, docs/decisions/conversions.md "Hold"): when a hold ends, and the
 * words an advertiser's postback uses for it.
 */

/** A postback's `status=pending` on an offer without hold_days holds for this many days. */
export const DEFAULT_PENDING_HOLD_DAYS = 30;

const DAY_MS = 86_400_000;

/** The end of a hold of `days` whole days (24 h each) started at `start`. */
export function holdEndOf(start: Date, days: number): Date {
  return new Date(start.getTime() + Math.max(0, Math.trunc(days)) * DAY_MS);
}

/** How long a conversion is held: the offer's hold_days, or for a pending postback at least the default when the offer names none. */
export function holdDaysFor(offerHoldDays: number, pending: boolean): number {
  if (offerHoldDays > 0) return offerHoldDays;
  return pending ? DEFAULT_PENDING_HOLD_DAYS : 0;
}

/** What an advertiser's postback says of the conversion: `status` of /postback. */
export type PostbackStatus = 'pending' | 'approved' | 'rejected';

const WORDS: Record<string, PostbackStatus> = {
  pending: 'pending',
  hold: 'pending',
  approved: 'approved',
  approve: 'approved',
  confirmed: 'approved',
  rejected: 'rejected',
  reject: 'rejected',
  declined: 'rejected',
};

/** The accepted status words (case-insensitive), for the 422 message. */
export const POSTBACK_STATUS_WORDS = Object.keys(WORDS);

export function postbackStatusOf(word: string): PostbackStatus | undefined {
  return WORDS[word.trim().toLowerCase()];
}

/** How a hold ends. */
export type HoldDecision = 'approve' | 'reject';

/** Why the system (not a person) put a conversion on hold or ended its hold, as its transaction log reads. */
export const HoldLogReason = defineEnum([
  { value: 'offer_hold_days', key: 'OfferHoldDays', label: { en: 'The offer holds its conversions', ru: 'Оффер удерживает конверсии' } },
  { value: 'advertiser_pending', key: 'AdvertiserPending', label: { en: 'Pending by the advertiser', ru: 'В ожидании у рекламодателя' } },
  { value: 'advertiser_approved', key: 'AdvertiserApproved', label: { en: 'Approved by the advertiser', ru: 'Одобрена рекламодателем' } },
  { value: 'advertiser_rejected', key: 'AdvertiserRejected', label: { en: 'Rejected by the advertiser', ru: 'Отклонена рекламодателем' } },
  { value: 'hold_ended', key: 'HoldEnded', label: { en: 'Hold ended', ru: 'Срок удержания истёк' } },
  { value: 'fraud_risky', key: 'FraudRisky', label: { en: 'Risky traffic', ru: 'Рискованный трафик' } },
]);
export type HoldLogReason = EnumValueOf<typeof HoldLogReason>;
