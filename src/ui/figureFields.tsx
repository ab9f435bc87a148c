import { FunctionField, useLocaleState, type FunctionFieldProps, type RaRecord } from 'react-admin';
import { formatAmountIn, formatCount, formatMoney, formatRate, NO_VALUE } from './numberFormat';

type FigureFieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: string };

/** A record's figure as a number, or null when it has none (null, '' or not a number). */
export const figureOf = (record: RaRecord, source: string): number | null => {
  const raw: unknown = record[source];
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

/** A figure right-aligned in a list or a record page, as `show` writes it in the interface language. */
function FigureField({ show, ...rest }: FigureFieldProps & { show: (record: RaRecord, locale: string) => string }) {
  const [locale] = useLocaleState();
  return <FunctionField textAlign="right" {...rest} render={(r: RaRecord) => show(r, locale)} />;
}

/**
 * Money in a list or a record page (src/ui/numberFormat): 2 decimals and the brand's currency, or
 * the currency the record names in `currencySource` (a sale's own); "—" when there is none.
 */
export function MoneyField({ source, currencySource, ...rest }: FigureFieldProps & { currencySource?: string }) {
  return (
    <FigureField
      source={source}
      {...rest}
      show={(r, locale) => (currencySource ? formatAmountIn(figureOf(r, source), locale, r[currencySource]) : formatMoney(figureOf(r, source), locale))}
    />
  );
}

/** A percentage already scaled to 0–100, at most 2 decimals; `zeroIsNone` shows 0 as "—" (a revenue share that is not paid). */
export function RateField({ source, zeroIsNone = false, ...rest }: FigureFieldProps & { zeroIsNone?: boolean }) {
  return (
    <FigureField
      source={source}
      {...rest}
      show={(r, locale) => {
        const value = figureOf(r, source);
        return zeroIsNone && value === 0 ? NO_VALUE : formatRate(value, locale);
      }}
    />
  );
}

/** A count or plain figure with the language's grouping; "—" when there is none. */
export function CountField({ source, ...rest }: FigureFieldProps) {
  return <FigureField source={source} {...rest} show={(r, locale) => formatCount(figureOf(r, source), locale)} />;
}
