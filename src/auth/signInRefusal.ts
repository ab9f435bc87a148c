import type { AuthMessageKey } from './messages';

/** Why the server refused a right password (server/modules/session/signInRefusal.ts). */
export type SignInRefusal = 'pending' | 'rejected' | 'blocked' | 'unconfirmed';

export const REFUSAL_MESSAGE: Readonly<Record<SignInRefusal, AuthMessageKey>> = {
  pending: 'refusedPending',
  rejected: 'refusedRejected',
  blocked: 'refusedBlocked',
  unconfirmed: 'refusedUnconfirmed',
};

/** The refusal code in a 422 answer of POST /login, if it carries one. */
export function refusalOf(body: unknown): SignInRefusal | null {
  if (!Array.isArray(body)) return null;
  for (const item of body as unknown[]) {
    const code = (item as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code in REFUSAL_MESSAGE) return code as SignInRefusal;
  }
  return null;
}
