import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The smart links list and form against the real API (MSW → server app → the worker's database).
const harness = setupRoleAppHarness();

type Link = { id: number; name: string; status: number; url: string; entries: { offer_id: number; weight: number; countries: string[]; device_types: number[] }[] };
const links = (who = 'admin') => harness.api('POST', '/smart-links/list', { per_page: 100 }, who) as Promise<Link[]>;
const DEMO = 'Demo smart link — EU mix';

describe('smart links, staff', () => {
  it('lists the demo link with its affiliate, state and offers, and suspends it from its page', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/smart-links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart links' })).toBeInTheDocument();
    const row = (await screen.findByText(DEMO)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(row).getByText('Alex Affiliate')).toBeInTheDocument();
    expect(within(row).getByText(/\/click\?sl=\d+$/)).toHaveAttribute('translate', 'no');

    await user.click(within(row).getByText(DEMO));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await waitFor(async () => expect((await links()).find((l) => l.name === DEMO)?.status).toBe(3));
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    await waitFor(async () => expect((await links()).find((l) => l.name === DEMO)?.status).toBe(1));
  }, 90_000);

  it('makes a link on the form: affiliate, an offer for German phones with a weight', async () => {
    const user = userEvent.setup();
    const [offer] = (await harness.api('POST', '/campaigns/list', { per_page: 1, sort: 'id' })) as { id: number; name: string }[];
    await harness.renderApp('admin', '/smart-links/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Form smart link');
    await user.type(screen.getByRole('combobox', { name: /^Affiliate/ }), 'affiliate@');
    await user.click(await screen.findByRole('option', { name: 'affiliate@example.com' }));
    await user.type(screen.getByRole('combobox', { name: /^Offer/ }), offer!.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: offer!.name }));
    await user.type(screen.getByRole('combobox', { name: /^Countries/ }), 'Germany');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    const weight = screen.getByRole('spinbutton', { name: /^Weight/ });
    await user.clear(weight);
    await user.type(weight, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await links()).map((l) => l.name)).toContain('Form smart link'));
    const saved = (await links()).find((l) => l.name === 'Form smart link')!;
    expect(saved.entries).toEqual([expect.objectContaining({ offer_id: offer!.id, weight: 250, countries: ['DE'], device_types: [] })]);
  }, 90_000);
});

describe('smart links, the affiliate', () => {
  it('sees their own links without the staff’s actions and copies a link’s URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const demo = (await links('affiliate')).find((l) => l.name === DEMO)!;
    await harness.renderApp('affiliate', '/smart-links');
    expect(await screen.findByText(DEMO)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: `Copy the link of ${DEMO}` })[0]!);
    expect(writeText).toHaveBeenCalledWith(demo.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  }, 90_000);
});

describe('smart links on a phone', () => {
  atScreenWidth(375);
  it('lists links as cards with their URL', async () => {
    await harness.renderApp('admin', '/smart-links');
    expect(await screen.findByText(DEMO)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  }, 90_000);
});
