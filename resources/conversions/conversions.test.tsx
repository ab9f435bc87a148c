import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The conversion log against the real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');

describe('conversion log', () => {
  it('lists the seeded conversions with their action, commission and transaction chips for an admin', async () => {
    await harness.renderApp('admin', '/conversions');
    // the rows themselves, not the loading placeholder (a table of five blank rows, shown after 1 s)
    await waitFor(() => expect(within(table()).getAllByText('Voided').length).toBeGreaterThan(0));
    expect(within(table()).getAllByRole('row').length).toBeGreaterThan(5);
    expect(within(table()).getAllByText('Changed').length).toBeGreaterThan(0);
    expect(within(table()).getAllByText(/^(Lead|FTD|Sale|Revshare|Opt-in)$/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('columnheader', { name: /Revenue/ }).length).toBeGreaterThan(0);
  });

  it('voids a conversion after asking the reason, and shows it voided', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/conversions?filter=%7B%22transaction_status%22%3A0%7D');
    await waitFor(() => expect(within(table()).getAllByRole('button', { name: 'Void' }).length).toBeGreaterThan(0));
    // the first row's order id: once voided, it leaves this list of OK conversions
    const firstRow = within(table()).getAllByRole('button', { name: 'Void' })[0]!.closest('tr')!;
    const orderId = within(firstRow).getByText(/^DEMO-\d+$/).textContent!;
    await user.click(within(firstRow).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Conversion voided')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(orderId)).toBeNull());
  });

  it('filters by offer and by affiliate chosen by name', async () => {
    const user = userEvent.setup();
    const found = (await harness.testApp.database.db.execute(
      sql`SELECT o.name AS offer, u.email FROM conversions v JOIN offers o ON o.id = v.offer_id JOIN users u ON u.id = v.affiliate_id ORDER BY v.id DESC LIMIT 1`,
    )) as unknown as { rows: { offer: string; email: string }[] };
    const { offer, email } = found.rows[0]!;
    await harness.renderApp('admin', '/conversions');
    await waitFor(() => expect(within(table()).getAllByText(/^(Lead|FTD|Sale|Revshare|Opt-in)$/).length).toBeGreaterThan(0));
    await user.type(screen.getByRole('combobox', { name: 'Offer' }), offer.slice(0, 12));
    await user.click(await screen.findByRole('option', { name: offer }));
    // the filter form takes the offer into the URL after its debounce and then resets its fields
    // from it: text typed into the next filter before that would be wiped, so wait as a person would
    await waitFor(() => expect(decodeURIComponent(window.location.href)).toMatch(/"offer_id":\d+/));
    await user.type(screen.getByRole('combobox', { name: 'Affiliate' }), email.split('@')[0]!);
    await user.click(await screen.findByRole('option', { name: email }));
    await waitFor(
      () => {
        const rows = within(table()).getAllByRole('row').slice(1);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(within(row).getByText(offer)).toBeInTheDocument();
      }
    );
    await waitFor(() => expect(decodeURIComponent(window.location.href)).toMatch(/"offer_id":\d+.*"affiliate_id":\d+|"affiliate_id":\d+.*"offer_id":\d+/));
    // two autocomplete filters typed key by key, each refetching the list: beyond the shared 30 s under load
  }, 60_000);

  it('shows an affiliate their own conversions without revenue and without moderation', async () => {
    await harness.renderApp('affiliate', '/conversions');
    await waitFor(() => expect(within(table()).getAllByText(/^(Lead|FTD|Sale|Revshare|Opt-in)$/).length).toBeGreaterThan(0));
    expect(within(table()).queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Revenue/ })).toBeNull();
  });
});

describe('test conversion on the offer’s integration tab', () => {
  it('records a conversion for a click of the offer and shows it; an unknown click id is refused on its field', async () => {
    const { testApp } = harness;
    const found = (await testApp.database.db.execute(sql`SELECT click_id, offer_id FROM clicks WHERE refusal IS NULL ORDER BY clicked_at DESC LIMIT 1`)) as unknown as { rows: { click_id: string; offer_id: number }[] };
    const click = found.rows[0]!;
    const user = userEvent.setup();
    await harness.renderApp('admin', `/offers/${click.offer_id}/show/integration`);
    const clickField = await screen.findByRole('textbox', { name: 'Click id' });
    await user.type(clickField, 'no-such-click');
    await user.click(screen.getByRole('button', { name: 'Send test conversion' }));
    expect(await screen.findByText('No click of this offer has this id.')).toBeInTheDocument();
    await user.clear(clickField);
    await user.type(clickField, click.click_id);
    await user.type(screen.getByRole('textbox', { name: 'Order id (optional)' }), 'UI-TEST-1');
    await user.click(screen.getByRole('button', { name: 'Send test conversion' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Conversion #\d+ recorded/);
    const log = await testApp.call('POST', '/api/admin/conversions/list', { cookie: await testApp.cookieFor('admin'), body: { order_id: 'UI-TEST-1' } });
    expect(((await log.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
