import { defaultApiBase } from './apiBase';
import { NETWORK_STATUS, TIMEOUT_STATUS, planFailure } from './failurePlan';
import { HttpError } from './HttpError';
import { isRawBody, prepareBody } from './prepareBody';
import { readBody } from './readBody';
import { resolveUrl } from './resolveUrl';
import { withQuery } from './serializeQuery';
import { readStream } from './readStream';
import type { DownloadOptions, HttpClient, HttpClientOptions, HttpMethod, HttpRequestInfo, HttpResponse, RequestOptions } from './types';

export const DEFAULT_TIMEOUT_MS = 90_000;

function encodeBody(body: unknown, timeZone: string): { payload: BodyInit | undefined; prepared: unknown; json: boolean } {
  if (body === undefined) return { payload: undefined, prepared: undefined, json: false };
  if (isRawBody(body)) return { payload: body, prepared: body, json: false };
  const prepared = prepareBody(body, timeZone);
  return { payload: JSON.stringify(prepared), prepared, json: true };
}

/** The one place that talks to the API: request rules of spec 1 §7 and the error catalogue of §8. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { role, notify, onUnauthorized, getTimeZone } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.apiBase ?? defaultApiBase();

  /** One exchange: the time-out covers the answer's arrival and, unless `readOk` stops it, its body. */
  async function exchange<T>(method: HttpMethod, path: string, opts: RequestOptions, readOk: (response: Response, stopTimer: () => void) => Promise<unknown>): Promise<HttpResponse<T>> {
    const timeZone = getTimeZone?.() || 'UTC';
    const url = withQuery(resolveUrl(path, { base, role }), opts.query, timeZone);
    const { payload, prepared, json } = encodeBody(opts.body, timeZone);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...opts.headers,
    };
    const info: HttpRequestInfo = { method, url, headers, body: prepared };

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = opts.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response | null = null;
    let data: unknown;
    try {
      const doFetch = options.fetchImpl ?? globalThis.fetch;
      response = await doFetch(url, { method, headers, body: payload, credentials: 'include', signal: controller.signal, ...(opts.keepalive ? { keepalive: true } : {}) });
      data = response.ok ? await readOk(response, () => clearTimeout(timer)) : await readBody(response);
    } catch (cause) {
      // A call the caller cancelled is not a failure (react-query cancels stale queries).
      if (!timedOut && callerSignal?.aborted) throw cause;
      return fail(timedOut ? TIMEOUT_STATUS : NETWORK_STATUS, null, response, info, opts, cause);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }

    if (!response.ok) return fail(response.status, data, response, info, opts);
    return { status: response.status, headers: response.headers, json: data as T, request: info, response };
  }

  function fail(
    status: number,
    data: unknown,
    response: Response | null,
    request: HttpRequestInfo,
    opts: RequestOptions,
    cause?: unknown,
  ): never {
    const plan = planFailure(status, data);
    const silent = opts.silent === true;
    const handOff = !silent && plan.unauthorized === true && onUnauthorized !== undefined;
    const toast = !silent && plan.toast !== undefined && notify !== undefined;
    const handled = plan.quiet === true || handOff || toast;
    const error = new HttpError(plan.message, status, plan.body, { request, response, handled, cause });
    console.error(`[http] ${request.method} ${request.url} failed with ${status}`, error);
    if (handOff) onUnauthorized();
    if (toast) notify(plan.toast as string, { type: 'error' });
    throw error;
  }

  return {
    request: <T,>(method: HttpMethod, path: string, opts: RequestOptions = {}) => exchange<T>(method, path, opts, readBody),
    async download(method, path, opts: DownloadOptions = {}) {
      const headers = { Accept: '*/*', ...opts.headers };
      // a file may take longer than the time-out to arrive: the clock stops once the answer starts
      const answer = await exchange<Blob>(method, path, { ...opts, headers }, (response, stopTimer) => {
        stopTimer();
        return readStream(response, opts.onProgress);
      });
      return answer.json;
    },
  };
}

export { HttpError, isHttpError } from './HttpError';
export type { HttpClient, HttpClientOptions, HttpMethod, HttpResponse, Notify, RequestOptions, Role } from './types';
