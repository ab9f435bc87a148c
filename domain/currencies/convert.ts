/**
 * Exact money conversion (docs/decisions/currencies.md): amounts are decimal text with two
 * decimals, rates decimal text with up to ten (units of the workspace currency per one unit of a
 * currency, the workspace currency itself being 1). No float touches a figure: the amount and the
 * rates are scaled to integers (BigInt), multiplied and divided exactly, and the one result rounded
 * once to cents, half away from zero.
 */

const RATE_SCALE = 10;

/** Decimal text as an integer scaled by 10^scale; more decimals than `scale` is an error. */
export function scaled(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[3] ?? '').length > scale) throw new RangeError(`Not a decimal with at most ${scale} decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -value : value;
}

/** Integer cents as decimal text with two decimals. */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d + (2n * (abs % d) >= d ? 1n : 0n);
  return negative ? -q : q;
}

/**
 * `amount` of a currency whose rate is `fromRate`, in the currency whose rate is `toRate`
 * (a cross rate through the workspace currency): amount × fromRate ÷ toRate, rounded to cents.
 */
export function convertAmount(amount: string, fromRate: string, toRate: string): string {
  const to = scaled(toRate, RATE_SCALE);
  if (to <= 0n) throw new RangeError('A rate must be above 0.');
  return centsText(divideRounded(scaled(amount, 2) * scaled(fromRate, RATE_SCALE), to));
}

/** A rate as the API takes it: above 0, at most ten whole digits and ten decimals. */
export const RATE_TEXT = /^\d{1,10}(\.\d{1,10})?$/;
export const isRate = (text: string) => RATE_TEXT.test(text) && scaled(text, RATE_SCALE) > 0n;
