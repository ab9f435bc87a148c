import { convertAmount } from '../../../domain/currencies/convert';
import { fieldError } from '../../errors';
import type { Tx } from '../../db/tx';
import { ratesOn } from './rateRepository';
import { workspaceCurrency } from './workspaceCurrency';

/** A conversion's sum in the three currencies it is read in (spec 4 §3, docs/decisions/currencies.md). */
export interface ConversionAmounts {
  /** what the advertiser reported: their currency, or the offer's when they named none */
  currency: string;
  sum: string;
  offerCurrency: string;
  offerSum: string;
  networkSum: string;
  /** an amount of the offer's currency (a commission, a revenue) in the workspace currency */
  toNetwork: (amount: string) => string;
}

/**
 * The reported sum converted at the conversion's day's rates: each currency's latest rate on or
 * before the day (UTC), cross rates through the workspace currency, whose own rate is 1. A
 * currency with no rate by then is refused (422 on `currency`), never taken 1:1: the reported one,
 * or the offer's, whose amounts must reach the workspace currency too.
 */
export async function conversionAmounts(tx: Tx, reported: { sum: string; currency: string }, offerCurrency: string, at: Date): Promise<ConversionAmounts> {
  const network = workspaceCurrency();
  const currency = reported.currency || offerCurrency;
  const day = at.toISOString().slice(0, 10);
  const needed = [...new Set([currency, offerCurrency])].filter((c) => c !== network);
  const known = await ratesOn(tx, needed, day);
  const rateOf = (c: string) => {
    if (c === network) return '1';
    const rate = known.get(c);
    if (rate === undefined) {
      throw fieldError('currency', c === currency ? `No ${c} rate on or before ${day}: an admin adds it under Currency rates.` : `The offer's currency ${c} has no rate on or before ${day}: an admin adds it under Currency rates.`);
    }
    return rate;
  };
  const fromRate = rateOf(currency);
  const offerRate = rateOf(offerCurrency);
  return {
    currency,
    sum: reported.sum,
    offerCurrency,
    offerSum: currency === offerCurrency ? reported.sum : convertAmount(reported.sum, fromRate, offerRate),
    networkSum: convertAmount(reported.sum, fromRate, '1'),
    toNetwork: (amount) => convertAmount(amount, offerRate, '1'),
  };
}
