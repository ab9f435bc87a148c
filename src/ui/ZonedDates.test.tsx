import { render, screen } from '@testing-library/react';
import { AdminContext, DateField, memoryStore, NumberField, RecordContextProvider, useRecordContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { zonedAuthProvider } from '../../test/ui/zonedAuthProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import ru from '../i18n/ru';
import { useFormatInstant, zonedInstant } from './dateFormat';
import { ZonedDates } from './ZonedDates';

const authProvider = zonedAuthProvider();

describe('dates in the profile’s zone', () => {
  it('shows a DateField’s time in the profile zone and a bare date as that day', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()} authProvider={authProvider}>
        <ZonedDates>
          <RecordContextProvider value={{ id: 1, at: '2026-03-10T22:30:00Z', day: '2026-03-10' }}>
            <p data-testid="at"><DateField source="at" showTime locales="en-GB" /></p>
            <p data-testid="day"><DateField source="day" locales="en-GB" /></p>
          </RecordContextProvider>
        </ZonedDates>
      </AdminContext>,
    );
    // 22:30 UTC is 01:30 the next day in Moscow
    expect(await screen.findByText('11/03/2026, 01:30:00')).toBeInTheDocument();
    expect(screen.getByTestId('day')).toHaveTextContent('10/03/2026');
    expect(zonedInstant('2026-03-10', 'America/Los_Angeles').toISOString()).toBe('2026-03-10T07:00:00.000Z');
  });
});

/** A phone card's or a log line's date, written by hand through the hook. */
function CardDate() {
  const when = useFormatInstant();
  return <span data-testid="card">{when(useRecordContext()?.at)}</span>;
}

/** Intl writes narrow/no-break spaces; compare with plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('dates and amounts in the interface language', () => {
  it.each([
    ['en', '3/11/2026, 1:30:00 AM', '3/11/2026', '1,234.5'],
    ['ru', '11.03.2026, 01:30:00', '11.03.2026', '1 234,5'],
  ] as const)('writes a DateField, a card’s date and a NumberField alike in %s, in the profile zone', async (lang, dateTime, date, amount) => {
    render(
      <AdminContext i18nProvider={createI18nProvider(lang, { messages: { ru }, storage: null })} store={memoryStore()} authProvider={authProvider}>
        <ZonedDates>
          <RecordContextProvider value={{ id: 1, at: '2026-03-10T22:30:00Z', amount: 1234.5 }}>
            <p data-testid="list"><DateField source="at" showTime /></p>
            <p data-testid="day"><DateField source="at" /></p>
            <CardDate />
            <p data-testid="amount"><NumberField source="amount" /></p>
          </RecordContextProvider>
        </ZonedDates>
      </AdminContext>,
    );
    // 22:30 UTC is 01:30 the next day in Moscow, the profile's zone
    await screen.findByText((_, node) => node?.tagName === 'SPAN' && plain(node.textContent) === dateTime && node.getAttribute('data-testid') !== 'card');
    expect(plain(screen.getByTestId('card').textContent)).toBe(dateTime);
    expect(plain(screen.getByTestId('list').textContent)).toBe(dateTime);
    expect(plain(screen.getByTestId('day').textContent)).toBe(date);
    expect(plain(screen.getByTestId('amount').textContent)).toBe(amount);
  });
});
