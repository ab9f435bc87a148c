import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';

/**
 * The demo's two brokers, answered by the app itself (`POST /demo/broker/:name`, mounted only
 * when the demo workspace is seeded; docs/decisions/brokers.md): `accept` takes every lead at
 * once; `picky` answers after DEMO_PICKY_DELAY_MS and refuses the countries of DEMO_PICKY_REFUSES.
 * Both answer the shape the seeded integrations read: `success`, `data.lead_id`,
 * `data.autologin_url`.
 */
export const DEMO_BROKERS = ['accept', 'picky'] as const;
export type DemoBroker = (typeof DEMO_BROKERS)[number];
export const DEMO_PICKY_DELAY_MS = 1500;
export const DEMO_PICKY_REFUSES: readonly string[] = ['AR', 'US', 'FR'];
export const DEMO_BROKER_PATH = '/demo/broker/';

export const isDemoBroker = (name: string): name is DemoBroker => (DEMO_BROKERS as readonly string[]).includes(name);

/** The app's own demo broker URL for the seed (the port the app listens on). */
export const demoBrokerUrl = (port: number, name: DemoBroker) => `http://localhost:${port}${DEMO_BROKER_PATH}${name}`;

export interface DemoAnswer {
  status: number;
  body: string;
  delayMs: number;
}

function countryOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const country = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).country : undefined;
    if (typeof country === 'string') return country.toUpperCase();
  } catch {
    // a form body: read it as one
  }
  return (new URLSearchParams(body).get('country') ?? '').toUpperCase();
}

/** What a demo broker answers to a lead's body; `origin` is where its autologin page is (the app's own demo landing). */
export function demoBrokerAnswer(name: DemoBroker, body: string, origin: string): DemoAnswer {
  const delayMs = name === 'picky' ? DEMO_PICKY_DELAY_MS : 0;
  const country = countryOf(body);
  if (name === 'picky' && DEMO_PICKY_REFUSES.includes(country)) {
    return { status: 200, delayMs, body: JSON.stringify({ success: false, message: `Leads from ${country} are not accepted.` }) };
  }
  const leadId = `demo-${randomUUID().slice(0, 8)}`;
  const autologin = `${origin}/demo/landing?broker=${name}&broker_lead_id=${leadId}`;
  return { status: 200, delayMs, body: JSON.stringify({ success: true, data: { lead_id: leadId, autologin_url: autologin } }) };
}

/**
 * The one exception to the address rule for brokers: an integration URL that is the app's own
 * demo broker (a loopback host, the app's own port, the `/demo/broker/<name>` path) while the demo
 * is seeded. Such a call never opens a socket: it is answered in-process by demoBrokerAnswer, so
 * the exception reaches nothing but this file.
 */
export function ownDemoBroker(url: string, config: Pick<Config, 'seed' | 'port'>): DemoBroker | null {
  if (config.seed !== 'demo') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' || parsed.username || parsed.password) return null;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return null;
  if ((parsed.port || '80') !== String(config.port)) return null;
  if (!parsed.pathname.startsWith(DEMO_BROKER_PATH)) return null;
  const name = parsed.pathname.slice(DEMO_BROKER_PATH.length);
  return isDemoBroker(name) ? name : null;
}
