import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
