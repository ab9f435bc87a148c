import { isTrackingHost } from '../../domain/validators/hostname';

const KEYS = {
  scheme: 'resources.tracking-domains.validation.scheme',
  path: 'resources.tracking-domains.validation.path',
  invalid: 'resources.tracking-domains.validation.invalid',
} as const;
export const HOST_VALIDATION_KEYS = KEYS;

/** What a user may type (' Track.Example.com. ') in the stored form: trimmed, lower-case, no final dot. */
export const normalizeHost = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/**
 * Mirrors the server's rule (docs/api.md) with its most specific message first: a scheme, then a
 * path, query or port, then anything that is not a public host name nor a name under localhost. Empty is left to required().
 */
export function validateHost(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return KEYS.invalid;
  const host = normalizeHost(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host) || host.startsWith('//')) return KEYS.scheme;
  if (/[/?#:@\\\s]/.test(host)) return KEYS.path;
  return isTrackingHost(host) ? undefined : KEYS.invalid;
}

/** The form's values as the API takes them. */
export function toTrackingDomainBody(data: Record<string, unknown>): { domain?: string; status?: unknown } {
  return {
    domain: typeof data.domain === 'string' ? normalizeHost(data.domain) : undefined,
    status: data.status,
  };
}
