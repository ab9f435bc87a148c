import { AUTH_PATHS } from '../../providers/authPaths';
import { fieldErrors } from './authApi';

export interface RegistrationInput {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  ref?: number;
  /** the referral code of the affiliate whose referral link brought the visitor */
  referral_code?: string;
  /** the language the form was read in: the new profile's, so the confirmation letter comes in it */
  language?: string;
}

export type RegistrationResult =
  /** `mailed`: an e-mail left for the address (false without SMTP: the network's team confirms it) */
  | { kind: 'ok'; requiresApproval: boolean; mailed: boolean }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** 403: registration is closed, with the server's message */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; status: number };

/** The registration e-mail is kept locally under this key (spec 2 §3, R317). */
export const USER_EMAIL_KEY = 'userEmail';

/** POST /api/registration/first-time, straight to fetch like the sign-in calls (authApi.ts). */
export async function registerAffiliate(input: RegistrationInput, apiBase = `${window.location.origin}/api`, fetchImpl: typeof fetch = fetch): Promise<RegistrationResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}${AUTH_PATHS.register}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    console.error('POST /api/registration/first-time failed', error);
    return { kind: 'failed', status: 524 };
  }
  const body = (await response.json().catch(() => null)) as { data?: { requires_approval?: boolean; email_verification_sent?: boolean }; message?: string } | null;
  if (response.ok) return { kind: 'ok', requiresApproval: body?.data?.requires_approval === true, mailed: body?.data?.email_verification_sent !== false };
  if (response.status === 422) return { kind: 'invalid', errors: fieldErrors(body) };
  if (response.status === 403 && typeof body?.message === 'string') return { kind: 'refused', message: body.message };
  return { kind: 'failed', status: response.status };
}
