import { url as urlRule } from '../../../domain/validators/url';
import { resolveOutgoing, type OutgoingPolicy } from '../../net/outgoingTarget';

/**
 * Why a postback URL (or a webhook's: `what` names it) may not be saved, or null (document 1 §5's url rule: http(s) to a public
 * host). The host is resolved and every address it resolves to must pass the server's one address
 * rule (server/net/specialAddress.ts); delivery checks again, on the address it connects to.
 * `allowPrivate` (OUTGOING_ALLOW_PRIVATE_NETWORKS=1) lifts the address rule for tests and closed
 * networks.
 */
export async function refusedTarget(target: string, policy: OutgoingPolicy, what = 'postback URL'): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return `The ${what} is not a valid URL.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `The ${what} must start with http:// or https://.`;
  if (parsed.username || parsed.password) return `The ${what} must not hold a user name or password.`;
  if (policy.allowPrivate) return null;
  if (urlRule(target) !== undefined) return `The ${what} must point at a public address, not a private or reserved one.`;
  const resolved = await resolveOutgoing(parsed, policy);
  return resolved.ok ? null : resolved.message;
}
