import { postbackOnlyMacros, unknownMacros } from '../../domain/offers/macros';

// Client checks matching the server's CampaignInput (docs/api.md, Offers); the server stays the
// judge of what only it knows (public host names, existing references). Each answers an error
// message key with its arguments, or undefined when the value is fine.

type Failure = string | { message: string; args: Record<string, unknown> } | undefined;
const T = 'resources.offers.validation';

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** An absolute http(s) address without credentials whose `{macros}` are all known; '' passes (optional field). */
export function urlProblem(value: unknown): Failure {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).trim();
  let parsed: URL;
  try {
    parsed = new URL(text.replace(/\{[^{}]*\}/g, 'x'));
  } catch {
    return `${T}.url`;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password || text.length > 2000)
    return `${T}.url`;
  const names = (list: string[]) => ({ names: list.map((m) => `{${m}}`).join(', ') });
  const unknown = unknownMacros(text);
  if (unknown.length) return { message: `${T}.macro`, args: names(unknown) };
  const postbackOnly = postbackOnlyMacros(text);
  return postbackOnly.length ? { message: `${T}.postback_macro`, args: names(postbackOnly) } : undefined;
}

/** Money: ≥ 0, at most two decimals, ≤ 999 999 999.99, the server's money(); empty passes (the form's required() decides). `message` names the problem. */
export const moneyProblemAs =
  (message: string) =>
  (value: unknown): Failure => {
    if (value === undefined || value === null || value === '') return undefined;
    return MONEY.test(String(value).trim()) ? undefined : message;
  };

export const moneyProblem = moneyProblemAs(`${T}.money`);

/** A percentage 0–100 with at most two decimals. */
export function percentProblem(value: unknown): Failure {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).trim();
  return MONEY.test(text) && Number(text) <= 100 ? undefined : `${T}.percent`;
}

/** A whole number within [min, max]; empty passes. */
export const wholeProblem =
  (min: number, max: number) =>
  (value: unknown): Failure => {
    if (value === undefined || value === null || value === '') return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? undefined : { message: `${T}.whole`, args: { min, max } };
  };
