import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { setupApiServer } from '../testing/apiServer';
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

  it('sends a signed-in admin straight on to /admin/d/ (R5)', async () => {
    const navigator = renderLogin(await api.testApp.cookieFor('admin'));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/admin/d/'));
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });
});
