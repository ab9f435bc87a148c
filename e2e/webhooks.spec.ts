import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// Webhooks (spec 4 §8): an affiliate on a phone subscribes their server to conversions, sends a
// test from the webhook's page, and their server gets it signed with the secret the page shows;
// the delivery log lists it. The receiver listens on 127.0.0.1, which the journeys' servers may call.

interface Heard {
  headers: IncomingMessage['headers'];
  body: string;
}

async function receiver(): Promise<{ url: string; heard: Heard[]; close: () => Promise<void> }> {
  const heard: Heard[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      heard.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/affnet`, heard, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('an affiliate on a phone subscribes their server, sends a signed test and finds it in the delivery log', async ({ page, openAs }) => {
  const server = await receiver();
  try {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/webhooks/create' });
    await page.getByRole('textbox', { name: /^URL/ }).fill(server.url);
    await page.getByRole('checkbox', { name: 'Conversion created' }).check();
    await page.getByRole('checkbox', { name: 'Payout status changed' }).check();
    await page.getByRole('textbox', { name: /^Description/ }).fill('Journey CRM');
    await page.getByRole('button', { name: 'Save' }).click();
    // the saved webhook's page: the secret is hidden until asked for
    const heading = page.getByRole('heading', { level: 1, name: /^Webhook #\d+$/ });
    await expect(heading).toBeVisible();
    const id = (await heading.textContent())!.replace(/^Webhook #/, '');
    await page.getByRole('button', { name: 'Show the secret' }).click();
    const secret = (await page.getByText(/^whsec_/).textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);

    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Delivered: HTTP 200')).toBeVisible();
    expect(server.heard).toHaveLength(1);
    const [got] = server.heard;
    expect(got!.headers['x-signature']).toBe(`sha256=${createHmac('sha256', secret).update(got!.body).digest('hex')}`);
    expect(got!.headers['x-webhook-event']).toBe('webhook.test');
    expect(JSON.parse(got!.body)).toMatchObject({ event: 'webhook.test', id: Number(got!.headers['x-webhook-delivery']) });

    // the delivery log, reached from the menu, holds the test as delivered
    await page.goto('/affiliate/d/webhook-deliveries');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    await expect(page.getByText('Delivered').first()).toBeVisible();
    // the worker's later journeys make conversions for this affiliate: nothing more goes to a closed receiver
    expect((await page.request.delete(`/api/affiliate/webhooks/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status()).toBe(200);
  } finally {
    await server.close();
  }
});
