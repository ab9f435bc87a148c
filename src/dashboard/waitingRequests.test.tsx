import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The manager's Affiliates widget, Pending tab: the requests waiting for staff. With none it says so
// in words, in both languages and on a phone; with some it shows their count. Against the real API;
// each renders a role app (25–40 s seen on the shared machine), hence 60 s.
const harness = setupRoleAppHarness();
const exec = (query: ReturnType<typeof sql>) => harness.testApp.database.db.execute(query);
const noneWaiting = () => exec(sql`UPDATE users SET registration_status = 1 WHERE user_type = 2 AND registration_status = 0`);

async function pendingTab(tabName: string) {
  const widget = await screen.findByTestId('widget-AM_Affiliates');
  await userEvent.setup().click(within(widget).getByRole('tab', { name: tabName }));
  return widget;
}

describe('the requests waiting on the manager’s dashboard', () => {
  it('says in words that nothing is waiting, with no lone 0', async () => {
    await noneWaiting();
    await harness.renderApp('manager');
    const widget = await pendingTab('Pending');
    const total = await within(widget).findByTestId('total-AM_Affiliates');
    await waitFor(() => expect(total).toHaveTextContent('No affiliate request is waiting'));
    expect(total).not.toHaveTextContent(/^0$/);
  }, 60_000);

  it('in Russian', async () => {
    await noneWaiting();
    localStorage.setItem('language', 'ru');
    await harness.renderApp('manager');
    const widget = await pendingTab('Ожидают');
    await waitFor(() => expect(within(widget).getByTestId('total-AM_Affiliates')).toHaveTextContent('Заявок партнёров в ожидании нет'));
  }, 60_000);

  it('counts the requests when some wait', async () => {
    await exec(sql`UPDATE users SET registration_status = 0, created_at = now() WHERE email = 'affiliate@example.com'`);
    await harness.renderApp('manager', '/', { who: 'manager@example.com' });
    const widget = await pendingTab('Pending');
    const total = await within(widget).findByTestId('total-AM_Affiliates');
    await waitFor(() => expect(Number(total.getAttribute('data-value'))).toBeGreaterThan(0));
    expect(total).not.toHaveTextContent('No affiliate request is waiting');
  }, 60_000);

  describe('on a phone (375 px)', () => {
    atScreenWidth(375);
    it('says it in words there too', async () => {
      await noneWaiting();
      await harness.renderApp('manager');
      const widget = await pendingTab('Pending');
      await waitFor(() => expect(within(widget).getByTestId('total-AM_Affiliates')).toHaveTextContent('No affiliate request is waiting'));
    }, 60_000);
  });
});
