import { render, screen } from '@testing-library/react';
import { AdminContext, DateField, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ZonedDates, zonedInstant } from './ZonedDates';

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Ann', timeZone: 'Europe/Moscow' }),
};

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
