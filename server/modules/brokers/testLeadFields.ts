import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import countries from 'i18n-iso-countries';
import type { BrokerLead } from './brokerCall';

const text = (field: string, max: number) => z.string({ message: `${field} must be text.` }).trim().max(max, `${field} is at most ${max} characters.`);

/** "Send test lead": the sample lead's fields a screen may change; every one has a default. */
export const testLeadBody = z
  .object({
    first_name: text('first_name', 100).min(1, 'first_name is required.'),
    last_name: text('last_name', 100),
    email: z.email('Enter a valid e-mail address.').max(254, 'email is at most 254 characters.'),
    phone: text('phone', 40).regex(/^\+?[0-9 ()-]{5,40}$/, 'Enter a phone number: digits, with an optional leading +.'),
    country: z
      .string({ message: 'country must be an ISO alpha-2 code.' })
      .trim()
      .toUpperCase()
      .refine((c) => /^[A-Z]{2}$/.test(c) && countries.isValid(c), 'Unknown country code.'),
    language: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'language is a two-letter code.').nullable(),
    ip: z.string().trim().refine((v) => isIP(v) !== 0, 'Enter an IPv4 or IPv6 address.'),
    comment: text('comment', 500).nullable(),
    p1: text('p1', 200).nullable(),
    p2: text('p2', 200).nullable(),
  })
  .partial()
  .strict();
export type TestLeadInput = z.infer<typeof testLeadBody>;

/**
 * The sample lead of a test: what the screen sent over defaults that any broker accepts as a
 * form would (a reserved example address, a UK drama phone number, a documentation IP), in the
 * integration's first country and language. Offer and affiliate 0: no lead of ours is behind it.
 */
export function sampleLead(input: TestLeadInput, integration: { countries: string[]; languages: string[] }): BrokerLead {
  return {
    id: randomUUID(),
    offer_id: 0,
    affiliate_id: 0,
    click_id: null,
    first_name: input.first_name ?? 'Test',
    last_name: input.last_name ?? 'Lead',
    email: input.email ?? 'test.lead@example.com',
    phone: input.phone ?? '+447700900123',
    country: input.country ?? integration.countries[0] ?? 'GB',
    language: input.language === undefined ? (integration.languages[0] ?? 'en') : input.language,
    ip: input.ip ?? '203.0.113.10',
    password: null,
    comment: input.comment ?? 'Test lead',
    p1: input.p1 ?? null,
    p2: input.p2 ?? null,
    p3: null, p4: null, p5: null, p6: null, p7: null, p8: null, p9: null, p10: null,
  };
}
