import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { AddressInfo } from 'node:net';
import { intakeBody } from '../server/modules/leads/leadFields';

// The leads bench's baseline (bench/leads.ts), in a process of its own as the app is: a bare Hono
// handler that reads the same body (the intake's zod schema and libphonenumber) and calls the same
// broker stub (STUB_URL), answering with the broker's time in X-Broker-Ms.
function main() {
  const stub = process.env.STUB_URL!;
  const app = new Hono();
  app.post('/leads', async (c) => {
    const parsed = intakeBody.safeParse(await c.req.json());
    if (!parsed.success) return c.json({ success: false }, 422);
    const phone = parsePhoneNumberFromString(parsed.data.phone ?? '', (parsed.data.country ?? 'GB') as CountryCode);
    const at = performance.now();
    const broker = await fetch(`${stub}/bare`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'bare' }, body: JSON.stringify({ ...parsed.data, phone: phone?.number }) });
    const answer = (await broker.json()) as { lead_id?: string };
    return c.json({ success: true, data: { lead_id: answer.lead_id ?? null, status: 'ACCEPTED' } }, 201, { 'X-Broker-Ms': (performance.now() - at).toFixed(2) });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => console.log(`Bare leads listening on ${info.port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main();
