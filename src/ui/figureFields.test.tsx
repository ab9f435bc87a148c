import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import ru from '../i18n/ru';
import { CountField, MoneyField, RateField } from './figureFields';
import { formatDelta } from './numberFormat';

/** Intl writes narrow/no-break spaces in Russian; compare with plain ones. */
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

const record = { id: 1, payout_cpa: 1234.5, payout_cpl: '0.5', sum: 99.9, currency: 'EUR', odd: 3, odd_currency: 'XYZ', cr: 12.3456, revshare_percent: 0, clicks: 1234567, none: null };

function Figures() {
  return (
    <RecordContextProvider value={record}>
      <p data-testid="cpa"><MoneyField source="payout_cpa" /></p>
      <p data-testid="cpl"><MoneyField source="payout_cpl" /></p>
      <p data-testid="sum"><MoneyField source="sum" currencySource="currency" /></p>
      <p data-testid="odd"><MoneyField source="odd" currencySource="odd_currency" /></p>
      <p data-testid="cr"><RateField source="cr" /></p>
      <p data-testid="revshare"><RateField source="revshare_percent" zeroIsNone /></p>
      <p data-testid="clicks"><CountField source="clicks" /></p>
      <p data-testid="none"><MoneyField source="none" /></p>
    </RecordContextProvider>
  );
}

/** The figures rendered in the language `i18nProvider` speaks, once they are on screen. */
async function renderFigures(i18nProvider: I18nProvider) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Figures />
    </AdminContext>,
  );
  await screen.findByTestId('cpa');
}

const shown = (id: string) => plain(screen.getByTestId(id).textContent);

describe('figures on the screens, in the interface language', () => {
  it('English: money with 2 decimals and the currency, rates with at most 2, counts grouped, — for nothing', async () => {
    await renderFigures(createI18nProvider('en'));
    expect(shown('cpa')).toBe('$1,234.50');
    expect(shown('cpl')).toBe('$0.50');
    expect(shown('sum')).toBe('€99.90');
    expect(shown('odd')).toBe('XYZ 3.00');
    expect(shown('cr')).toBe('12.35%');
    expect(shown('revshare')).toBe('—');
    expect(shown('clicks')).toBe('1,234,567');
    expect(shown('none')).toBe('—');
    expect(formatDelta(12.345, 'en')).toBe('+12.35%');
  });

  it('Russian: the same figures with Russian marks', async () => {
    await renderFigures(createI18nProvider('ru', { messages: { ru } }));
    expect(shown('cpa')).toBe('1 234,50 $');
    expect(shown('sum')).toBe('99,90 €');
    expect(shown('odd')).toBe('3,00 XYZ');
    expect(shown('cr')).toBe('12,35 %');
    expect(shown('clicks')).toBe('1 234 567');
    expect(plain(formatDelta(-3.5, 'ru'))).toBe('-3,5 %');
  });
});
