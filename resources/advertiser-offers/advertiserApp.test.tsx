import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

const harness = setupRoleAppHarness();

const sideMenu = async () => (await screen.findByRole('navigation', { name: 'Main menu' })) as HTMLElement;

describe('the advertiser app (spec 4 §7)', () => {
  it('opens on their spend, with a flat menu of their work and their profile', async () => {
    await harness.renderApp('advertiser', '/', { shell: true });
    const menu = await sideMenu();
    for (const name of ['Spend', 'My offers', 'Conversions', 'Leads', 'Received postbacks', 'Profile']) {
      expect(await within(menu).findByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('group')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'By offer' })).toBeInTheDocument();
  });

  it('lists their conversions with the affiliate as an id, and no affiliate name', async () => {
    await harness.renderApp('advertiser', '/advertiser-conversions');
    expect(await screen.findByRole('columnheader', { name: /Affiliate ID/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /You owe/ })).toBeInTheDocument();
    const table = screen.getByRole('columnheader', { name: /You owe/ }).closest('table') as HTMLElement;
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).queryByText(/@example\.com/)).not.toBeInTheDocument();
  });

  it('shows an offer’s postback URL with their token and sends a test conversion that we answer', async () => {
    const [offer] = rowsOf<{ id: number }>(
      await harness.testApp.database.db.execute(sql`SELECT o.id FROM offers o JOIN users a ON a.id = o.advertiser_id
        WHERE a.email = 'advertiser@example.com' AND o.status = 1 AND EXISTS (SELECT 1 FROM clicks k WHERE k.offer_id = o.id AND k.refusal IS NULL) LIMIT 1`),
    );
    await harness.renderApp('advertiser', `/advertiser-offers/${offer!.id}/show`);
    const url = await screen.findByRole('textbox', { name: 'Server-to-server postback URL' });
    expect((url as HTMLTextAreaElement).value).toMatch(/\/postback\?click_id=\{click_id\}.*token=/);
    await userEvent.click(screen.getByRole('button', { name: 'Send test conversion' }));
    const answer = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(answer).toHaveTextContent(/We answered 200/);
    expect(answer).toHaveTextContent(/Conversion #\d+ recorded/);
  });

  it('has the account screens every role has: two-factor sign-in and an API key that reads their app', async () => {
    await harness.renderApp('advertiser', '/security');
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'API keys' })).closest('.MuiCard-root') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Spend sync');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const key = (await within(dialog).findByTestId('api-key-secret')).textContent ?? '';
    const spend = await harness.testApp.call('POST', '/api/advertiser/portal/spend/days/list', { headers: { authorization: `Bearer ${key}` }, body: {} });
    expect(spend.status).toBe(200);
    expect((await harness.testApp.call('POST', '/api/affiliate/conversions/list', { headers: { authorization: `Bearer ${key}` }, body: {} })).status).toBe(403);
  });

  it('speaks Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('advertiser', '/advertiser-offers', { shell: true });
    const menu = await screen.findByRole('navigation');
    expect(await within(menu).findByRole('menuitem', { name: 'Мои офферы' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Полученные постбэки' })).toBeInTheDocument();
  });
});
