import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { isCalendarDay } from '../../../domain/currencies/currencies';
import { optionalFilter } from '../../http/fields';

/** A rule's country: an ISO 3166-1 alpha-2 code in any case, stored upper case (every country: the body's null, '' or nothing). */
export const ruleCountry = z
  .string({ message: 'country must be an ISO alpha-2 country code, or null for every country.' })
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{2}$/.test(c) && countries.isValid(c), { message: 'Unknown country code.' });

/** A list filter on the country: two letters, any case. */
export const countryFilter = optionalFilter(
  z
    .string({ message: 'country must be a two-letter country code.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code.')
    .transform((c) => c.toUpperCase()),
);

/** A calendar day the database can hold (year 0001 on): `YYYY-MM-DD`; 2026-02-30 is refused. */
export const dayFilter = (field: string) =>
  optionalFilter(
    z
      .string({ message: `${field} must be a date (YYYY-MM-DD).` })
      .refine((v) => isCalendarDay(v) && v >= '0001-01-01', `${field} must be a date (YYYY-MM-DD).`),
  );
