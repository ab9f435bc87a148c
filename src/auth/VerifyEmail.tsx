import { useEffect, useState } from 'react';
import type { RegistrationMessages } from './registrationMessages';
import { StepOutcome } from './AuthNotices';

type State = 'checking' | 'confirmed' | 'failed';

/** POST /api/registration/verify-email with the link's token, as the sign-in calls do (authApi.ts). */
export async function verifyEmailToken(token: string, apiBase = `${window.location.origin}/api`, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${apiBase}/registration/verify-email`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ token }),
    });
    return response.ok;
  } catch (error) {
    console.error('POST /api/registration/verify-email failed', error);
    return false;
  }
}

/** /auth/a/verify-email?token=…: the link of the verification e-mail. */
export function VerifyEmail({ t, onSignIn }: { t: RegistrationMessages; onSignIn(): void }) {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    let active = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    (token ? verifyEmailToken(token) : Promise.resolve(false)).then((ok) => active && setState(ok ? 'confirmed' : 'failed'));
    return () => {
      active = false;
    };
  }, []);
  return <StepOutcome text={state === 'checking' ? t.verifying : state === 'confirmed' ? t.verified : t.verifyFailed} failed={state === 'failed'} signIn={t.signIn} onSignIn={onSignIn} />;
}
