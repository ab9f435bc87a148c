import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withFeature } from '../../test/permissionToggles';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The offer's hosted lead form (spec 4 §1) where the affiliate gets their tracking link: built with
// it, for the same affiliate and sub-ids, with its own copy button; absent where leads are off.
// An offer's page against the real API: 20–40 s on the shared 2-core machine, hence 60 s per test.
const harness = setupRoleAppHarness();
const { api } = harness;

async function buildLink(offerName: string) {
  const user = userEvent.setup();
  await harness.renderApp('affiliate', '/my-offers');
  // read afresh: the list's loading placeholder is another table than the one its rows arrive in
  const table = () => screen.getByRole('table');
  await user.click(await waitFor(() => within(table()).getByText(offerName)));
  await user.type(await screen.findByRole('textbox', { name: 'p1' }), 'banner');
  await user.click(screen.getByRole('button', { name: 'Get link' }));
  await screen.findByTestId('tracking-link');
  return user;
}

describe('the affiliate’s lead form link', () => {
  it('comes with the tracking link, on the same domain and sub-ids, and copies', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Lead form offer', { countries: [] }));
    const user = await buildLink('Lead form offer');
    // after userEvent.setup(), which puts its own clipboard in place
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const tracking = new URL((screen.getByTestId('tracking-link') as HTMLInputElement).value);
    await user.click(screen.getByRole('button', { name: 'Lead form link' }));
    const field = (await screen.findByTestId('lead-form-link')) as HTMLInputElement;
    const form = new URL(field.value);
    expect(form.origin).toBe(tracking.origin);
    expect(form.pathname).toBe(`/lead-form/${String(offer.id)}`);
    expect(form.searchParams.get('aff_id')).toBe(tracking.searchParams.get('aff_id'));
    expect(form.searchParams.get('p1')).toBe('banner');
    expect(screen.getByText(/Add click_id=… to tie a lead to its click/)).toBeInTheDocument();
    const copies = screen.getAllByRole('button', { name: 'Copy' });
    expect(copies).toHaveLength(2);
    await user.click(copies[1]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(field.value));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  }, 60_000);

  it('is not offered where the workspace takes no leads', async () => {
    await api('POST', '/campaigns', offerBody('No leads offer', { countries: [] }));
    await withFeature(harness.testApp, 'push_brokers', false, async () => {
      await buildLink('No leads offer');
      expect(screen.queryByRole('button', { name: 'Lead form link' })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
    });
  }, 60_000);
});
