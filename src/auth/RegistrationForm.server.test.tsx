import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../test/ui/apiServer';
import { AuthApp } from './AuthApp';
import { registrationMessages } from './registrationMessages';

// Registration on a network without SMTP (the default), against the real server app: the page
// must not promise an e-mail that never comes, and says what happens instead.

const api = setupApiServer();

async function registerAs(email: string) {
  api.serve({});
  window.history.replaceState(null, '', '/auth/a/registration');
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the guest check's 401
  render(<AuthApp navigator={{ assign: vi.fn() }} />);
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('First name'), 'Nora');
  await u.type(screen.getByLabelText('Last name'), 'Nomail');
  await u.type(screen.getByLabelText('E-mail'), email);
  await u.type(screen.getByLabelText('Password'), 'visitor-pass-1');
  await u.type(screen.getByLabelText('Confirm the password'), 'visitor-pass-1');
  await u.click(screen.getByRole('button', { name: 'Register' }));
  return screen.findByRole('status');
}

describe('registration without an SMTP server', () => {
  it('says no confirmation e-mail is coming and that the network’s team confirms the address', async () => {
    const status = await registerAs('nora-nomail@example.com');
    expect(status).toHaveTextContent(registrationMessages.en.doneOpenNoMail);
    expect(status).not.toHaveTextContent('Check your e-mail');
  });
});
