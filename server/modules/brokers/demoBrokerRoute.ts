import type { Env, Hono } from 'hono';
import { DEMO_BROKER_PATH, demoBrokerAnswer, isDemoBroker } from './demoBroker';

/**
 * `POST /demo/broker/:name`: the demo's brokers over HTTP (outside /api: no session, no database),
 * mounted only while the demo workspace is seeded, like /demo/landing. The app's own calls to
 * them are answered in-process by the same function (docs/decisions/brokers.md).
 */
export function mountDemoBroker<E extends Env>(app: Hono<E>, config: { seed: 'demo' | 'none' }): void {
  if (config.seed !== 'demo') return;
  app.post(`${DEMO_BROKER_PATH}:name`, async (c) => {
    const name = c.req.param('name');
    if (!isDemoBroker(name)) return c.json({ success: false, message: 'No such demo broker.' }, 404);
    const answer = demoBrokerAnswer(name, await c.req.text(), new URL(c.req.url).origin);
    if (answer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return c.body(answer.body, answer.status as 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });
}
