import { ThemeProvider, type Theme } from '@mui/material/styles';
import { fromZonedTime } from 'date-fns-tz';
import { useCallback, type ReactNode } from 'react';
import { useSessionZone } from './useSessionZone';

/** A field's value as an instant; a bare date ('YYYY-MM-DD') is that day's midnight in `zone`, so it shows as the same day there. */
export function zonedInstant(value: unknown, zone: string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return fromZonedTime(`${value}T00:00:00`, zone);
  return new Date(value as string | number);
}

/**
 * Every react-admin `DateField` below shows its date and time in the session zone (the profile's,
 * R43), not the browser's: the zone goes in as the fields' default options through the theme.
 */
export function ZonedDates({ children }: { children: ReactNode }) {
  const zone = useSessionZone();
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        RaDateField: { defaultProps: { options: { timeZone: zone }, transform: (value: unknown) => zonedInstant(value, zone) } },
      } as Theme['components'],
    }),
    [zone],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
