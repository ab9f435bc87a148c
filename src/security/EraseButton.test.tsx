import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { findUserByEmail } from '../../server/modules/users/userRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Erasing a person's data from their page, against the real API.
const harness = setupRoleAppHarness();

async function eraseThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Erase this person’s data?' });
  const confirm = within(dialog).getByRole('button', { name: 'Erase' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), 'ERASE');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(await screen.findByText('The personal data is erased.')).toBeInTheDocument();
}

describe('erasing personal data from the screens', () => {
  it('an admin erases an affiliate from the account page’s actions, after typing ERASE', async () => {
    const affiliate = (await findUserByEmail(harness.testApp.database.db, 'affiliate2@example.com'))!;
    const user = userEvent.setup();
    await harness.renderApp('admin', `/user-operations/all-users/${affiliate.id}/show/actions`);
    await eraseThroughDialog(user);
    await waitFor(async () => expect((await findUserByEmail(harness.testApp.database.db, `erased-${affiliate.id}@erased.invalid`))?.firstName).toBe('Erased'));
  }, 60_000);

  it('an admin erases a lead from its page', async () => {
    const [lead] = await harness.testApp.database.db.select({ id: leads.id, email: leads.email }).from(leads).where(sql`${leads.email} <> ''`).limit(1);
    const user = userEvent.setup();
    await harness.renderApp('admin', `/leads/${lead!.id}/show`);
    expect(await screen.findByText(lead!.email, {}, { timeout: 10_000 })).toBeInTheDocument();
    await eraseThroughDialog(user);
    await waitFor(() => expect(screen.queryByText(lead!.email)).toBeNull());
  }, 60_000);

  it('is not offered to a manager', async () => {
    const db = harness.testApp.database.db;
    const manager = (await findUserByEmail(db, 'manager@example.com'))!;
    // a lead of one of the manager's own affiliates: one they may open
    const [lead] = await db.select({ id: leads.id }).from(leads).where(sql`${leads.affiliateId} IN (SELECT id FROM users WHERE manager_id = ${manager.id})`).limit(1);
    await harness.renderApp('manager', `/leads/${lead!.id}/show`);
    expect(await screen.findByText(String(lead!.id), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  }, 60_000);
});
