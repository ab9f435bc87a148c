import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi, LoginResult, SignedInUser } from './authApi';
import { AuthApp } from './AuthApp';

function user(userType: number): SignedInUser {
  return { id: 7, email: 'someone@example.com', full_name: 'Some One', user_type: userType };
}

/** A stand-in for the two calls, so each test states exactly what the server answered. */
function fakeApi(options: { account?: SignedInUser | null; login?: LoginResult | (() => Promise<LoginResult>) } = {}) {
  const login = vi.fn<AuthApi['login']>(async () => {
    const answer = options.login ?? { kind: 'failed', status: 500 };
    return typeof answer === 'function' ? answer() : answer;
  });
  const account = vi.fn<AuthApi['account']>(async () => options.account ?? null);
  const loginTwoFactor = vi.fn<AuthApi['loginTwoFactor']>(async () => ({ kind: 'failed', status: 500 }));
  return { account, login, loginTwoFactor };
}

function renderAt(url: string, api: AuthApi) {
  window.history.replaceState(null, '', url);
  const navigator = { assign: vi.fn<(url: string) => void>() };
  const view = render(<AuthApp api={api} navigator={navigator} />);
  return { ...view, navigator };
}

async function signIn(email = 'someone@example.com', password = 'secret-password') {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('E-mail'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup(); // no vitest globals, so Testing Library cannot register its own clean-up
  vi.restoreAllMocks();
});

