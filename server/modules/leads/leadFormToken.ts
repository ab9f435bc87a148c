import { randomBytes } from 'node:crypto';
import { hopSignature, validHop } from '../tracker/answers';

// The hosted lead form's token (docs/decisions/lead-form.md): a random nonce, when it was issued and
// for which offer and affiliate, signed with the workspace's tracker secret. It is the form's CSRF
// proof (a page elsewhere cannot read it) and its retry key: a double submit names the same nonce,
// and the intake answers the first lead.

/** How long a rendered form may be submitted. */
export const FORM_TOKEN_TTL_MS = 24 * 3_600_000;

// signed like the tracker's redirect hops (the same secret, HMAC and length), under a prefix of its own
const signed = (offerId: number, affiliateId: number, issued: string, nonce: string) => `lead-form:${offerId}:${affiliateId}:${issued}:${nonce}`;

export function issueFormToken(secret: string, offerId: number, affiliateId: number, now: Date): string {
  const issued = now.getTime().toString(36);
  const nonce = randomBytes(12).toString('base64url');
  return `${issued}.${nonce}.${hopSignature(secret, signed(offerId, affiliateId, issued, nonce))}`;
}

/** The token's nonce when it is ours, for this offer and affiliate, and not expired; null otherwise. */
export function readFormToken(secret: string, token: string, offerId: number, affiliateId: number, now: Date): string | null {
  const parts = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!parts) return null;
  const [, issued, nonce, signature] = parts as unknown as [string, string, string, string];
  if (!validHop(secret, signed(offerId, affiliateId, issued, nonce), signature)) return null;
  const age = now.getTime() - parseInt(issued, 36);
  return age >= 0 && age <= FORM_TOKEN_TTL_MS ? nonce : null;
}
