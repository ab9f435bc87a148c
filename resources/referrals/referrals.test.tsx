import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The referral program's screens against the real API (MSW → server app → this file's database):
// the seed's demo affiliate referred affiliate2@example.com, and affiliate3@example.com has terms of
// their own (server/db/seedReferrals.ts).
const harness = setupRoleAppHarness();

describe('referral program screens', () => {
  it('shows staff who referred whom, with the bonus billed and due', async () => {
    await harness.renderApp('admin', '/referrals');
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: 'Referrer' })).toBeInTheDocument());
    const row = await within(table()).findByRole('row', { name: /affiliate2@example\.com/ });
    expect(row).toHaveTextContent('Alex Affiliate');
    expect(within(table()).getByRole('columnheader', { name: 'Bonus at the next closing' })).toBeInTheDocument();
  });

  it('lets an admin give an affiliate terms of their own and change them', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/referral-overrides');
    const row = await screen.findByRole('row', { name: /affiliate3@example\.com/ }, { timeout: 5000 });
    expect(row).toHaveTextContent('Fixed amount per CPA');
    await user.click(within(row).getByText('affiliate3@example.com'));
    const reward = await screen.findByLabelText(/^Reward per conversion/);
    await user.clear(reward);
    await user.type(reward, '2.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /affiliate3@example\.com/ })).toHaveTextContent('2.75'), { timeout: 5000 });
  });

  it('shows an affiliate their referral link, their terms and the affiliates they referred', async () => {
    await harness.renderApp('affiliate', '/my-referrals');
    const link = await screen.findByTestId('referral-link');
    expect((link as HTMLTextAreaElement).value).toMatch(/\/auth\/a\/registration\?referral=[\w-]+$/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const program = screen.getByRole('region', { name: 'Your program' });
    expect(program).toHaveTextContent('5 % of each approved commission of the affiliates you referred');
    expect(within(program).getByTestId('referral-referred')).toHaveTextContent('1');
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: 'Affiliate' })).toBeInTheDocument());
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    // an affiliate does not read their friends' e-mail addresses
    expect(screen.queryByText('affiliate2@example.com')).toBeNull();
  });

  it('names on a referred affiliate’s account page who referred them, linked to the referrer’s account', async () => {
    const user = userEvent.setup();
    const idOf = async (email: string) => (await harness.testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [friend, referrer] = [await idOf('affiliate2@example.com'), await idOf('affiliate@example.com')];
    await harness.renderApp('admin', `/user-operations/all-users/${friend}/show`);
    expect(await screen.findByText('Referred by', undefined, { timeout: 30_000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'affiliate@example.com' });
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/d/user-operations/all-users/${referrer}/show`));
    // the referrer came by no one's link: their page names no referrer
    expect(await screen.findByText('Alex Affiliate', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Referred by')).toBeNull();
  }, 60_000);
});
