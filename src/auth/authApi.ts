// The sign-in page's two calls. They go straight to fetch rather than through the back office's
// http client (providers/http) to keep that client, its notifier and its error catalogue out of
// the sign-in bundle; the request rules that matter here are the same: same-origin credentials,
// the X-Requested-With header on state changes, a 90 s time-out, errors logged to the console.

import { AUTH_API_BASE, AUTH_PATHS } from '../../providers/authPaths';
import { refusalOf, type SignInRefusal } from './signInRefusal';

export interface SignedInUser {
  id: number;
  email: string;
  full_name: string;
  user_type: number;
  language?: string;
  /** staff the security policy obliges to enrol a second factor (docs/api.md, Account security) */
  two_factor_enrolment_required?: boolean;
}

export type LoginResult =
  | { kind: 'ok'; user: SignedInUser }
  /** the right password of a user with a second factor: the code step follows (no session yet) */
  | { kind: 'two-factor' }
  /** 422: messages by field name (repeats merged with line breaks) */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** 422 after the right password: the account may not sign in (blocked, under review, declined) */
  | { kind: 'refused'; reason: SignInRefusal }
  /** 429 */
  | { kind: 'throttled'; message: string | null }
  | { kind: 'failed'; status: number };

export interface AuthApi {
  /** the signed-in user, or null for a guest */
  account(): Promise<SignedInUser | null>;
  login(email: string, password: string): Promise<LoginResult>;
  /** the code step: a TOTP or recovery code; a wrong one is `invalid` with a `code` message */
  loginTwoFactor(code: string): Promise<LoginResult>;
}

export interface AuthApiOptions {
  apiBase?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  logger?: Pick<Console, 'error'>;
}

export const REQUEST_TIMEOUT_MS = 90_000;

interface FieldMessage {
  field: string;
  message: string;
}

function isFieldMessage(value: unknown): value is FieldMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldMessage).field === 'string' &&
    typeof (value as FieldMessage).message === 'string'
  );
}

/** `[{ field, message }]` (or `{ errors: [...] }`) to one message per field, without repeats. */
export function fieldErrors(body: unknown): Record<string, string> {
  const list = Array.isArray(body) ? body : Array.isArray((body as { errors?: unknown })?.errors) ? (body as { errors: unknown[] }).errors : [];
  const byField: Record<string, string[]> = {};
  for (const item of list) {
    if (!isFieldMessage(item)) continue;
    // 'LoginForm.email' style prefixes are dropped so the message still finds its input
    const field = item.field.includes('.') ? item.field.slice(item.field.lastIndexOf('.') + 1) : item.field;
    const messages = (byField[field] ??= []);
    if (!messages.includes(item.message)) messages.push(item.message);
  }
  return Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages.join('\n')]));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function userOf(body: unknown): SignedInUser | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  return typeof (data as SignedInUser).user_type === 'number' ? (data as SignedInUser) : null;
}

/** Same rule as the back office's client: `VITE_API_BASE` when set, else this origin's /api. */
function defaultApiBase(): string {
  const fromEnv: unknown = import.meta.env?.VITE_API_BASE;
  return typeof fromEnv === 'string' && fromEnv.trim() !== '' ? fromEnv.trim().replace(/\/+$/, '') : AUTH_API_BASE;
}

export function createAuthApi(options: AuthApiOptions = {}): AuthApi {
  const {
    apiBase = defaultApiBase(),
    fetchImpl = (input, init) => fetch(input, init),
    timeoutMs = REQUEST_TIMEOUT_MS,
    logger = console,
  } = options;

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchImpl(`${apiBase}${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async function signIn(path: string, payload: unknown): Promise<LoginResult> {
    let response: Response;
    try {
      response = await send('POST', path, payload);
    } catch (error) {
      // network failure or time-out (status 524 in the request rules)
      logger.error(`POST /api${path} failed`, error);
      return { kind: 'failed', status: 524 };
    }
    const body = await readJson(response);
    const user = response.ok ? userOf(body) : null;
    if (user !== null) return { kind: 'ok', user };
    if (response.ok && (body as { data?: { two_factor_required?: unknown } } | null)?.data?.two_factor_required === true) return { kind: 'two-factor' };
    logger.error(`POST /api${path} failed`, { status: response.status, body });
    const refusal = response.status === 422 ? refusalOf(body) : null;
    if (refusal) return { kind: 'refused', reason: refusal };
    if (response.status === 422) return { kind: 'invalid', errors: fieldErrors(body) };
    if (response.status === 429) {
      const message = (body as { message?: unknown } | null)?.message;
      return { kind: 'throttled', message: typeof message === 'string' ? message : null };
    }
    return { kind: 'failed', status: response.status };
  }

  return {
    async account() {
      const response = await send('GET', AUTH_PATHS.account);
      // the body is read even for a guest's 401: an unread body keeps the request open, so the
      // sign-in page would never reach network idle
      const body = await readJson(response);
      if (response.status === 401) return null;
      const user = response.ok ? userOf(body) : null;
      if (user === null) {
        logger.error('GET /api/account failed', { status: response.status, body });
        throw new Error(`GET /api/account answered ${response.status}`);
      }
      return user;
    },

    login: (email, password) => signIn(AUTH_PATHS.login, { email, password }),
    loginTwoFactor: (code) => signIn(AUTH_PATHS.loginTwoFactor, { code }),
  };
}
