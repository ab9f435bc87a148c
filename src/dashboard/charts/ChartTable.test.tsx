import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { InterfaceLanguage } from '../../../domain/languages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import ru from '../../i18n/ru';
import { MultiLineChart, RankBars } from './lazy';

const points = (values: number[]) => values.map((value, i) => ({ start: `2026-11-0${i + 1}`, label: `Nov ${i + 1}`, value }));

const renderIn = (locale: InterfaceLanguage, node: React.ReactNode) => render(<AdminContext i18nProvider={createI18nProvider(locale, { messages: { ru } })}>{node}</AdminContext>);

describe('charts have a text alternative', () => {
  it('opens the figures of a line chart as a table from the keyboard', async () => {
    renderIn(
      'en',
      <MultiLineChart
        series={[
          { key: 'clicks', name: 'Clicks', points: points([10, 20]) },
          { key: 'leads', name: 'Leads', points: points([1, 2]) },
        ]}
        format={(v) => `${v} x`}
      />,
    );
    const user = userEvent.setup();
    const toggle = screen.getByText('Show as table');
    for (let stop = 0; stop < 5 && document.activeElement !== toggle; stop++) await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'The figures of the chart' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Period', 'Clicks', 'Leads']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Nov 110 x1 x', 'Nov 220 x2 x']);
  });

  it('names the table of a ranking in Russian', async () => {
    renderIn('ru', <RankBars rows={[{ key: 'a', name: 'Alpha', value: 5 }]} format={String} />);
    expect(await screen.findByText('Показать таблицей')).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Название', 'Значение']);
  });

  it('leaves the table out when the screen shows the figures already', () => {
    renderIn('en', <RankBars figures={false} rows={[{ key: 'a', name: 'Alpha', value: 5 }]} format={String} />);
    expect(screen.queryByText('Show as table')).not.toBeInTheDocument();
  });
});
