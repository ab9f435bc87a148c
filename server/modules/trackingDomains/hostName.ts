import { z } from 'zod';
import { isTrackingHost } from '../../../domain/validators/hostname';

export const HOST_MESSAGES = {
  required: 'Domain is required.',
  scheme: 'Enter the host name only, without http:// or https://.',
  path: 'Enter the host name only, without a path, query or port.',
  invalid: 'Enter a valid public host name, such as track.example.com (or a name ending in .localhost to try the network on this computer).',
  taken: 'This tracking domain already exists.',
} as const;

/** Why a typed host is refused, most specific first; undefined when it is a valid public host name or a name under localhost. */
export function hostProblem(host: string): keyof typeof HOST_MESSAGES | undefined {
  if (!host) return 'required';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host) || host.startsWith('//')) return 'scheme';
  if (/[/?#:@\\\s]/.test(host)) return 'path';
  return isTrackingHost(host) ? undefined : 'invalid';
}

/** The domain field: trimmed, lower-case, one trailing dot dropped, and a valid public host name or a name under localhost. */
export const hostName = z
  .string({ message: HOST_MESSAGES.required })
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .superRefine((host, ctx) => {
    const problem = hostProblem(host);
    if (problem) ctx.addIssue({ code: 'custom', message: HOST_MESSAGES[problem] });
  });
