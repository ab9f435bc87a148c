import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The account page of a self-registered affiliate whose confirmation e-mail cannot arrive (no SMTP).
const harness = setupRoleAppHarness();

async function registered(email: string): Promise<number> {
  const { testApp } = harness;
  await testApp.call('POST', '/api/registration/first-time', {
    body: { email, first_name: 'Una', last_name: 'Confirmed', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' },
  });
  const res = await testApp.call('POST', '/api/admin/user_profiles/list', { cookie: await testApp.cookieFor('admin'), body: { q: email } });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}
const signIn = (email: string) => harness.testApp.call('POST', '/api/login', { body: { email, password: 'visitor-pass-1' } });

describe('an unconfirmed e-mail on the account page', () => {
  it('says so, and "Send the link again" points the admin to the outbox, where the new link waits', async () => {
    const id = await registered('una-link@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
    expect(await screen.findByText('E-mail not confirmed')).toBeInTheDocument();
    expect(screen.getByText('Unconfirmed')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new confirmation link is in the mail outbox/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the mail outbox' })).toHaveAttribute('href', '/admin/d/mail-outbox');
  });

  it('"Mark e-mail confirmed" asks first, then lets the affiliate sign in', async () => {
    const id = await registered('una@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Mark e-mail confirmed' }));
    await u.click(await screen.findByRole('button', { name: /no/i }));
    expect((await signIn('una@example.com')).status).toBe(422);
    await u.click(screen.getByRole('button', { name: 'Mark e-mail confirmed' }));
    await u.click(await screen.findByRole('button', { name: /yes/i }));
    expect(await screen.findByText('E-mail marked confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('E-mail not confirmed')).toBeNull());
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect((await signIn('una@example.com')).status).toBe(200);
  });

  it('reads in Russian', async () => {
    const id = await registered('una-ru@example.com');
    localStorage.setItem('language', 'ru');
    try {
      await harness.renderApp('admin', `/user-operations/all-users/${id}/show`);
      expect(await screen.findByText('E-mail не подтверждён')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Отметить e-mail подтверждённым' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
    }
  });
});
