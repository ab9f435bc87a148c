import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFeature } from '../../test/permissionToggles';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Lead status on the affiliates list and the affiliate's page (spec 4 §5), against the real API.
const harness = setupRoleAppHarness();

const table = () => screen.getAllByRole('table')[0]!;
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const filterBy = (q: string) => `?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

async function idOf(email: string): Promise<number> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/user_profiles/list', { cookie: await testApp.cookieFor('admin'), body: { q: email } });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

describe('lead status on the affiliates list', () => {
  it('shows it as a column and sets it on the selected affiliates', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', `/user-operations/affiliates${filterBy('invited1@')}`);
    await waitFor(() => within(table()).getByText('invited1@example.com'));
    expect(within(table()).getByRole('columnheader', { name: /Lead status/ })).toBeInTheDocument();
    await user.click(within(rowOf('invited1@example.com')).getByRole('checkbox'));
    const bulk = screen.getAllByRole('button', { name: 'Lead status' }).find((b) => !b.closest('thead'))!;
    await user.click(bulk);
    await user.click(await screen.findByRole('menuitem', { name: 'Not interested' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Done for 1 user')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('invited1@example.com')).getByText('Not interested')).toBeInTheDocument());
  }, 90_000);
});

describe('lead status on the affiliate’s page', () => {
  it('sets it and lists its history: who, from → to', async () => {
    const user = userEvent.setup();
    const id = await idOf('invited2@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
    const section = await screen.findByRole('region', { name: 'Lead status' });
    await user.click(await within(section).findByRole('combobox', { name: /^Lead status/ }));
    await user.click(await screen.findByRole('option', { name: 'Emailed' }));
    await user.click(within(section).getByRole('button', { name: 'Set lead status' }));
    expect(await screen.findByText('Lead status set')).toBeInTheDocument();
    const history = await within(section).findByRole('table', { name: 'Lead status history' });
    await waitFor(() => expect(within(history).getByText(/→ Emailed$/)).toBeInTheDocument());
    const row = within(history).getByText(/→ Emailed$/).closest('tr')!;
    expect(row).toHaveTextContent(/Changed/);
  }, 90_000);

  it('reads in Russian', async () => {
    localStorage.setItem('language', 'ru');
    try {
      const id = await idOf('invited2@example.com');
      await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
      const section = await screen.findByRole('region', { name: 'Статус лида' });
      const history = await within(section).findByRole('table', { name: 'История статуса лида' });
      expect(within(history).getByText(/→ Отправлено письмо$/)).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
    }
  }, 90_000);

  it('is gone, column and page, while the lead_status feature is off', async () => {
    const id = await idOf('invited2@example.com');
    await withFeature(harness.testApp, 'lead_status', false, async () => {
      await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
      await screen.findAllByText('invited2@example.com');
      expect(screen.queryByRole('region', { name: 'Lead status' })).toBeNull();
    });
  }, 90_000);
});
