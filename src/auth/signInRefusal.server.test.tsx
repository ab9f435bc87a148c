import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema';
import { saveGeneralSettings } from '../../server/modules/settings/settingsRepository';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { setupApiServer } from '../../test/ui/apiServer';
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

describe('an unconfirmed e-mail', () => {
  async function registerOpen(email: string) {
    await saveGeneralSettings(api.testApp.database.db, { registration_type_id: 1 }, new Date());
    const body = { email, first_name: 'New', last_name: 'Visitor', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
    expect((await api.testApp.call('POST', '/api/registration/first-time', { body })).status).toBe(201);
  }
  const mailsTo = async (email: string) => api.testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));

  it('is told how to confirm and can have the link sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerOpen('not-yet@example.com');
    const navigator = await signIn('not-yet@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm your e-mail address first');
    expect(navigator.assign).not.toHaveBeenCalled();
    const before = (await mailsTo('not-yet@example.com')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    // no SMTP here (the default): the page says no e-mail is coming and whom to ask, while the link waits in the outbox
    expect(await screen.findByRole('status')).toHaveTextContent('no link is coming by e-mail: ask the network’s team');
    expect(await mailsTo('not-yet@example.com')).toHaveLength(before + 1);
  });

  it('reads it in Russian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    await registerOpen('ne-podtverzhden@example.com');
    await signIn('ne-podtverzhden@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сначала подтвердите адрес e-mail');
    expect(screen.getByRole('button', { name: 'Отправить ссылку для подтверждения ещё раз' })).toBeInTheDocument();
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
