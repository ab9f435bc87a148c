import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/**
 * The connections outgoing calls keep open between them (brokers, status endpoints): one pool per
 * checked address, port and TLS name (server/net/outgoingRequest.ts connects to the address it
 * checked, so a pooled socket always goes where the address rule let it). A lead pushed to a
 * broker then costs no new TCP (or TLS) handshake per lead. Idle sockets do not keep the process
 * alive; `close` drops them at shutdown.
 */
export interface OutgoingAgents {
  http: HttpAgent;
  https: HttpsAgent;
  close: () => void;
}

/**
 * An idle socket is dropped after this long, shorter than the usual servers' keep-alive (Node's
 * 5 s; nginx's 75 s), so a request rarely meets a socket the far side is closing. A server's own
 * shorter `Keep-Alive: timeout=` hint is honoured by Node's agent.
 */
const IDLE_MS = 4_000;
/** Idle sockets kept per address: enough for a burst of leads to one broker. */
const IDLE_PER_ADDRESS = 32;

export function createOutgoingAgents(): OutgoingAgents {
  const options = { keepAlive: true, timeout: IDLE_MS, maxFreeSockets: IDLE_PER_ADDRESS, scheduling: 'lifo' as const };
  const http = new HttpAgent(options);
  const https = new HttpsAgent(options);
  return {
    http,
    https,
    close: () => {
      http.destroy();
      https.destroy();
    },
  };
}
