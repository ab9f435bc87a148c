import type { brokerIntegrations } from '../../db/schema';
import type { Deps } from '../../http/types';
import { sendOutgoing, type OutgoingResult } from '../../net/outgoingRequest';
import { asHttpUrl, asId, isYes, readPath } from './answerPath';
import { leadMacroValues, renderCall, type BrokerLead } from './brokerTemplate';

export type { BrokerLead };
import { demoBrokerAnswer, ownDemoBroker } from './demoBroker';
import { decryptSecret, SECRET_MASK, secretsKey } from './headerSecrets';


export type BrokerOutcome = 'accepted' | 'refused' | 'failed' | 'timeout';

export interface BrokerExchange {
  outcome: BrokerOutcome;
  httpStatus: number | null;
  /** what was sent, secret header values masked */
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  /** the answer's body, at most 2 000 characters */
  answer: string;
  ms: number;
  brokerLeadId: string | null;
  autologinUrl: string | null;
  /** a code for the screens to word: refused | http_error | not_json | timeout | unreachable | address_refused | … */
  reason: string | null;
  /** plain words for staff, e.g. "HTTP 500", "no answer within 10000 ms", "success path `success` is false" */
  detail: string | null;
}

type Integration = typeof brokerIntegrations.$inferSelect;

/** How much of an answer is read to find the paths in it; the exchange keeps ANSWER_SHOWN characters of it. */
const ANSWER_READ_BYTES = 64 * 1024;
const ANSWER_SHOWN = 2000;

/** The reason codes of a call that got no HTTP answer (server/net/outgoingRequest.ts's failures). */
const NO_ANSWER_REASON = { refused: 'address_refused', unresolved: 'unresolved', unreachable: 'unreachable', timeout: 'timeout' } as const;

type Verdict = Pick<BrokerExchange, 'outcome' | 'brokerLeadId' | 'autologinUrl' | 'reason' | 'detail'>;

const verdict = (outcome: BrokerOutcome, reason: string | null, detail: string | null): Verdict => ({ outcome, reason, detail, brokerLeadId: null, autologinUrl: null });

/** A broker's refusal message, when its answer carries one under a usual name. */
function messageOf(json: unknown): string | null {
  for (const path of ['message', 'error', 'errors', 'reason', 'data.message']) {
    const value = readPath(json, path);
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 300);
  }
  return null;
}

/**
 * Reads an HTTP answer (spec 4 §2): a 2xx whose success path is yes (an empty path: any 2xx) is
 * accepted, with the lead id and autologin URL read at their paths; a 2xx saying no and every 4xx
 * are refusals; a 5xx, a 3xx (redirects are not followed) or a 2xx that is not JSON while paths
 * are set is a failure.
 */
export function classifyAnswer(integration: Pick<Integration, 'successPath' | 'leadIdPath' | 'autologinPath'>, status: number, body: string): Verdict {
  if (status >= 400 && status < 500) return verdict('refused', 'http_error', `HTTP ${status}`);
  if (status < 200 || status >= 300) return verdict('failed', 'http_error', `HTTP ${status}`);
  const paths = [integration.successPath, integration.leadIdPath, integration.autologinPath].map((p) => p.trim());
  if (paths.every((p) => p === '')) return verdict('accepted', null, null);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return verdict('failed', 'not_json', `HTTP ${status} with an answer that is not JSON`);
  }
  const [successPath, leadIdPath, autologinPath] = paths as [string, string, string];
  if (successPath !== '') {
    const flag = readPath(json, successPath);
    if (!isYes(flag)) {
      const said = flag === undefined ? `success path \`${successPath}\` is missing` : `success path \`${successPath}\` is ${JSON.stringify(flag)}`;
      const message = messageOf(json);
      return verdict('refused', 'refused', message ? `${said}: ${message}` : said);
    }
  }
  return {
    ...verdict('accepted', null, null),
    brokerLeadId: leadIdPath === '' ? null : asId(readPath(json, leadIdPath)),
    autologinUrl: autologinPath === '' ? null : asHttpUrl(readPath(json, autologinPath)),
  };
}

/** The app's own demo broker, answered in-process with its delay, within the integration's time-out. */
async function callDemoBroker(name: Parameters<typeof demoBrokerAnswer>[0], url: string, body: string, timeoutMs: number): Promise<OutgoingResult> {
  const answer = demoBrokerAnswer(name, body, new URL(url).origin);
  if (answer.delayMs >= timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, timeoutMs));
    return { answered: false, failure: 'timeout', detail: `no answer within ${timeoutMs} ms` };
  }
  if (answer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  return { answered: true, status: answer.status, body: answer.body };
}

/**
 * One call to one broker integration with one lead (spec 4 §2; docs/decisions/brokers.md, "One
 * call to a broker"): renders the URL, headers and body with the lead's macros, sends it through
 * the shared outgoing client (the address rule of every outgoing call, the integration's time-out,
 * the `Idempotency-Key` header) and classifies the answer. Never throws for anything the broker
 * does; the exchange it answers shows secret header values masked.
 */
export async function callBroker(deps: Deps, integration: Integration, lead: BrokerLead, opts: { idempotencyKey: string }): Promise<BrokerExchange> {
  const hasSecret = integration.headers.some((h) => h.secret);
  const key = hasSecret ? await secretsKey(deps.db, deps.config) : null;
  const plainSecret = (stored: string) => {
    try {
      return key ? decryptSecret(key, stored) : stored;
    } catch {
      // a secret stored under another key (SECRETS_KEY changed): sent empty, the broker refuses it
      return '';
    }
  };
  const rendered = renderCall(integration, leadMacroValues(lead), plainSecret, SECRET_MASK);
  const method = integration.method as 'GET' | 'POST' | 'PUT';
  const headers = { ...rendered.headers, 'Idempotency-Key': opts.idempotencyKey };
  const request = { method, url: rendered.url, headers: { ...rendered.shownHeaders, 'Idempotency-Key': opts.idempotencyKey }, body: rendered.body };

  const started = performance.now();
  const demo = ownDemoBroker(rendered.url, deps.config);
  let result: OutgoingResult;
  try {
    result = demo
      ? await callDemoBroker(demo, rendered.url, rendered.body, integration.timeoutMs)
      : await sendOutgoing(
          { url: rendered.url, method, headers, body: method === 'GET' ? undefined : rendered.body },
          { allowPrivate: deps.config.outgoingAllowPrivate, lookupHost: deps.lookupHost, timeoutMs: integration.timeoutMs, maxAnswerBytes: ANSWER_READ_BYTES, agents: deps.outgoing },
        );
  } catch (error) {
    // what Node refuses before sending (a header it will not write): a failure of this call, never of the caller
    result = { answered: false, failure: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
  }
  const ms = Math.round(performance.now() - started);

  if (!result.answered) {
    const outcome = result.failure === 'timeout' ? 'timeout' : 'failed';
    return { ...verdict(outcome, NO_ANSWER_REASON[result.failure], result.detail), httpStatus: null, request, answer: '', ms };
  }
  return { ...classifyAnswer(integration, result.status, result.body), httpStatus: result.status, request, answer: result.body.slice(0, ANSWER_SHOWN), ms };
}
