import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerGroups } from '../../server/db/schema';
import { findUserByEmail } from '../../server/modules/users/userRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A new network builds its first offer through the screens: an advertiser, then an offer whose
// group is made in the offer form itself.
const harness = setupRoleAppHarness();

async function fillAccount(email: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^E-mail/), email);
  await u.type(screen.getByLabelText(/^First name/), 'Ada');
  await u.type(screen.getByLabelText(/^Last name/), 'Vertiser');
  await u.type(screen.getByLabelText(/^Password/), 'advertiser-pass-1');
  await u.type(screen.getByLabelText(/^Confirm the password/), 'advertiser-pass-1');
  return u;
}

describe('creating an advertiser', () => {
  it('from the Advertisers list: Create opens the form and the new advertiser’s page', async () => {
    await harness.renderApp('admin', '/advertisers');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Create' }));
    const u = await fillAccount('ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/admin\/d\/advertisers\/\d+\/show$/));
    const user = await findUserByEmail(harness.testApp.database.db, 'ada@example.com');
    expect(user).toMatchObject({ userType: 3, firstName: 'Ada' });
    expect(window.location.pathname).toBe(`/admin/d/advertisers/${user!.id}/show`);
  });

  it('from All accounts → Create with the type Advertiser', async () => {
    await harness.renderApp('admin', '/user-operations/all-users/create');
    const u = await fillAccount('ada2@example.com');
    await u.click(screen.getByRole('combobox', { name: /^Type/ }));
    await u.click(await screen.findByRole('option', { name: 'Advertiser' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/admin\/d\/user-operations\/all-users\/\d+\/show$/));
    expect(await findUserByEmail(harness.testApp.database.db, 'ada2@example.com')).toMatchObject({ userType: 3 });
  });

  it('a taken e-mail stays on the form with the server’s message under the field', async () => {
    await harness.renderApp('admin', '/advertisers/create');
    const u = await fillAccount('admin@example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is already taken.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/d/advertisers/create');
  });

  it('a manager is not offered Create on Advertisers', async () => {
    await harness.renderApp('manager', '/advertisers');
    // the list's rows (the demo advertiser's among them), not the placeholder table drawn while it loads
    await screen.findByRole('row', { name: /advertiser@example\.com/ });
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});

describe('the offer form on a network without offer groups', () => {
  it('says so and creates the group in place from its name', async () => {
    const db = harness.testApp.database.db;
    await db.update(offerGroups).set({ status: 0 });
    await harness.renderApp('admin', '/offers/create');
    expect(await screen.findByText(/No offer group yet: type a name/)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: /^Offer group/ }), 'Finance');
    await u.click(await screen.findByRole('option', { name: 'Create the group "Finance"' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Offer group/ })).toHaveValue('Finance'));
    const [group] = await db.select().from(offerGroups).where(eq(offerGroups.name, 'Finance'));
    expect(group).toMatchObject({ status: 1 });
  });
});
