import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGE } from '../../domain/validators/iban';
import { users } from '../../server/db/schema';
import { withFeature } from '../../test/permissionToggles';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// An affiliate's own payment and postback details on their profile page, against the real API
// (MSW → server app → this file's database): bank details they enter themselves, the key their
// postbacks are signed with, masked, revealed, copied and replaced after a confirmation, and their
// referral link while the referral program is on.
const harness = setupRoleAppHarness();
const db = () => harness.testApp.database.db;

async function affiliate() {
  return (await db().select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;
}

describe('the affiliate’s profile', () => {
  it('lets the affiliate enter their own bank details, with the IBAN checked', async () => {
    const user = userEvent.setup();
    await db().update(users).set({ bankAccountNumber: '', bankIbanNumber: '' }).where(eq(users.id, (await affiliate()).id));
    await harness.renderApp('affiliate', '/profile');
    const card = await screen.findByRole('region', { name: 'Bank details' }, { timeout: 30_000 });
    expect(await within(card).findByText(/No bank details yet/)).toBeInTheDocument();
    const iban = within(card).getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'DE00 1234');
    await user.click(within(card).getByRole('button', { name: 'Save bank details' }));
    expect(await within(card).findByText(IBAN_MESSAGE)).toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, 'GB29 NWBK 6016 1331 9268 19');
    await user.type(within(card).getByRole('textbox', { name: 'Account number' }), '31926819');
    await user.click(within(card).getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Your bank details were saved.')).toBeInTheDocument();
    await waitFor(async () => expect(await affiliate()).toMatchObject({ bankIbanNumber: 'GB29 NWBK 6016 1331 9268 19', bankAccountNumber: '31926819' }));
    expect(within(card).queryByText(/No bank details yet/)).toBeNull();
  }, 90_000);

  it('makes the first key without asking: reading the profile writes nothing', async () => {
    const user = userEvent.setup();
    await db().update(users).set({ callbackSecretKey: null }).where(eq(users.email, 'affiliate@example.com'));
    await harness.renderApp('affiliate', '/profile');
    const card = await screen.findByRole('region', { name: 'Postback signing key' }, { timeout: 30_000 });
    expect(within(card).getByLabelText('Callback secret key')).toHaveTextContent('No key yet');
    expect((await affiliate()).callbackSecretKey).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Make the key' }));
    await waitFor(async () => expect((await affiliate()).callbackSecretKey).toBeTruthy());
    const made = (await affiliate()).callbackSecretKey!;
    await waitFor(() => expect(within(card).getByLabelText('Callback secret key')).toHaveTextContent(made));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 90_000);

  it('shows the postback signing key masked, reveals it, and replaces it only after a confirmation', async () => {
    const user = userEvent.setup();
    // a key the first postback made
    await db().update(users).set({ callbackSecretKey: 'first-postback-key-0123456789' }).where(eq(users.email, 'affiliate@example.com'));
    await harness.renderApp('affiliate', '/profile');
    const card = await screen.findByRole('region', { name: 'Postback signing key' }, { timeout: 30_000 });
    const key = () => within(card).getByLabelText('Callback secret key');
    expect(key()).toHaveTextContent(/^•+$/);
    await user.click(within(card).getByRole('button', { name: 'Show the key' }));
    const first = (await affiliate()).callbackSecretKey!;
    expect(first).toBeTruthy();
    expect(key()).toHaveTextContent(first);
    expect(within(card).getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();

    // "No" keeps the key
    await user.click(within(card).getByRole('button', { name: 'Replace the key' }));
    const ask = await screen.findByRole('dialog', { name: 'Replace the postback signing key?' });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect((await affiliate()).callbackSecretKey).toBe(first);

    await user.click(within(card).getByRole('button', { name: 'Replace the key' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace the postback signing key?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('A new key was made. Update your signature checks.')).toBeInTheDocument();
    const second = (await affiliate()).callbackSecretKey!;
    expect(second).not.toBe(first);
    await waitFor(() => expect(key()).toHaveTextContent(second));
  }, 90_000);

  it('staff replace an affiliate’s key only after a confirmation', async () => {
    const user = userEvent.setup();
    const { id, callbackSecretKey: before } = await affiliate();
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/actions`);
    await user.click(await screen.findByRole('button', { name: 'Change callback secret key' }, { timeout: 30_000 }));
    const ask = await screen.findByRole('dialog', { name: 'Replace the callback secret key?' });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect((await affiliate()).callbackSecretKey).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Change callback secret key' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace the callback secret key?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/New callback secret key \(shown once\)/)).toBeInTheDocument();
    expect((await affiliate()).callbackSecretKey).not.toBe(before);
  }, 90_000);

  it('shows the affiliate their referral link with a copy button, as on their Referral program screen', async () => {
    await harness.renderApp('affiliate', '/profile');
    const card = await screen.findByRole('region', { name: 'Your referral link' }, { timeout: 30_000 });
    const link = within(card).getByRole('textbox', { name: 'Referral link' });
    const code = (await affiliate()).referralCode;
    expect((link as HTMLTextAreaElement).value).toMatch(new RegExp(`/auth/a/registration\\?referral=${code}$`));
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  }, 90_000);

  it('shows no referral link while the referral program is switched off', async () => {
    // the card asks for the link only when it may show it: no ask, no card (not a card still loading)
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/referrals/me')) asked.push(request.url);
    };
    harness.server.events.on('request:start', listener);
    try {
      await withFeature(harness.testApp, 'referral_program', false, async () => {
        await harness.renderApp('affiliate', '/profile');
        expect(await screen.findByRole('region', { name: 'Postback signing key' }, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Your referral link' })).toBeNull();
        expect(asked).toEqual([]);
      });
    } finally {
      harness.server.events.removeListener('request:start', listener);
    }
  }, 90_000);
});
