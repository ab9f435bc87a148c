import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_POLL_MS } from '../domain/alerts/alerts';
import { createAlertCalls } from './alertCalls';
import type { HttpClient, HttpResponse } from './http/types';

// The bell's watch: live through server-sent events, polling every 30 s when the stream cannot be had.

function countingHttp(counts: number[]) {
  const calls: string[] = [];
  const http = {
    async request<T>(method: string, path: string): Promise<HttpResponse<T>> {
      calls.push(`${method} ${path}`);
      const data = path.endsWith('/unread-count') ? { count: counts.shift() ?? 0 } : { id: 1, count: 2 };
      return { status: 200, headers: new Headers(), json: { success: true, data } as T, request: { method: 'GET', url: path, headers: {}, body: null }, response: new Response() };
    },
    download: () => Promise.reject(new Error('no downloads here')),
  } as unknown as HttpClient;
  return { http, calls };
}

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeSource extends EventTarget {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init: EventSourceInit,
  ) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  send(count: number) {
    this.dispatchEvent(new MessageEvent('unread', { data: JSON.stringify({ count }) }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  FakeSource.made = [];
});

describe('watchUnreadAlerts', () => {
  it('hears the stream of the role’s path with the cookie, and nothing after the stop', async () => {
    const { http } = countingHttp([4]);
    const heard: number[] = [];
    const calls = createAlertCalls(http, { role: 'manager', apiBase: 'https://net.example/api', EventSourceImpl: FakeSource as unknown as typeof EventSource });
    const stop = await calls.watchUnreadAlerts((n) => heard.push(n));
    const [source] = FakeSource.made;
    expect(source!.url).toBe('https://net.example/api/manager/alerts/stream');
    expect(source!.init).toEqual({ withCredentials: true });
    await flush();
    source!.send(5);
    expect(heard).toEqual([4, 5]);
    stop();
    expect(source!.closed).toBe(true);
    source!.send(6);
    expect(heard).toEqual([4, 5]);
  });

  it('polls every 30 s once the stream is refused, and at once after a mark', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { http, calls: requests } = countingHttp([1, 2, 3, 4, 5]);
    const heard: number[] = [];
    const calls = createAlertCalls(http, { role: 'admin', apiBase: '/api', EventSourceImpl: FakeSource as unknown as typeof EventSource });
    const stop = await calls.watchUnreadAlerts((n) => heard.push(n));
    await flush();
    FakeSource.made[0]!.fail(FakeSource.CLOSED);
    await flush();
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(heard).toEqual([1, 2]);
    vi.advanceTimersByTime(ALERT_POLL_MS);
    await flush();
    expect(heard).toEqual([1, 2, 3]);
    await calls.markAllAlertsRead();
    await flush();
    expect(heard).toEqual([1, 2, 3, 4]);
    expect(requests).toContain('POST /alerts/read-all');
    stop();
    vi.advanceTimersByTime(ALERT_POLL_MS * 3);
    await flush();
    expect(heard).toEqual([1, 2, 3, 4]);
  });

  it('gives a stream that keeps failing up for polling, and polls when there is no EventSource', async () => {
    const { http } = countingHttp([1, 2, 3]);
    const calls = createAlertCalls(http, { role: 'admin', apiBase: '/api', EventSourceImpl: FakeSource as unknown as typeof EventSource });
    const stop = await calls.watchUnreadAlerts(() => undefined);
    const source = FakeSource.made[0]!;
    source.fail(0);
    source.fail(0);
    expect(source.closed).toBe(false);
    source.fail(0);
    expect(source.closed).toBe(true);
    stop();
    const bare = countingHttp([7]);
    const heard: number[] = [];
    const stopBare = await createAlertCalls(bare.http, { role: 'admin', apiBase: '/api', EventSourceImpl: undefined }).watchUnreadAlerts((n) => heard.push(n));
    await flush();
    stopBare();
    expect(heard).toEqual([7]);
  });

  it('keeps the stream’s count when a read begun before it answers after it (a busy server), here and after a mark', async () => {
    const answers: Array<(count: number) => void> = [];
    const http = {
      request: <T,>(_method: string, path: string) =>
        new Promise<HttpResponse<T>>((resolve) => {
          const answer = (count: number) =>
            resolve({ status: 200, headers: new Headers(), json: { success: true, data: path.endsWith('/unread-count') ? { count } : { count: 3 } } as T, request: { method: 'GET', url: path, headers: {}, body: null }, response: new Response() });
          if (path.endsWith('/unread-count')) answers.push(answer);
          else answer(0);
        }),
      download: () => Promise.reject(new Error('no downloads here')),
    } as unknown as HttpClient;
    const heard: number[] = [];
    const calls = createAlertCalls(http, { role: 'admin', apiBase: '/api', EventSourceImpl: FakeSource as unknown as typeof EventSource });
    const stop = await calls.watchUnreadAlerts((n) => heard.push(n));
    const source = FakeSource.made[0]!;
    source.send(1);
    answers.shift()!(0);
    await flush();
    expect(heard).toEqual([1]);
    // a mark re-reads; the stream speaks before that read answers
    await calls.markAllAlertsRead();
    source.send(0);
    answers.shift()!(1);
    await flush();
    expect(heard).toEqual([1, 0]);
    // a read with no stream event since is heard
    await calls.markAllAlertsRead();
    answers.shift()!(0);
    await flush();
    expect(heard).toEqual([1, 0, 0]);
    stop();
  });
});
