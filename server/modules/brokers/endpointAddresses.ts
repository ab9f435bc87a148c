import { ValidationError } from '../../errors';
import type { FieldError } from '../../http/respond';
import type { Deps } from '../../http/types';
import { resolveOutgoing } from '../../net/outgoingTarget';
import { ownDemoBroker } from './demoBroker';

/**
 * Refuses (422 on the field) an integration URL the server may not call: the one address rule of
 * every outgoing call (server/net/specialAddress.ts) on the literal address or on every address its
 * name resolves to. A name that does not resolve yet is kept (a desk is often set up before its
 * DNS): the shared outgoing client resolves and checks it again at every call. `{placeholders}`
 * read as `x`, as the URL's own check reads them. The app's own demo broker URL is kept whether or
 * not the demo is on: it is answered in-process while it is, and meets the rule at each call when
 * it is not (demoBroker.ts), so a seeded integration stays editable.
 */
export async function refuseSpecialEndpoints(deps: Deps, body: { endpoint?: string; status_pull?: { endpoint: string } | null }): Promise<void> {
  const policy = { allowPrivate: deps.config.outgoingAllowPrivate, lookupHost: deps.lookupHost };
  const urls: Array<[string, string | undefined]> = [
    ['endpoint', body.endpoint],
    ['status_pull.endpoint', body.status_pull?.endpoint],
  ];
  const errors: FieldError[] = [];
  for (const [field, text] of urls) {
    if (text === undefined) continue;
    if (ownDemoBroker(text, { seed: 'demo', port: deps.config.port })) continue;
    const target = await resolveOutgoing(new URL(text.replace(/\{[^{}]*\}/g, 'x')), policy);
    if (!target.ok && target.failure === 'refused') errors.push({ field, message: `${target.message} The server calls only public addresses.` });
  }
  if (errors.length) throw new ValidationError(errors);
}
