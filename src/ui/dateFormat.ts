import { fromZonedTime } from 'date-fns-tz';
import { useLanguage } from './useLanguage';
import { useSessionZone } from './useSessionZone';

/** A field's value as an instant; a bare date ('YYYY-MM-DD') is that day's midnight in `zone`, so it shows as the same day there. */
export function zonedInstant(value: unknown, zone: string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return fromZonedTime(`${value}T00:00:00`, zone);
  return new Date(value as string | number);
}

/** How a screen writes instants: the interface language's conventions in the session zone (the profile's, R43). */
export interface DateFormat {
  locale: string;
  timeZone: string;
}

/**
 * An instant (or a bare date) as text: "26.11.2026, 20:59:31" in Russian, "11/26/2026, 8:59:31 PM"
 * in English, in `timeZone`. The one rule behind every DateField (ZonedDates gives them these
 * locales and options) and every card, log line and show page that writes a date itself.
 */
export function formatInstant(value: unknown, { locale, timeZone }: DateFormat, showTime = true): string {
  if (value === null || value === undefined || value === '') return '';
  const date = zonedInstant(value, timeZone);
  if (Number.isNaN(date.getTime())) return '';
  return showTime ? date.toLocaleString(locale, { timeZone }) : date.toLocaleDateString(locale, { timeZone });
}

/** The screen's DateFormat: the interface language and the session zone. */
export function useDateFormat(): DateFormat {
  return { locale: useLanguage(), timeZone: useSessionZone() };
}

/** formatInstant with the screen's language and zone, for text a field component cannot draw (a card's line, a log entry). */
export function useFormatInstant(): (value: unknown, showTime?: boolean) => string {
  const format = useDateFormat();
  return (value, showTime = true) => formatInstant(value, format, showTime);
}
