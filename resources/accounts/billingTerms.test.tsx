import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Staff set an affiliate's payment terms and threshold on the account page (bank tab), against the
// real API (MSW → server app → this file's database).
const harness = setupRoleAppHarness();
const affiliate = async () => (await harness.testApp.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;

describe('payment terms and threshold on the account page', () => {
  it('a manager sets the affiliate’s payment terms and threshold', async () => {
    const user = userEvent.setup();
    const { id } = await affiliate();
    await harness.renderApp('manager', `/user-operations/all-users/${id}/show/bank`);
    const heading = await screen.findByRole('heading', { name: 'Payment terms and threshold' }, { timeout: 30_000 });
    const form = heading.closest('form')!;
    await user.click(within(form).getByRole('combobox', { name: 'Payment terms' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly (Monday to Sunday)' }));
    const threshold = within(form).getByRole('spinbutton', { name: 'Commission threshold' });
    await user.clear(threshold);
    await user.type(threshold, '250.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await affiliate()).toMatchObject({ paymentTermsId: 2, commissionThreshold: '250.50' }));
  }, 90_000);

  it('a manager’s own account has no such form', async () => {
    const manager = (await harness.testApp.database.db.select().from(users).where(eq(users.email, 'manager2@example.com')))[0]!;
    await harness.renderApp('admin', `/user-operations/all-users/${manager.id}/show/bank`);
    expect(await screen.findByRole('textbox', { name: 'IBAN' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment terms and threshold' })).toBeNull();
  }, 90_000);
});
