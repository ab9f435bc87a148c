import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { setupApiServer } from '../../test/ui/apiServer';
import { AuthApp } from './AuthApp';

// The sign-in page against the real server app (MSW hands /api to it in-process).

const api = setupApiServer();

function renderLogin(cookie?: string) {
  api.serve({ cookie });
  window.history.replaceState(null, '', '/auth/a/login');
  const navigator = { assign: vi.fn<(url: string) => void>() };
  render(<AuthApp navigator={navigator} />);
  return navigator;
}

async function signIn(email: string, password: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('E-mail'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in against the real server', () => {
  it('shows the server 422 message under the e-mail field for a wrong password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigator = renderLogin();
    await signIn('manager@example.com', 'not-the-password');
    expect(await screen.findByText('Incorrect e-mail or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('signs an affiliate in and sends them to /affiliate/d/ (R16)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
    const navigator = renderLogin();
    await signIn('affiliate@example.com', DEMO_PASSWORD);
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/affiliate/d/'));
  });

  it('signs the demo advertiser in and sends them to their own app, /advertiser/d/ (spec 4 §7)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
    const navigator = renderLogin();
    await signIn('advertiser@example.com', DEMO_PASSWORD);
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/advertiser/d/'));
  });

  it('sends a signed-in admin straight on to /admin/d/ (R5)', async () => {
    const navigator = renderLogin(await api.testApp.cookieFor('admin'));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/admin/d/'));
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });
});

describe('the links under the sign-in form', () => {
  it('reads “Forgot your password?” and “Register” as two apart, not run together', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
    renderLogin();
    const forgot = await screen.findByRole('button', { name: 'Forgot your password?' });
    const register = screen.getByRole('button', { name: 'Register' });
    expect(forgot.parentElement).toBe(register.parentElement);
    expect(forgot.parentElement!.textContent).toBe('Forgot your password? Register');
  });
});

describe('password reset against the real server', () => {
  it('is reached from sign-in and says the same for any address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
    renderLogin();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/a/forgot-password');
    expect(await screen.findByText(/^Enter the e-mail of your account/)).not.toHaveTextContent('we will send');
    await u.type(await screen.findByLabelText('E-mail'), 'nobody-at-all@example.com'); // the form loads when its view opens
    await u.click(screen.getByRole('button', { name: 'Send the link' }));
    // this server has no SMTP_URL (the default): no e-mail is promised, the administrator is named
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('does not send e-mail by itself, so no reset e-mail is coming');
    expect(status).toHaveTextContent('Ask the network’s administrator for the link');
    expect(status).not.toHaveTextContent('on its way');
  });

  it('says the same in Russian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
    localStorage.setItem('language', 'ru');
    api.serve();
    window.history.replaceState(null, '', '/auth/a/forgot-password');
    render(<AuthApp navigator={{ assign: vi.fn() }} />);
    const u = userEvent.setup();
    expect(await screen.findByText(/^Введите e-mail вашей учётной записи/)).not.toHaveTextContent('мы пришлём');
    await u.type(await screen.findByLabelText('E-mail'), 'affiliate2@example.com');
    await u.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('поэтому письма со ссылкой для сброса не будет');
    expect(status).toHaveTextContent('Попросите ссылку у администратора сети');
    expect(status).not.toHaveTextContent('уже отправлена');
    localStorage.removeItem('language');
  });

  it('sets a new password from the e-mailed link, once', async () => {
    api.serve();
    const { testApp } = api;
    await testApp.call('POST', '/api/password-reset', { body: { email: 'affiliate4@example.com' } });
    const [mail] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, 'affiliate4@example.com')).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    window.history.replaceState(null, '', `/auth/a/reset-password?token=${token}`);
    render(<AuthApp navigator={{ assign: vi.fn() }} />);
    const u = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    await u.type(password, 'short');
    await u.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    await u.clear(password);
    await u.type(password, 'a-new-password-9');
    await u.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect((await testApp.call('POST', '/api/login', { body: { email: 'affiliate4@example.com', password: 'a-new-password-9' } })).status).toBe(200);
  });
});
