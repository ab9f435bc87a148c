import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The webhook screens against the real API (MSW → server app → this file's own database). "Send
// test" calls a real receiver on 127.0.0.1, which only the explicit switch lets the server reach,
// so the address the form refuses here is one with a user name (refused whatever the network).
const harness = setupRoleAppHarness({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });

interface Heard {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let answer = 200;
const heard: Heard[] = [];
let receiver: Server;
let base = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      heard.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

type Webhook = { id: number; url: string; events: string[]; status: string; description: string; secret: string };
const webhooks = (who = 'admin') => harness.api('POST', '/webhooks/list', { per_page: 100 }, who) as Promise<Webhook[]>;
const webhook = (id: number, who = 'admin') => harness.api('GET', `/webhooks/${id}`, undefined, who) as Promise<Webhook>;
const MASK = '•'.repeat(24);

describe('webhooks for an admin', () => {
  it('invites to create the first one, checks the form, shows the server’s refusal on the URL field and opens the saved webhook', async () => {
    const user = userEvent.setup();
    // the admin starts with none, whatever the seed holds
    for (const existing of await webhooks()) await harness.api('DELETE', `/webhooks/${existing.id}`);
    await harness.renderApp('admin', '/webhooks');
    expect(await screen.findByText(/^No webhooks yet/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Create' })[0]!);

    const url = await screen.findByRole('textbox', { name: /^URL/ });
    await user.type(url, 'ftp://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Enter an address starting with https:// (or http://).'));
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();

    // an address the server refuses: the 422 lands under the field
    await user.clear(url);
    await user.type(url, 'https://someone:secret@example.com/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Conversion created' }));
    await user.click(screen.getByRole('checkbox', { name: 'Payout status changed' }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Our CRM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('The webhook URL must not hold a user name or password.'));

    await user.clear(url);
    await user.type(url, `${base}/crm`);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // the webhook's page: its fields, the masked secret and the signature help
    expect(await screen.findByRole('region', { name: 'Signing secret' }, { timeout: 20_000 })).toBeInTheDocument();
    const saved = (await webhooks()).find((w) => w.url === `${base}/crm`)!;
    expect(saved).toMatchObject({ events: ['conversion.created', 'payout.moved'], status: 'active', description: 'Our CRM' });
    expect(screen.getByText(`${base}/crm`)).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Conversion created')).toBeInTheDocument();
    expect(screen.getByText('Payout status changed')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const help = screen.getByRole('region', { name: 'Verifying a delivery' });
    expect(within(help).getByText('X-Signature: sha256=<hex>')).toBeInTheDocument();
    expect(within(help).getByText('X-Webhook-Event')).toBeInTheDocument();
    expect(within(help).getByText('X-Webhook-Delivery')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Deliveries' })).findByText(/^Nothing sent to this webhook yet/)).toBeInTheDocument();
  }, 90_000);

  it('reveals the secret, rotates it only after a confirmation, and sends a signed test whose outcome is told and logged', async () => {
    const user = userEvent.setup();
    const created = (await harness.api('POST', '/webhooks', { url: `${base}/signed`, events: ['lead.status_changed'] })) as Webhook;
    await harness.renderApp('admin', `/webhooks/${created.id}/show`);

    const secretCard = await screen.findByRole('region', { name: 'Signing secret' });
    const secret = within(secretCard).getByTestId('webhook-secret');
    expect(secret).toHaveTextContent(MASK);
    await user.click(within(secretCard).getByRole('button', { name: 'Show the secret' }));
    expect(secret).toHaveTextContent(created.secret);
    expect(within(secretCard).getByRole('button', { name: 'Hide the secret' })).toBeInTheDocument();
    expect(within(secretCard).getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();

    // rotating asks first; No keeps the secret
    await user.click(within(secretCard).getByRole('button', { name: 'Rotate secret' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Replace the signing secret?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await webhook(created.id)).secret).toBe(created.secret);

    await user.click(within(secretCard).getByRole('button', { name: 'Rotate secret' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('New secret made: give it to your server')).toBeInTheDocument();
    const rotated = (await webhook(created.id)).secret;
    expect(rotated).not.toBe(created.secret);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Signing secret' })).getByTestId('webhook-secret')).toHaveTextContent(rotated));

    // Send test: signed with the new secret, the outcome in a notification, the try in the deliveries
    heard.length = 0;
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Delivered: HTTP 200')).toBeInTheDocument();
    expect(heard).toHaveLength(1);
    const [request] = heard;
    expect(request!.headers['x-webhook-event']).toBe('webhook.test');
    expect(request!.headers['x-webhook-delivery']).toBeTruthy();
    expect(request!.headers['x-signature']).toBe(`sha256=${createHmac('sha256', rotated).update(request!.body).digest('hex')}`);
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(await within(deliveries).findByText('Test')).toBeInTheDocument();
    expect(within(deliveries).getByText('Delivered')).toBeInTheDocument();

    answer = 503;
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Not delivered: HTTP 503')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Deliveries' })).getAllByText('Test')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Deliveries' })).getByText('Failed')).toBeInTheDocument();
  }, 90_000);
});

describe('webhooks for an affiliate', () => {
  it('finds Webhooks right after Postbacks, pauses one on its edit form and deletes it after confirming', async () => {
    const user = userEvent.setup();
    const created = (await harness.api('POST', '/webhooks', { url: `${base}/affiliate`, events: ['conversion.created', 'conversion.changed'] }, 'affiliate')) as Webhook;
    await harness.renderApp('affiliate', '/webhooks', { shell: true });
    const entry = await screen.findByRole('menuitem', { name: 'Webhooks' });
    const entries = within(entry.closest('[role="menu"]') as HTMLElement).getAllByRole('menuitem');
    expect(entries.indexOf(entry)).toBe(entries.indexOf(screen.getByRole('menuitem', { name: 'Postbacks' })) + 1);
    expect(entries[entries.indexOf(entry) + 1]).toHaveAccessibleName('Webhook deliveries');

    const row = (await screen.findByText(`${base}/affiliate`)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Conversion created')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Not yet')).toBeInTheDocument();

    // the row opens the webhook's page, whose Edit opens the form with its status
    await user.click(row);
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    await user.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await webhook(created.id, 'affiliate')).status).toBe('paused'));

    // back on its page, Delete asks first, then the webhook is gone
    await screen.findByRole('region', { name: 'Signing secret' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this webhook?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect((await webhooks('affiliate')).map((w) => w.id)).not.toContain(created.id));
  }, 90_000);

  it('writes the events and the status in Russian', async () => {
    await harness.api('POST', '/webhooks', { url: `${base}/russian`, events: ['lead.status_changed'], status: 'paused' }, 'affiliate');
    localStorage.setItem('language', 'ru');
    await harness.renderApp('affiliate', '/webhooks');
    const row = (await screen.findByText(`${base}/russian`)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Статус лида изменён')).toBeInTheDocument();
    expect(within(row).getByText('Приостановлен')).toBeInTheDocument();
    localStorage.removeItem('language');
  });
});

describe('webhooks on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists each webhook as a card: its URL, its events and its state', async () => {
    await harness.api('POST', '/webhooks', { url: `${base}/phone`, events: ['payout.moved'] }, 'manager');
    await harness.renderApp('manager', '/webhooks');
    const url = await screen.findByText(`${base}/phone`);
    expect(url.closest('table')).toBeNull();
    const card = url.closest('li') as HTMLElement;
    expect(within(card).getByText('Payout status changed')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });
});
