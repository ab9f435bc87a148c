import type { Identifier, RaRecord } from 'ra-core';
import { ALERT_PATHS, ALERT_POLL_MS } from '../domain/alerts/alerts';
import { defaultApiBase } from './http/apiBase';
import { resolveUrl } from './http/resolveUrl';
import type { Envelope, HttpClient, Role } from './http/types';

/** The bell's calls (docs/api.md, Alerts); paths relative to the role prefix. */
export interface AlertCalls {
  unreadAlertCount(): Promise<number>;
  markAlertRead(id: Identifier): Promise<RaRecord>;
  markAllAlertsRead(): Promise<{ count: number }>;
  /**
   * Hears the caller's unread count: at once, then live through server-sent events, or by polling
   * every ALERT_POLL_MS when EventSource is missing or its stream cannot be kept open; a mark made
   * through these calls is heard at once as well. Answers the stop (a promise, as react-admin's
   * dataProvider wants of every method).
   */
  watchUnreadAlerts(onCount: (count: number) => void): Promise<() => void>;
}

export interface AlertCallOptions {
  role: Role;
  apiBase?: string;
  /** the browser's EventSource; absent (jsdom, an old browser): polling */
  EventSourceImpl?: typeof EventSource;
}

/** Errors in a row, with no message between, after which the stream is given up for polling. */
const STREAM_FAILURES_BEFORE_POLLING = 3;

export function createAlertCalls(http: HttpClient, options: AlertCallOptions): AlertCalls {
  // the watchers of this app's calls, each re-read after a mark: per app, never module state
  const watchers = new Set<() => void>();
  const unreadAlertCount = async () => (await http.request<Envelope<{ count: number }>>('GET', ALERT_PATHS.unreadCount, { silent: true })).json.data.count;
  const tellWatchers = () => watchers.forEach((reread) => reread());
  return {
    unreadAlertCount,
    async markAlertRead(id) {
      const data = (await http.request<Envelope<RaRecord>>('POST', ALERT_PATHS.read(id))).json.data;
      tellWatchers();
      return data;
    },
    async markAllAlertsRead() {
      const data = (await http.request<Envelope<{ count: number }>>('POST', ALERT_PATHS.readAll)).json.data;
      tellWatchers();
      return data;
    },
    async watchUnreadAlerts(onCount) {
      let stopped = false;
      let timer: ReturnType<typeof setInterval> | undefined;
      let source: EventSource | undefined;
      // the stream's events heard so far: a count read before the latest of them is older than it
      let streamed = 0;
      const hear = (count: number) => {
        if (!stopped) onCount(count);
      };
      const poll = () => {
        const asked = streamed;
        void unreadAlertCount().then(
          // a busy server may answer a read begun before the stream spoke after it: the stream's count stands
          (count) => {
            if (streamed === asked) hear(count);
          },
          () => undefined,
        );
      };
      const startPolling = () => {
        source?.close();
        source = undefined;
        if (timer !== undefined || stopped) return;
        poll();
        timer = setInterval(poll, ALERT_POLL_MS);
      };
      watchers.add(poll);
      const EventSourceImpl = options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
      if (!EventSourceImpl) startPolling();
      else {
        poll();
        const url = resolveUrl(ALERT_PATHS.stream, { base: options.apiBase ?? defaultApiBase(), role: options.role });
        let failures = 0;
        source = new EventSourceImpl(url, { withCredentials: true });
        source.addEventListener('unread', (event) => {
          failures = 0;
          streamed += 1;
          hear((JSON.parse((event as MessageEvent<string>).data) as { count: number }).count);
        });
        source.addEventListener('hello', () => (failures = 0));
        source.onerror = () => {
          failures += 1;
          // refused (a 401, 403 or not a stream: CLOSED) or failing again and again: poll instead
          if (source?.readyState === EventSourceImpl.CLOSED || failures >= STREAM_FAILURES_BEFORE_POLLING) startPolling();
        };
      }
      return () => {
        stopped = true;
        watchers.delete(poll);
        source?.close();
        if (timer !== undefined) clearInterval(timer);
      };
    },
  };
}
