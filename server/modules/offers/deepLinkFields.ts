import { z } from 'zod';
import { DeepLink } from '../../../domain/enums/misc';
import { MAX_DEEP_LINK_HOSTS, normalizeDeepLinkHost } from '../../../domain/offers/deepLink';
import { isLocalHost } from '../../../domain/offers/trackingLink';
import { isPublicHostname } from '../../../domain/validators/hostname';
import type { FieldError } from '../../http/respond';

const HOSTS_MESSAGE = `deep_link_hosts must be a list of at most ${MAX_DEEP_LINK_HOSTS} host names (such as shop.example.com), without scheme, port or path.`;

/**
 * An offer's deep-link fields (spec 4 §6): `deep_link` is Deep link NotAllowed 0 / Allowed 1;
 * `deep_link_hosts` the host names a click's `url=` may land on, each stored lower case in punycode,
 * once. `localhost` names pass only for the demo, as landing pages do (decisions, offers).
 */
export function deepLinkShape(allowLocal: boolean) {
  const host = z.string({ message: HOSTS_MESSAGE }).transform((value, ctx) => {
    const normal = normalizeDeepLinkHost(value);
    if (normal === null || !(isPublicHostname(normal) || (allowLocal && isLocalHost(normal)))) {
      ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 100)}” is not a public host name: write it as shop.example.com, without scheme, port or path.` });
      return z.NEVER;
    }
    return normal;
  });
  return {
    deep_link: z.number({ message: 'deep_link must be 0 (NotAllowed) or 1 (Allowed).' }).refine((v) => DeepLink.is(v), 'deep_link must be 0 (NotAllowed) or 1 (Allowed).'),
    deep_link_hosts: z
      .array(host, { message: HOSTS_MESSAGE })
      .max(MAX_DEEP_LINK_HOSTS, HOSTS_MESSAGE)
      .transform((l) => [...new Set(l)]),
  };
}

/** Allowed deep links need somewhere to land: at least one host, after the change (`current` for an edit). */
export function deepLinkErrors(
  body: { deep_link?: number; deep_link_hosts?: string[] },
  current?: { deepLink: number; deepLinkHosts: string[] },
): FieldError[] {
  const allowed = (body.deep_link ?? current?.deepLink ?? DeepLink.NotAllowed) === DeepLink.Allowed;
  const hosts = body.deep_link_hosts ?? current?.deepLinkHosts ?? [];
  return allowed && !hosts.length ? [{ field: 'deep_link_hosts', message: 'Name at least one host a deep link may land on, or do not allow deep links.' }] : [];
}
