import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations, leadPushes, leads, offers, users } from '../../server/db/schema';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The lead funnel against the real API (MSW → server app → this file's own seeded database): a
// few leads of the demo affiliate in March 2021, far from the demo's own.
const harness = setupRoleAppHarness();
const DESK = 'Funnel UI desk';

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  const [broker] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  const [desk] = await db.insert(brokerIntegrations).values({ advertiserId: broker!.id, name: DESK, endpoint: 'https://broker.example.com/leads', status: 0 }).returning({ id: brokerIntegrations.id });
  const common = { offerId: offer!.id, affiliateId: affiliate!.id, country: 'DE', integrationId: desk!.id, brokerId: broker!.id };
  const at = (iso: string) => new Date(iso);
  const rows = [
    // pushed, accepted, autologin opened, deposited the next day
    { ...common, id: crypto.randomUUID(), status: 'FTD', createdAt: at('2021-03-01T12:00:00Z'), acceptedAt: at('2021-03-01T12:00:01Z'), autologinOpenedAt: at('2021-03-01T12:10:00Z'), ftdAt: at('2021-03-02T12:00:00Z') },
    { ...common, id: crypto.randomUUID(), status: 'ACCEPTED', createdAt: at('2021-03-01T12:30:00Z'), acceptedAt: at('2021-03-01T12:30:01Z') },
    // refused at intake: never pushed
    { ...common, id: crypto.randomUUID(), status: 'VALIDATION_FAILED', country: 'GB', integrationId: null, brokerId: null, createdAt: at('2021-03-02T12:00:00Z') },
    // registered before the period, deposited in it
    { ...common, id: crypto.randomUUID(), status: 'FTD', createdAt: at('2021-02-20T12:00:00Z'), acceptedAt: at('2021-02-20T12:00:01Z'), ftdAt: at('2021-03-02T13:00:00Z') },
  ];
  await db.insert(leads).values(rows.map((r, n) => ({ ...r, email: `funnel.ui.${n}@example.org`, phone: `+4915112349${n}` })));
  await db.insert(leadPushes).values(rows.filter((r) => r.integrationId !== null).map((r) => ({ leadId: r.id, integrationId: desk!.id, outcome: 'accepted' as const, idempotencyKey: `${r.id}:1` })));
});

const PICKER = { period: 'Period', custom: 'Custom date', from: 'From', to: 'To', apply: 'Apply' };
const PICKER_RU = { period: 'Период', custom: 'Выбрать даты', from: 'С', to: 'По', apply: 'Применить' };

/** Picks March 1–3, 2021 in the period picker (never "this month": its data would depend on today). */
async function pickMarch2021(u: ReturnType<typeof userEvent.setup>, finish = '2021-03-03', start = '2021-03-01', labels = PICKER) {
  await u.click(screen.getByRole('combobox', { name: labels.period }));
  await u.click(within(await screen.findByRole('listbox')).getByRole('option', { name: labels.custom }));
  await u.type(screen.getByLabelText(labels.from), start);
  await u.type(screen.getByLabelText(labels.to), finish);
  await u.click(screen.getByRole('button', { name: labels.apply }));
}

async function choose(u: ReturnType<typeof userEvent.setup>, control: string, option: string) {
  await u.click(screen.getByRole('combobox', { name: control }));
  await u.click(await screen.findByRole('option', { name: option }));
}

