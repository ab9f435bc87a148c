import { AUTH_PATHS } from '../../providers/authPaths';
import { fieldErrors } from './authApi';

/** `mailed` false: the server has no SMTP, so no e-mail leaves it (the network's team passes links on) */
export type RecoveryResult = { kind: 'ok'; mailed: boolean } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'failed'; status: number };

/** A public account-recovery call, straight to fetch like the sign-in calls (authApi.ts). */
async function send(path: string, payload: unknown, apiBase: string, fetchImpl: typeof fetch): Promise<RecoveryResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error(`POST /api${path} failed`, error);
    return { kind: 'failed', status: 524 };
  }
  const body = await response.json().catch(() => null);
  if (response.ok) return { kind: 'ok', mailed: (body as { data?: { email_delivery?: string } } | null)?.data?.email_delivery !== 'outbox' };
  if (response.status === 422) return { kind: 'invalid', errors: fieldErrors(body) };
  console.error(`POST /api${path} failed`, { status: response.status, body });
  return { kind: 'failed', status: response.status };
}

const defaultBase = () => `${window.location.origin}/api`;

/** POST /api/password-reset: the same answer whatever the address (docs/api.md). */
export const requestPasswordReset = (email: string, apiBase = defaultBase(), fetchImpl: typeof fetch = fetch) => send(AUTH_PATHS.passwordReset, { email }, apiBase, fetchImpl);

/** POST /api/password-reset/confirm with the link's token and the new password. */
export const confirmPasswordReset = (token: string, password: string, apiBase = defaultBase(), fetchImpl: typeof fetch = fetch) =>
  send(AUTH_PATHS.passwordResetConfirm, { token, password, password_confirmation: password }, apiBase, fetchImpl);

/** POST /api/registration/resend-verification: a new confirmation link; the same answer whatever the address. */
export const resendConfirmation = (email: string, apiBase = defaultBase(), fetchImpl: typeof fetch = fetch) =>
  send(AUTH_PATHS.resendVerification, { email }, apiBase, fetchImpl);
