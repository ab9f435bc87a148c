import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The offer page's Promo codes tab and the affiliate's codes on their offer, against the real API.
// The demo seeds DEMO10 for affiliate@example.com on offer 1 (server/db/seedDeepLinksPromoCodes.ts).
const harness = setupRoleAppHarness();
const { api } = harness;

describe('promo codes', () => {
  it('staff assign a code to an affiliate on the offer; the same code in another case is refused under the field', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/offers/1/show/promo-codes');
    expect(await screen.findByText('DEMO10', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/paid to the code's affiliate/)).toBeInTheDocument();

    const affiliate = await screen.findByRole('combobox', { name: /^Affiliate/ });
    await user.type(affiliate, 'affiliate2@');
    await user.click(await screen.findByRole('option', { name: 'affiliate2@example.com' }, { timeout: 10_000 }));
    const code = screen.getByRole('textbox', { name: /^Promo code/ });
    await user.type(code, 'demo10');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(/already has this promo code/, {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'Summer-25');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const row = (await screen.findByText('Summer-25', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('affiliate2@example.com')).toBeInTheDocument();
    const listed = (await api('POST', '/promo-codes/list', { offer_id: 1 })) as { code: string; affiliate_email: string }[];
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'Summer-25', affiliate_email: 'affiliate2@example.com' })]));
  }, 60_000);

  it('the affiliate sees their own codes and the deep-link hosts on the offer', async () => {
    await harness.renderApp('affiliate', '/marketplace/1/show');
    expect(await screen.findByText('Your promo codes', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('DEMO10')).toBeInTheDocument();
    // affiliate2's code is not theirs
    await waitFor(() => expect(screen.queryByText('Summer-25')).not.toBeInTheDocument());
    expect(screen.getByText('localhost, www.example.com')).toBeInTheDocument();
  }, 60_000);
});
