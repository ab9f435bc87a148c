import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// All accounts and the create form against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

async function fillCreate(email: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/e-mail/i), email);
  await u.type(screen.getByLabelText(/first name/i), 'Nina');
  await u.type(screen.getByLabelText(/last name/i), 'New');
  await u.type(screen.getByLabelText(/^password/i), 'password-123');
  await u.type(screen.getByLabelText(/confirm the password/i), 'password-123');
  await u.click(screen.getByRole('button', { name: /save/i }));
}

describe('all accounts', () => {
  it('lists every kind of user with the status chip', async () => {
    await harness.renderApp('admin', '/user-operations/all-users');
    const row = (await screen.findByText('banned2@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('creates an affiliate and opens their account', async () => {
    await harness.renderApp('admin', '/user-operations/all-users/create');
    await fillCreate('nina.new@example.com');
    expect(await screen.findByText('nina.new@example.com')).toBeInTheDocument();
  });

  it('puts the server 422 for a taken e-mail on the field', async () => {
    await harness.renderApp('admin', '/user-operations/all-users/create');
    await fillCreate('admin@example.com');
    expect(await screen.findByText('This e-mail is already taken.')).toBeInTheDocument();
  });
});
