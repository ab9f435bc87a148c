import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A deep link from the affiliate's link builder (spec 4 §6): on an offer that allows them, a page of
// its site goes into the link as `url=`; an address on another host is refused under the field.
// An offer's page against the real API: 20–40 s on the shared 2-core machine, hence 60 s per test.
const harness = setupRoleAppHarness();
const { api } = harness;

async function openBuilder(offerName: string) {
  const user = userEvent.setup();
  await harness.renderApp('affiliate', '/my-offers');
  // read afresh: the list's loading placeholder is another table than the one its rows arrive in
  await user.click(await waitFor(() => within(screen.getByRole('table')).getByText(offerName)));
  return user;
}

describe('the link builder’s deep link', () => {
  it('puts a page of the offer’s site into the link, and refuses another host under the field', async () => {
    await api('POST', '/campaigns', offerBody('Deep link builder offer', { countries: [], deep_link: 1, deep_link_hosts: ['shop.example.com'] }));
    const user = await openBuilder('Deep link builder offer');
    const field = await screen.findByRole('textbox', { name: 'Deep link (optional)' });
    expect(screen.getByText(/instead of the landing page, on shop\.example\.com/)).toBeInTheDocument();

    await user.type(field, 'https://evil.example.org/');
    await user.click(screen.getByRole('button', { name: 'Get link' }));
    expect(await screen.findByText('Use an http(s) address on one of the offer\'s allowed hosts.')).toBeInTheDocument();
    expect(screen.queryByTestId('tracking-link')).toBeNull();

    await user.clear(field);
    await user.type(field, 'https://shop.example.com/sale');
    await user.click(screen.getByRole('button', { name: 'Get link' }));
    const link = new URL(((await screen.findByTestId('tracking-link')) as HTMLInputElement).value);
    expect(link.searchParams.get('url')).toBe('https://shop.example.com/sale');
  }, 60_000);

  it('is not offered where the offer allows no deep links', async () => {
    await api('POST', '/campaigns', offerBody('No deep link offer', { countries: [] }));
    await openBuilder('No deep link offer');
    await screen.findByRole('button', { name: 'Get link' });
    expect(screen.queryByRole('textbox', { name: 'Deep link (optional)' })).toBeNull();
  }, 60_000);
});