/** A row's figures after its key: the broker (grouped by integration), then each column. */
const figures = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('lead funnel', () => {
  it('counts each step by integration with rates and totals, and moves the FTDs to their deposit’s period', async () => {
    const u = userEvent.setup();
    await harness.renderApp('admin', '/lead-funnel');
    await screen.findByRole('combobox', { name: 'Group by' });
    await pickMarch2021(u);
    await choose(u, 'Group by', 'Integration');
    const table = await screen.findByRole('table', { name: 'Lead funnel' });
    for (const name of ['Integration', 'Broker', 'Leads', 'Pushed', 'Accepted', 'Autologin opened', 'FTD', 'FTD of accepted %']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const desk = await within(table).findByRole('row', { name: new RegExp(DESK) });
    expect(figures(desk).slice(1)).toEqual(['2', '2', '100%', '2', '100%', '1', '50%', '1', '50%', '50%']);
    const none = within(table).getByRole('row', { name: /No integration/ });
    expect(figures(none).slice(1)).toEqual(['1', '0', '0%', '0', '—', '0', '—', '0', '—', '0%']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(figures(total)).toEqual(['3', '2', '66.67%', '2', '100%', '1', '50%', '1', '50%', '33.33%']);

    await choose(u, 'Dates by', 'Deposit date (FTD column)');
    await waitFor(() => expect(figures(within(screen.getByRole('table', { name: 'Lead funnel' })).getByRole('row', { name: /Total/ }))).toEqual(['3', '2', '66.67%', '2', '100%', '1', '50%', '2', '100%', '66.67%']));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says so when the period has no leads', async () => {
    const u = userEvent.setup();
    await harness.renderApp('admin', '/lead-funnel');
    await screen.findByRole('combobox', { name: 'Group by' });
    await pickMarch2021(u, '2001-01-31', '2001-01-01');
    expect(await screen.findByText('No leads in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lead funnel' })).toBeNull();
  });

  it('groups an affiliate’s own leads by country or day only, naming no broker', async () => {
    const u = userEvent.setup();
    await harness.renderApp('affiliate', '/lead-funnel');
    await screen.findByRole('combobox', { name: 'Group by' });
    await u.click(screen.getByRole('combobox', { name: 'Group by' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(['Country', 'Day']);
    await u.click(options.getByRole('option', { name: 'Country' }));
    await pickMarch2021(u);
    const table = await screen.findByRole('table', { name: 'Lead funnel' });
    const germany = await within(table).findByRole('row', { name: /Germany/ });
    expect(figures(germany)).toEqual(['2', '2', '100%', '2', '100%', '1', '50%', '1', '50%', '50%']);
    expect(within(table).queryByRole('columnheader', { name: 'Broker' })).toBeNull();
    expect(within(table).queryByText(DESK)).toBeNull();
  });
});

describe('lead funnel in Russian', () => {
  it('labels its controls, columns and totals in Russian', async () => {
    localStorage.setItem('language', 'ru');
    const u = userEvent.setup();
    await harness.renderApp('admin', '/lead-funnel');
    await screen.findByRole('combobox', { name: 'Группировать по' });
    expect(screen.getByRole('combobox', { name: 'Даты по' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Экспорт в CSV' })).toBeInTheDocument();
    await pickMarch2021(u, '2021-03-03', '2021-03-01', PICKER_RU);
    await choose(u, 'Группировать по', 'Интеграция');
    const table = await screen.findByRole('table', { name: 'Воронка лидов' });
    for (const name of ['Интеграция', 'Брокер', 'Лиды', 'Отправлены', 'Приняты', 'Автологин открыт', 'FTD из принятых %']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(within(table).getByRole('row', { name: /Итого/ })).toBeInTheDocument();
    expect(screen.queryByText(/resources\.lead-funnel/)).toBeNull();
  });
});

describe('lead funnel on a phone', () => {
  atScreenWidth(375);
  it('shows a card per group and one for the totals', async () => {
    const u = userEvent.setup();
    await harness.renderApp('admin', '/lead-funnel');
    await screen.findByRole('combobox', { name: 'Group by' });
    await pickMarch2021(u);
    await choose(u, 'Group by', 'Integration');
    const desk = await screen.findByRole('listitem', { name: DESK });
    expect(within(desk).getByText('Autologin opened').nextSibling).toHaveTextContent('1');
    const total = screen.getByRole('listitem', { name: 'Total' });
    expect(within(total).getByText('Leads').nextSibling).toHaveTextContent('3');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
