import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The change log reads as sentences of labels and names in the interface language; the user lists
// filter by the dashboard's period picker; Registration stats groups by labelled choices and draws
// the grouping. Against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

beforeAll(async () => {
  const t = harness.testApp;
  const admin = await t.cookieFor('admin');
  const created = await t.call('POST', '/api/admin/user_profiles', {
    cookie: admin,
    body: { email: 'mia.manager@example.com', first_name: 'Mia', last_name: 'Manager', password: 'password-123', password_confirmation: 'password-123', user_type: 1 },
  });
  const mia = ((await created.json()) as { data: { id: number } }).data.id;
  const found = await t.call('POST', '/api/admin/user_profiles/list', { cookie: admin, body: { q: 'affiliate7@' } });
  const [affiliate] = ((await found.json()) as { data: { id: number }[] }).data;
  expect((await t.call('PATCH', `/api/admin/user_profiles/${affiliate!.id}`, { cookie: admin, body: { manager_id: mia } })).status).toBe(200);
  expect((await t.call('POST', `/api/admin/user_profiles/user-accounts/${affiliate!.id}/ban`, { cookie: admin })).status).toBe(200);
});

const entry = async (pattern: RegExp) => screen.findByText(pattern);

describe('the change log', () => {
  it('reads a change as a sentence of labels and names, under "Changed at"', async () => {
    await harness.renderApp('admin', `/user-operations/user-change-log?filter=${encodeURIComponent('{"q":"affiliate7@"}')}`);
    const text = await entry(/^Manager: .+ → Mia Manager$/);
    expect(within(text.closest('tr') as HTMLElement).getByText('Changed')).toBeInTheDocument();
    const ban = screen.getByText('Status: Active → Inactive');
    expect(within(ban.closest('tr') as HTMLElement).getByText('Banned')).toBeInTheDocument();
    expect(screen.queryByText(/manager_id|status_id/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Changed at' })).toBeInTheDocument();
  });

  it('reads it in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', `/user-operations/user-change-log?filter=${encodeURIComponent('{"q":"affiliate7@"}')}`);
    await entry(/^Менеджер: .+ → Mia Manager$/);
    const ban = screen.getByText('Статус: Активен → Неактивен');
    expect(within(ban.closest('tr') as HTMLElement).getByText('Заблокирован')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Изменено' })).toBeInTheDocument();
  });
});

describe('the period filter of the user lists', () => {
  it('offers the labelled presets and a custom range', async () => {
    const u = userEvent.setup();
    await harness.renderApp('admin', '/user-operations/all-users');
    await screen.findByText('banned2@example.com');
    await u.click(screen.getByRole('combobox', { name: 'Period' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'Last 3 days' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'last 3 days' })).toBeNull();
    await u.click(options.getByRole('option', { name: 'Custom date' }));
    await u.type(screen.getByLabelText('From'), '2001-01-01');
    await u.type(screen.getByLabelText('To'), '2001-01-31');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('"period_type":"custom_date"'));
    expect(decodeURIComponent(window.location.search)).toContain('"period_start":"2001-01-01"');
    await waitFor(() => expect(screen.queryByText('banned2@example.com')).toBeNull());
  });
});

describe('registration stats', () => {
  it('groups by labelled choices and draws the grouping above the table', async () => {
    const u = userEvent.setup();
    localStorage.setItem('language', 'ru');
    // the demo's requests were registered 2 to 23 days before the seed: a window of 60 days back to
    // tomorrow holds them all whatever today is (the default, this month, is empty on the 1st)
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const period = { period_type: 'custom_date', period_start: day(-60), period_finish: day(1) };
    await harness.renderApp('admin', `/user-operations/registration-stats?filter=${encodeURIComponent(JSON.stringify(period))}`);
    await screen.findByText('request8@example.com');
    await u.click(screen.getByRole('combobox', { name: 'Группировка' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['День', 'Неделя', 'Месяц']));
    await u.click(options.getByRole('option', { name: 'Неделя' }));
    expect(await screen.findByRole('figure', { name: 'Регистрации, группировка: неделя' })).toBeInTheDocument();
  });
});
