import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP broker for tests (node:http on 127.0.0.1, port 0). Point an integration at
 * `stub.url('/any/path')` with success path `success`, lead id path `lead_id` and autologin path
 * `autologin`; relax the address rule with OUTGOING_ALLOW_PRIVATE_NETWORKS=1.
 *
 *   const stub = await startBrokerStub();            // accepts everything
 *   stub.setMode('refuse');                          // or: startBrokerStub({ mode: 'timeout' })
 *   stub.setCountryModes({ FR: 'refuse' });          // per country (read from a JSON or form body)
 *   stub.requests / stub.count                       // what it received
 *   await stub.close();
 *
 * Modes: `accept` 200 `{ success: true, lead_id, autologin }`; `refuse` 200 `{ success: false,
 * message }`; `refuse400` 400 `{ success: false, message }`; `error500` 500; `timeout` holds the
 * answer for `holdMs` (default 5 s; past any test time-out) then answers 200 accept; `garbage` 200
 * `text/html` that is not JSON. `delayMs` delays every answer.
 */
export type StubMode = 'accept' | 'refuse' | 'refuse400' | 'error500' | 'timeout' | 'garbage';

export interface StubRequest {
  method: string;
  url: string;
  /** header names in lower case */
  headers: Record<string, string>;
  body: string;
}

export interface BrokerStubOptions {
  mode?: StubMode;
  /** a country (ISO alpha-2, upper case) answered in another mode than `mode` */
  countries?: Record<string, StubMode>;
  delayMs?: number;
  holdMs?: number;
}

export interface BrokerStub {
  /** http://127.0.0.1:PORT + path */
  url(path?: string): string;
  readonly requests: readonly StubRequest[];
  readonly count: number;
  setMode(mode: StubMode): void;
  setCountryModes(countries: Record<string, StubMode>): void;
  setDelay(ms: number): void;
  /** what `GET /status/{brokerLeadId}` answers for that lead */
  setLeadStatus(brokerLeadId: string, status: string): void;
  /** forgets the requests received so far */
  reset(): void;
  close(): Promise<void>;
}

function countryOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as Record<string, unknown>).country === 'string') return String((parsed as Record<string, unknown>).country).toUpperCase();
  } catch {
    // not JSON: a form body
  }
  return (new URLSearchParams(body).get('country') ?? '').toUpperCase();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
};

export async function startBrokerStub(options: BrokerStubOptions = {}): Promise<BrokerStub> {
  const state = { mode: options.mode ?? 'accept', countries: options.countries ?? {}, delayMs: options.delayMs ?? 0, holdMs: options.holdMs ?? 5000 };
  const requests: StubRequest[] = [];
  const statuses = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let served = 0;
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const answer = (res: ServerResponse, mode: StubMode) => {
    if (res.destroyed) return;
    served += 1;
    switch (mode) {
      case 'accept':
      case 'timeout':
        return json(res, 200, { success: true, lead_id: `stub-${served}`, autologin: `https://broker.example/login/stub-${served}` });
      case 'refuse':
        return json(res, 200, { success: false, message: 'Duplicate lead' });
      case 'refuse400':
        return json(res, 400, { success: false, message: 'Invalid phone' });
      case 'error500':
        return json(res, 500, { error: 'Internal error' });
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html><body>Thanks!</body></html>');
    }
  };

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers, body });
      const asked = req.method === 'GET' ? /^\/status\/([^/?]+)/.exec(req.url ?? '') : null;
      if (asked) {
        const status = statuses.get(decodeURIComponent(asked[1]!));
        return status === undefined ? json(res, 404, { error: 'Unknown lead' }) : json(res, 200, { data: { status } });
      }
      const mode = state.countries[countryOf(body)] ?? state.mode;
      const wait = state.delayMs + (mode === 'timeout' ? state.holdMs : 0);
      if (wait > 0) later(wait, () => answer(res, mode));
      else answer(res, mode);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path = '/leads') => `http://127.0.0.1:${port}${path}`,
    get requests() {
      return requests;
    },
    get count() {
      return requests.length;
    },
    setMode: (mode) => {
      state.mode = mode;
    },
    setCountryModes: (countries) => {
      state.countries = countries;
    },
    setDelay: (ms) => {
      state.delayMs = ms;
    },
    setLeadStatus: (brokerLeadId, status) => {
      statuses.set(brokerLeadId, status);
    },
    reset: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
