import { isLocalName } from './network';
import { isEmpty, type ValueValidator } from './types';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// Alphabetic, or an internationalised TLD in its punycode form ('xn--p1ai' for .рф).
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A public DNS name without scheme, port or path: at least two labels of letters, digits and
 * hyphens, 1–63 characters each, at most 253 in all. An IP address fails because no TLD is numeric.
 */
export function isPublicHostname(host: string): boolean {
  if (host.length > 253 || isLocalName(host)) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1]);
}

/**
 * A tracking domain's host: a public host name, or a name under `localhost` (`track.localhost`),
 * which every system resolves to this computer (RFC 6761), for a trial without real DNS.
 */
export function isTrackingHost(host: string): boolean {
  if (isPublicHostname(host)) return true;
  const labels = host.split('.');
  return host.length <= 253 && labels.length >= 2 && labels[labels.length - 1] === 'localhost' && labels.slice(0, -1).every((l) => LABEL.test(l));
}

export const hostname: ValueValidator<'hostname'> = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && isPublicHostname(value) ? undefined : 'hostname';
};
