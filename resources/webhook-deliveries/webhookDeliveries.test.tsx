import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The webhook delivery log against the real API (MSW → server app → this file's own database): the
// deliveries are made by "Send test" through the API, one to a receiver on 127.0.0.1 (answered 200)
// and one to a closed port (no answer within the 1 s deadline), which only the explicit switch lets
// the server reach. No delivery worker runs in the test app, so a retried delivery stays pending.
const harness = setupRoleAppHarness({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });

let receiver: Server;
let base = '';
let closedBase = '';
beforeAll(async () => {
  receiver = createServer((_req, res) => res.writeHead(200).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

type Delivery = { id: number; webhook_id: number; state: string; event: string };
const deliveries = (who: string, filter: Record<string, unknown> = {}) => harness.api('POST', '/webhooks/deliveries/list', { per_page: 100, ...filter }, who) as Promise<Delivery[]>;

/** A webhook of `who` and one test delivery to it: delivered to the receiver, or failed at the closed port. */
async function webhookWithTest(who: string, path: string, reachable: boolean) {
  const hook = (await harness.api('POST', '/webhooks', { url: `${reachable ? base : closedBase}${path}`, events: ['conversion.created'] }, who)) as { id: number; url: string };
  await harness.api('POST', `/webhooks/${hook.id}/test`, {}, who);
  const [delivery] = await deliveries(who, { webhook_id: hook.id });
  return { hook, delivery: delivery! };
}

/** The table row of a delivery, found by its id column. */
const idCell = (id: number) => [...document.querySelectorAll<HTMLElement>('td.column-id')].find((cell) => cell.textContent === String(id));
const rowOf = async (id: number) => {
  await waitFor(() => expect(idCell(id)).toBeDefined());
  return idCell(id)!.closest('tr') as HTMLElement;
};

describe('the webhook delivery log', () => {
  it('lists the deliveries with their state and error, retries a failed one and shows the body a row sent', async () => {
    const user = userEvent.setup();
    const ok = await webhookWithTest('affiliate', '/ok', true);
    const failed = await webhookWithTest('affiliate', '/gone', false);
    expect(ok.delivery.state).toBe('delivered');
    expect(failed.delivery.state).toBe('failed');
    await harness.renderApp('affiliate', '/webhook-deliveries');

    const okRow = await rowOf(ok.delivery.id);
    expect(within(okRow).getByText('Test')).toBeInTheDocument();
    expect(within(okRow).getByText('Delivered')).toBeInTheDocument();
    expect(within(okRow).getByText(ok.hook.url)).toHaveAttribute('translate', 'no');
    expect(within(okRow).getByText('200')).toBeInTheDocument();

    const failedRow = await rowOf(failed.delivery.id);
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('No answer: the address is refused or unreachable, or it did not answer within 1 s.')).toBeInTheDocument();

    // a row opens the JSON body it sent, as data, wrapped
    await user.click(within(okRow).getByText('Test'));
    const body = await screen.findByLabelText('Body sent');
    expect(body).toHaveAttribute('translate', 'no');
    expect(body.textContent).toContain('"event": "webhook.test"');
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });

    // Retry, on a failed delivery only, queues it again
    const retry = await within(failedRow).findByRole('button', { name: `Retry delivery ${failed.delivery.id}` });
    expect(within(okRow).queryByRole('button', { name: /^Retry/ })).toBeNull();
    await user.click(retry);
    expect(await screen.findByText('Delivery queued to be tried again')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(failed.delivery.id)).getByText('Pending')).toBeInTheDocument());
    expect(within(await rowOf(failed.delivery.id)).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect((await deliveries('affiliate', { webhook_id: failed.hook.id }))[0]!.state).toBe('pending');
  }, 90_000);

  it('is reached, filtered to one webhook, from that webhook’s page and filters by webhook and state', async () => {
    const user = userEvent.setup();
    const ok = await webhookWithTest('manager', '/manager-ok', true);
    const failed = await webhookWithTest('manager', '/manager-gone', false);
    await harness.renderApp('manager', `/webhooks/${failed.hook.id}/show`);
    const section = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(section).findByText('Failed')).toBeInTheDocument();
    await user.click(within(section).getByRole('link', { name: 'All deliveries' }));

    expect(await rowOf(failed.delivery.id)).toBeInTheDocument();
    await waitFor(() => expect(idCell(ok.delivery.id)).toBeUndefined());

    // the state filter alone: the delivered one, not the failed one
    await user.click(screen.getByRole('combobox', { name: 'Webhook' }));
    await user.click(await screen.findByRole('option', { name: ok.hook.url }));
    expect(await rowOf(ok.delivery.id)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText(/found using the current filters/)).toBeInTheDocument();
  }, 90_000);

  it('names events and states in Russian, the test event included', async () => {
    const failed = await webhookWithTest('admin', '/russian', false);
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/webhook-deliveries');
    const row = await rowOf(failed.delivery.id);
    expect(within(row).getByText('Тест')).toBeInTheDocument();
    expect(within(row).getByText('Не доставлено')).toBeInTheDocument();
    expect(within(row).getByText('Нет ответа: адрес отклонён или недоступен, либо не ответил за 1 с.')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: `Повторить доставку ${failed.delivery.id}` })).toBeInTheDocument();
    localStorage.removeItem('language');
  }, 60_000);
});

describe('the delivery log on a phone (375 px)', () => {
  atScreenWidth(375);

  it('keeps the id, event and state of a row with its Retry, and opens the body below it', async () => {
    const user = userEvent.setup();
    const failed = await webhookWithTest('admin', '/phone', false);
    await harness.renderApp('admin', '/webhook-deliveries');
    const row = await rowOf(failed.delivery.id);
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).queryByText(failed.hook.url)).toBeNull();
    expect(await within(row).findByRole('button', { name: `Retry delivery ${failed.delivery.id}` })).toBeInTheDocument();
    await user.click(within(row).getByText('Test'));
    expect((await screen.findByLabelText('Body sent')).textContent).toContain('"event": "webhook.test"');
  }, 60_000);
});
