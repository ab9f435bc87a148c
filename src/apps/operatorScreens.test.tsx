import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// What an operator without an engineer reads on the screens of a new network, against the real API:
// names that match what is shown, texts meant for their role, and a way on from an empty list.
// Each renders a role app against the real API (25–27 s seen on the shared, loaded 2-core machine),
// beyond the shared 30 s now and then, hence 60 s per test.
const harness = setupRoleAppHarness();
const exec = (query: ReturnType<typeof sql>) => harness.testApp.database.db.execute(query);

describe('screens an operator reads in the first week', () => {
  it('names the affiliate’s manager e-mail link by the address it shows (axe label-content-name-mismatch)', async () => {
    await harness.renderApp('affiliate');
    const widget = await screen.findByTestId('widget-Aff_PersonalManager');
    const link = await within(widget).findByRole('link', { name: 'manager@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:manager@example.com');
    expect(link).toHaveAttribute('title', 'Write an e-mail');
  }, 60_000);

  it('writes the API-key help as text, without code backticks', async () => {
    await harness.renderApp('affiliate', '/security');
    const card = (await screen.findByRole('heading', { name: 'API keys' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText(/with the header Authorization: Bearer <key> and your permissions/)).toBeInTheDocument();
    expect(card.textContent).not.toContain('`');
  }, 60_000);

  it('tells staff how payouts come about without “your commission”', async () => {
    await harness.renderApp('admin', '/payouts');
    expect(await screen.findByText(/A payout is made when an affiliate’s billing period closes with their commission/)).toBeInTheDocument();
    expect(screen.queryByText(/with your commission/)).toBeNull();
  }, 60_000);

  it('leads from an empty Managers list to creating a manager', async () => {
    // a network whose managers have all become affiliates: the list is empty
    await exec(sql`UPDATE users SET user_type = 2 WHERE user_type = 1`);
    const user = userEvent.setup();
    await harness.renderApp('admin', '/user-operations/managers');
    const create = await screen.findByRole('link', { name: 'Create' });
    expect(screen.getByText('No Managers yet.')).toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByRole('combobox', { name: 'Type' })).toHaveTextContent('Manager');
  }, 60_000);
});
