/**
 * Why the server refuses a right password: POST /login answers 422 with the reason as the `code` of
 * its one field error, and the sign-in page words it in the user's language. One list for both sides.
 */
export const SIGN_IN_REFUSAL_REASONS = ['pending', 'rejected', 'blocked', 'unconfirmed'] as const;
export type SignInRefusalReason = (typeof SIGN_IN_REFUSAL_REASONS)[number];

export const isSignInRefusalReason = (code: unknown): code is SignInRefusalReason =>
  typeof code === 'string' && (SIGN_IN_REFUSAL_REASONS as readonly string[]).includes(code);

/** The refusal reason in a 422 answer of POST /login (a field list), if it carries one. */
export function signInRefusalOf(body: unknown): SignInRefusalReason | null {
  if (!Array.isArray(body)) return null;
  for (const item of body as unknown[]) {
    const code = (item as { code?: unknown } | null)?.code;
    if (isSignInRefusalReason(code)) return code;
  }
  return null;
}
