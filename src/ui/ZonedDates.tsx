import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useDateFormat, zonedInstant } from './dateFormat';

/**
 * Every react-admin `DateField` below shows its date and time in the session zone (the profile's,
 * R43) and in the interface language's conventions, not the browser's: the language and the zone go
 * in as the fields' default locales and options through the theme, the same ones formatInstant
 * (src/ui/dateFormat.ts) writes a card's or a log's dates with. Every `NumberField` takes the
 * interface language too, so an amount reads "1 234,50" in Russian on every screen.
 */
export function ZonedDates({ children }: { children: ReactNode }) {
  const { locale, timeZone: zone } = useDateFormat();
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        RaDateField: { defaultProps: { locales: locale, options: { timeZone: zone }, transform: (value: unknown) => zonedInstant(value, zone) } },
        RaNumberField: { defaultProps: { locales: locale } },
      } as Theme['components'],
    }),
    [locale, zone],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
