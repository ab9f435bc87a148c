import { z } from 'zod';
import { calendarDay, optionalFilter } from '../../http/fields';

/** A list filter on the country: two letters, any case. */
export const countryFilter = optionalFilter(
  z
    .string({ message: 'country must be a two-letter country code.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code.')
    .transform((c) => c.toUpperCase()),
);

/** An optional day filter (`YYYY-MM-DD`). */
export const dayFilter = (field: string) => optionalFilter(calendarDay(field));
