import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Offer change requests against the real API: the demo advertiser asks from their offer's page,
// the admin declines it with a reason, and the advertiser reads the answer there.
const harness = setupRoleAppHarness();
const MESSAGE = 'Please raise the CPL to 30.00 for Germany.';

async function theirOffer() {
  const [offer] = rowsOf<{ id: number }>(
    await harness.testApp.database.db.execute(sql`SELECT o.id FROM offers o JOIN users a ON a.id = o.advertiser_id WHERE a.email = 'advertiser@example.com' ORDER BY o.id LIMIT 1`),
  );
  return offer!.id;
}

describe('offer change requests', () => {
  it('the advertiser asks for a change from their offer’s page', async () => {
    const user = userEvent.setup();
    await harness.renderApp('advertiser', `/advertiser-offers/${await theirOffer()}/show`);
    const card = (await screen.findByRole('heading', { name: 'Request a change' })).closest('.MuiCard-root') as HTMLElement;
    // the demo's own requests on this offer: one answered
    expect(await within(card).findByText('Done: the landing page shows 200 EUR since this morning.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByText('Required')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /What should change/ }), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    const asked = await within(card).findByRole('row', { name: /Please raise the CPL/ });
    expect(within(asked).getByText('Open')).toBeInTheDocument();
  });

  it('the admin declines it, and must say why', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/offer-change-requests');
    const row = await screen.findByRole('row', { name: /Please raise the CPL/ });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    await user.click(within(row).getByText(MESSAGE));
    expect(await screen.findByText(/then mark the request done/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Say why the request is declined: the advertiser reads the reply.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reply to the advertiser' }), 'The broker does not pay more for DE.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const answered = await screen.findByRole('row', { name: /The broker does not pay more/ }, { timeout: 10_000 });
    expect(within(answered).getByText('Declined')).toBeInTheDocument();
  });

  it('the advertiser reads the answer on the offer’s page', async () => {
    await harness.renderApp('advertiser', `/advertiser-offers/${await theirOffer()}/show`);
    const card = (await screen.findByRole('heading', { name: 'Request a change' })).closest('.MuiCard-root') as HTMLElement;
    const theirs = await within(card).findByRole('row', { name: /The broker does not pay more for DE\./ });
    expect(within(theirs).getByText('Declined')).toBeInTheDocument();
  });

  it('speaks Russian on the staff list', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/offer-change-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Запросы на изменение' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Ответ рекламодателю' })).toBeInTheDocument());
    localStorage.removeItem('language');
  });
});
