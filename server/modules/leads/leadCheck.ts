import { isIP } from 'node:net';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { LeadRefusal, type LeadReason } from '../../../domain/leads/leadRefusal';
import { runRefusal, type OfferAffiliateRule, type RunnableOffer, type RunningAffiliate } from '../../../domain/offers/runnable';
import { countryOf } from '../tracker/visitor';
import type { IntakeBody } from './leadFields';

/** A lead's fields as kept: trimmed, the e-mail lower-cased, the phone in E.164 once it parses. */
export interface CheckedLead {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 when valid, as sent otherwise */
  phone: string;
  /** the given country, else the IP's; `--` unknown */
  country: string;
  /** the IP address's country, `--` unknown */
  ipCountry: string;
  /** the country of the phone number, when it parses */
  phoneCountry: string | null;
  ip: string;
  /** whether the e-mail and the phone are valid (only valid ones are looked for as duplicates) */
  emailValid: boolean;
  phoneValid: boolean;
  reasons: LeadReason[];
}

const emailSyntax = z.email();

/**
 * What is wrong with a lead that could be read (spec 4 §1), besides duplicates, which need the
 * database: names, e-mail syntax, the IP address, the country (given, or the IP's), the phone
 * parsed against that country, the offer runnable for the affiliate and taking that country.
 */
export function checkLead(body: IntakeBody, offer: RunnableOffer, affiliate: RunningAffiliate | null, rule: OfferAffiliateRule | null, callerIp: string): CheckedLead {
  const reasons: LeadReason[] = [];
  const refuse = (field: string, code: LeadRefusal, extra: Partial<LeadReason> = {}) => reasons.push({ field, code, ...extra });
  const firstName = body.first_name ?? '';
  const lastName = body.last_name ?? '';
  if (!firstName) refuse('first_name', LeadRefusal.FirstNameRequired);
  if (!lastName) refuse('last_name', LeadRefusal.LastNameRequired);

  const email = (body.email ?? '').toLowerCase();
  const emailValid = emailSyntax.safeParse(email).success;
  if (!emailValid) refuse('email', LeadRefusal.EmailInvalid);

  const ip = body.ip ?? callerIp;
  const ipValid = isIP(ip) !== 0;
  if (!ipValid) refuse('ip', LeadRefusal.IpInvalid);
  const ipCountry = ipValid ? countryOf(ip) : '--';

  const given = body.country?.toUpperCase();
  const country = given && /^[A-Z]{2}$/.test(given) ? given : given ? '--' : ipCountry;
  if (country === '--') refuse('country', LeadRefusal.CountryUnknown);

  const parsed = parsePhone(body.phone ?? '', country);
  const phoneValid = parsed !== null;
  if (!phoneValid) refuse('phone', LeadRefusal.PhoneInvalid);

  const refusal = runRefusal(offer, affiliate, rule, country === '--' ? undefined : country);
  if (refusal === 'country_not_allowed') refuse('country', LeadRefusal.CountryNotAllowed);
  else if (refusal !== null) refuse('offer_id', LeadRefusal.OfferNotRunnable, { refusal });

  return {
    firstName,
    lastName,
    email,
    phone: parsed?.e164 ?? (body.phone ?? ''),
    country,
    ipCountry,
    phoneCountry: parsed?.country ?? null,
    ip,
    emailValid,
    phoneValid,
    reasons,
  };
}

/**
 * The phone in E.164 and its country: international form, or national in `country`; null when it is
 * not a valid number. A valid number of another country is kept: the fraud judge calls it a mismatch.
 */
function parsePhone(phone: string, country: string): { e164: string; country: string | null } | null {
  if (!phone) return null;
  try {
    const parsed = parsePhoneNumberFromString(phone, /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined);
    if (!parsed?.isValid()) return null;
    return { e164: parsed.number, country: parsed.country ?? null };
  } catch {
    return null;
  }
}
