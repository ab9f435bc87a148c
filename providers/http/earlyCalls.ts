import { defaultApiBase } from './apiBase';
import { resolveUrl } from './resolveUrl';
import type { Role } from './types';
import { isViewOnly } from '../uiSettings/viewOnly';

// The two reads a role app needs before it shows anything — who is signed in (GET /account) and
// their interface settings (GET /{role}/me/ui-settings) — start while the page boots, beside the
// download of the app's code, instead of one after the other once the app has rendered.
// The app's http client takes each answer in place of its own first identical GET
// (the early calls' `fetch`), so its rules (401 → sign-in page, errors, time-out) apply to them unchanged.

type Fetch = typeof fetch;

const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** An answer nobody will read is read to its end anyway, so the request does not stay open. */
const drain = (answer: Promise<Response>) => void answer.then((response) => response.arrayBuffer()).catch(() => undefined);

export interface EarlyCallOptions {
  apiBase?: string;
  /** the network; the page's fetch when absent */
  fetchImpl?: Fetch;
  storage?: Pick<Storage, 'getItem'>;
}

export interface EarlyCalls {
  /** Starts the role app's first reads; the app's first identical GETs take their answers. */
  start(role: Role): void;
  /** fetch for the role app's http client: a started GET's answer when there is one, else the network. */
  fetch: Fetch;
  /** Forgets every started call. */
  clear(): void;
}

/** The caller's signal still cancels the wait for an answer that was started before it. */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) {
    drain(answer);
    return Promise.reject(signal.reason);
  }
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => {
      drain(answer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One page's early calls: the page's entry point makes it and hands `start` to the boot and `fetch` to the app. */
export function createEarlyCalls(options: EarlyCallOptions = {}): EarlyCalls {
  const pending = new Map<string, Promise<Response>>();
  const network: Fetch = (input, init) => (options.fetchImpl ?? globalThis.fetch)(input, init);

  /** A started answer for `url`, once; then it is gone and later calls go to the network. */
  const take = (url: string): Promise<Response> | undefined => {
    const answer = pending.get(url);
    pending.delete(url);
    return answer;
  };

  const start = (role: Role): void => {
    const base = options.apiBase ?? defaultApiBase();
    const get = (path: string) => {
      const url = resolveUrl(path, { base, role });
      const answer = network(url, { method: 'GET', headers: HEADERS, credentials: 'include' });
      // a failed start is left to the app's own call
      answer.catch(() => pending.delete(url));
      pending.set(url, answer);
      return { url, answer };
    };
    const account = get('/account');
    // view-only mode loads no settings from the server (spec 1 §1, R527)
    if (isViewOnly(options.storage ?? window.localStorage)) return;
    const settings = get('/me/ui-settings');
    // a guest is sent to the sign-in page: nobody will ask for the settings
    account.answer.then(
      (response) => {
        if (response.ok || pending.get(settings.url) !== settings.answer) return;
        pending.delete(settings.url);
        drain(settings.answer);
      },
      () => undefined,
    );
  };

  const fetchEarly: Fetch = (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const early = typeof input === 'string' && method === 'GET' ? take(input) : undefined;
    return early ? abortable(early, init?.signal) : network(input, init);
  };

  const clear = (): void => {
    for (const answer of pending.values()) drain(answer);
    pending.clear();
  };

  return { start, fetch: fetchEarly, clear };
}