describe('sign-in app routes', () => {
  it('sends the empty path on to /auth/a/login and keeps the query (R3, R4)', async () => {
    renderAt('/auth/?requestUrl=%2Fadmin%2Fd%2Flanguages', fakeApi());
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/a/login');
    expect(window.location.search).toBe('?requestUrl=%2Fadmin%2Fd%2Flanguages');
  });

  it('opens the registration and password-reset forms from the sign-in page, titled and in the chosen language', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/auth/a/login', fakeApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create an affiliate account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(document.title).toMatch(/^Create an affiliate account · /);
    await userEvent.click(screen.getByRole('button', { name: 'RU Русский' }));
    expect(await screen.findByLabelText('Имя')).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('button', { name: 'Забыли пароль?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('heading', { name: 'Сброс пароля' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });

  it('shows an error page with a link to sign-in for any other path (R6)', async () => {
    const api = fakeApi();
    renderAt('/auth/nonsense', api);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.account).not.toHaveBeenCalled();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/a/login');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('login form', () => {
  it('starts fetching the back office once the visitor types a password, before the server has answered', async () => {
    window.history.replaceState(null, '', '/auth/a/login');
    const prepareApp = vi.fn();
    let answer: (result: LoginResult) => void = () => undefined;
    const api = fakeApi({ login: () => new Promise<LoginResult>((resolve) => (answer = resolve)) });
    render(<AuthApp api={api} navigator={{ assign: vi.fn() }} prepareApp={prepareApp} />);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    expect(prepareApp).not.toHaveBeenCalled();
    await u.type(screen.getByLabelText('Password'), 'pw');
    expect(prepareApp).toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.login).toHaveBeenCalledWith('someone@example.com', 'pw');
    await act(async () => answer({ kind: 'ok', user: user(1) }));
  });

  it('has labelled fields with autocomplete hints and a submit button', async () => {
    renderAt('/auth/a/login', fakeApi());
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('checks for empty fields before calling the server', async () => {
    const api = fakeApi();
    renderAt('/auth/a/login', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows a 422 message under its field', async () => {
    const api = fakeApi({ login: { kind: 'invalid', errors: { email: 'Incorrect e-mail or password.' } } });
    renderAt('/auth/a/login', api);
    await signIn();
    const message = await screen.findByText('Incorrect e-mail or password.');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(api.login).toHaveBeenCalledWith('someone@example.com', 'secret-password');
  });

  it('shows the too-many-attempts message on 429', async () => {
    renderAt('/auth/a/login', fakeApi({ login: { kind: 'throttled', message: 'Too many failed sign-ins.' } }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
  });

  it('submits on Enter and keeps the button busy while the call runs', async () => {
    let answer!: (result: LoginResult) => void;
    const api = fakeApi({ login: () => new Promise<LoginResult>((resolve) => (answer = resolve)) });
    const { navigator } = renderAt('/auth/a/login', api);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(api.login).toHaveBeenCalledTimes(1);
    await act(async () => answer({ kind: 'ok', user: user(0) }));
    expect(navigator.assign).toHaveBeenCalledWith('/admin/d/');
    expect(screen.getByRole('status')).toBeInTheDocument(); // R9: the loader covers the hand-over
  });
});

describe('after login (R14–R17)', () => {
  it.each([
    [0, '/admin/d/'],
    [1, '/manager/d/'],
    [2, '/affiliate/d/'],
    [3, '/advertiser/d/'],
    [4, '/auth/a/'],
  ])('user_type %i gets a full page load to %s', async (userType, target) => {
    const { navigator } = renderAt('/auth/a/login', fakeApi({ login: { kind: 'ok', user: user(userType) } }));
    await signIn();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(target));
  });

  it('returns to the page the sign-in redirect came from when it belongs to the same role (R12)', async () => {
    const query = new URLSearchParams({ requestUrl: '/manager/d/languages', requestParams: 'page=2' });
    const { navigator } = renderAt(`/auth/a/login?${query}`, fakeApi({ login: { kind: 'ok', user: user(1) } }));
    await signIn();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/manager/d/languages?page=2'));
  });

  it('ignores a requested page of another role', async () => {
    const query = new URLSearchParams({ requestUrl: '/admin/d/languages' });
    const { navigator } = renderAt(`/auth/a/login?${query}`, fakeApi({ login: { kind: 'ok', user: user(2) } }));
    await signIn();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/affiliate/d/'));
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, shows a wrong code under its field, then signs in', async () => {
    const api = fakeApi({ login: { kind: 'two-factor' } });
    api.loginTwoFactor
      .mockResolvedValueOnce({ kind: 'invalid', errors: { code: 'The code is not valid.' } })
      .mockResolvedValueOnce({ kind: 'ok', user: user(1) });
    const { navigator } = renderAt('/auth/a/login', api);
    await signIn();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(api.loginTwoFactor).not.toHaveBeenCalled();
    await u.type(code, '000000{Enter}');
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await u.clear(code);
    await u.type(code, '123456{Enter}');
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/manager/d/'));
    expect(api.loginTwoFactor).toHaveBeenLastCalledWith('123456');
  });

  it('sends staff the policy obliges to enrol to their security page', async () => {
    const { navigator } = renderAt('/auth/a/login', fakeApi({ login: { kind: 'ok', user: { ...user(0), two_factor_enrolment_required: true } } }));
    await signIn();
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/admin/d/security'));
  });
});

describe('guests only (R5)', () => {
  it('sends a signed-in visitor on to their app without showing the form', async () => {
    const { navigator } = renderAt('/auth/a/login', fakeApi({ account: user(1) }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/manager/d/'));
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends a signed-in advertiser on to their own app (spec 4 §7)', async () => {
    const { navigator } = renderAt('/auth/a/login', fakeApi({ account: user(3) }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('/advertiser/d/'));
  });

  it('keeps a signed-in user of a type without an app on the form, with a notice', async () => {
    const { navigator } = renderAt('/auth/a/login', fakeApi({ account: user(4) }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByText(/no access to the web application/)).toBeInTheDocument();
    expect(navigator.assign).not.toHaveBeenCalled();
  });
});

describe('language (R87, R88)', () => {
  it('starts in the stored language and stores a new choice', async () => {
    localStorage.setItem('language', 'ru');
    renderAt('/auth/a/login', fakeApi());
    expect(await screen.findByLabelText('Пароль')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('falls back to English for an unknown stored value', async () => {
    localStorage.setItem('language', 'de');
    renderAt('/auth/a/login', fakeApi());
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});
