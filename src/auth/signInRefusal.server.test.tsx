import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { setupApiServer } from '../testing/apiServer';
import { AuthApp } from './AuthApp';
import { LANGUAGE_STORAGE_KEY } from './messages';

// A right password on an account that may not sign in: the page says why, in its language.

const api = setupApiServer();

async function signIn(email: string) {
  api.serve();
  window.history.replaceState(null, '', '/auth/a/login');
  const navigator = { assign: vi.fn<(url: string) => void>() };
  render(<AuthApp navigator={navigator} />);
  const u = userEvent.setup();
  await u.type(await screen.findByRole('textbox', { name: /e-mail/i }), email);
  await u.type(document.querySelector('input[name="password"]')!, DEMO_PASSWORD);
  await u.click(document.querySelector('button[type="submit"]')!);
  return navigator;
}

describe('sign-in refusals against the real server', () => {
  it('tells a banned user the account is blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api.testApp.database.db.update(users).set({ statusId: 0 }).where(eq(users.email, 'affiliate9@example.com'));
    const navigator = await signIn('affiliate9@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is blocked.');
    expect(screen.queryByText('Incorrect e-mail or password.')).not.toBeInTheDocument();
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('tells a pending applicant, in Russian, that the application is under review', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    await api.testApp.database.db.update(users).set({ statusId: 0, registrationStatus: 0 }).where(eq(users.email, 'affiliate10@example.com'));
    await signIn('affiliate10@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ваша заявка на рассмотрении.');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});

describe('the profile language wins at sign-in', () => {
  it('stores the profile language for the app, whatever this browser showed last', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await api.testApp.database.db.update(users).set({ language: 'ru' }).where(eq(users.email, 'affiliate12@example.com'));
    const navigator = await signIn('affiliate12@example.com');
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/affiliate/d/'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
