import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RegistrationForm, validateRegistration } from './RegistrationForm';
import { registrationMessages } from './registrationMessages';
import { VerifyEmail } from './VerifyEmail';

const t = registrationMessages.en;
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RegistrationForm', () => {
  it('checks the fields, with notSame on the confirmation', () => {
    const errors = validateRegistration({ first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'long-enough', password_confirmation: 'other' }, t);
    expect(errors).toEqual({ password_confirmation: t.notSame });
    expect(validateRegistration({ first_name: '', last_name: 'B', email: 'nope', password: 'short', password_confirmation: 'short' }, t)).toEqual({
      first_name: t.required,
      email: t.emailInvalid,
      password: t.passwordShort,
    });
  });

  it('registers, keeps the e-mail under userEmail and says the request waits for approval', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { requires_approval: true } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<RegistrationForm t={t} locale="en" onSignIn={() => undefined} />);
    fill('First name', 'Vera');
    fill('Last name', 'Visitor');
    fill('E-mail', 'vera@example.com');
    fill('Password', 'visitor-pass-1');
    fill('Confirm the password', 'visitor-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.doneModerated));
    expect(window.localStorage.getItem('userEmail')).toBe('vera@example.com');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/registration\/first-time$/), expect.objectContaining({ method: 'POST' }));
  });

  it('shows the closed-registration message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Registration is closed.' }), { status: 403 })));
    render(<RegistrationForm t={t} locale="en" onSignIn={() => undefined} />);
    for (const [label, value] of [['First name', 'V'], ['Last name', 'W'], ['E-mail', 'v@example.com'], ['Password', 'password-1'], ['Confirm the password', 'password-1']]) fill(label!, value!);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed.');
  });
});

describe('VerifyEmail', () => {
  it('confirms the token of the link, or says it is unknown', async () => {
    window.history.replaceState(null, '', '/auth/a/verify-email?token=abc');
    const ok = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', ok);
    const { unmount } = render(<VerifyEmail t={t} onSignIn={() => undefined} />);
    expect(await screen.findByText(t.verified)).toBeInTheDocument();
    expect(JSON.parse(String((ok.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ token: 'abc' });
    unmount();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 422 })));
    render(<VerifyEmail t={t} onSignIn={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.verifyFailed);
  });
});
