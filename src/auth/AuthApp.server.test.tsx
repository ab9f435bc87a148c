import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '../../mocks/apiHandlers';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, type TestApp } from '../../test/serverApp';
import { AuthApp } from './AuthApp';

// The sign-in page against the real server app (MSW hands /api to it in-process).

let testApp: TestApp;
const server = setupServer();

beforeAll(async () => {
  testApp = await createTestApp();
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  server.close();
  await testApp.close();
});

function renderLogin(cookie?: string) {
  server.use(...apiHandlers(testApp.app, { cookie }));
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
    const navigator = renderLogin(await testApp.cookieFor('admin'));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/admin/d/'));
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });
});
