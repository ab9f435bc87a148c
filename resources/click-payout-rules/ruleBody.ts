// A click payout rule's form values as the API takes them (POST and PUT /click-payout-rules): the
// offer, affiliate and country only on create, the amounts on both.

import { moneyProblemAs } from '../offers/validation';

const T = 'resources.click-payout-rules.validation';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const amount = (value: unknown) => (blank(value) ? undefined : Number(value));

/** Money as the server takes it (the offers' rule), in this form's words. */
export const moneyProblem = moneyProblemAs(`${T}.money`);

/** The create body: an empty affiliate or country is null (every affiliate, every country); revenue only when the form has it. */
export function toCreateBody(data: Record<string, unknown>) {
  const revenue = amount(data.revenue);
  return {
    offer_id: data.offer_id,
    affiliate_id: blank(data.affiliate_id) ? null : data.affiliate_id,
    country: blank(data.country) ? null : String(data.country).toUpperCase(),
    payout: amount(data.payout),
    ...(revenue === undefined ? {} : { revenue }),
  };
}

/** The update body: the amounts only; the offer, affiliate and country stay as created. */
export function toUpdateBody(data: Record<string, unknown>) {
  const revenue = amount(data.revenue);
  return { payout: amount(data.payout), ...(revenue === undefined ? {} : { revenue }) };
}
