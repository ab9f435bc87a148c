import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// "Send test" from the affiliate's postbacks page: the server app calls a real receiver on
// 127.0.0.1, which only the explicit switch lets it reach (never the default), with a short deadline.
const harness = setupRoleAppHarness({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });

let answer = 200;
const heard: string[] = [];
let receiver: Server;
let base = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    heard.push(new URL(req.url ?? '/', 'http://receiver').search);
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('“Send test” and the integration status', () => {
  it('sends the test to the receiver and tells the affiliate the outcome, which the log then holds; the status shows in the interface language', async () => {
    const user = userEvent.setup();
    const url = `${base}/receiver?c={click_id}`;
    const created = await harness.testApp.call('POST', '/api/affiliate/postbacks', {
      cookie: await harness.testApp.cookieFor('affiliate'),
      body: { action: 'lead', method: 'GET', url },
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    await harness.renderApp('affiliate', '/postbacks');
    expect(await within(await screen.findByTestId('integration-status')).findByText('Active postback')).toBeInTheDocument();
    const row = (await screen.findByText(url)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivered: HTTP 200')).toBeInTheDocument();
    expect(heard).toEqual(['?c=TEST_CLICK_ID_0000000']);
    answer = 503;
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test failed: HTTP 503')).toBeInTheDocument();
    const log = (await screen.findByText('Processing log')).closest('.MuiCard-root') as HTMLElement;
    await waitFor(() => expect(within(log).getAllByText(`${base}/receiver?c=TEST_CLICK_ID_0000000`)).toHaveLength(2));
    await harness.testApp.call('DELETE', `/api/affiliate/postbacks/${id}`, { cookie: await harness.testApp.cookieFor('affiliate') });
  });

  it('a try that gets no answer reads in Russian in the notice and the log', async () => {
    const user = userEvent.setup();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/gone?c={click_id}`;
    const created = await harness.testApp.call('POST', '/api/affiliate/postbacks', {
      cookie: await harness.testApp.cookieFor('affiliate'),
      body: { action: 'lead', method: 'GET', url },
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    localStorage.setItem('language', 'ru');
    await harness.renderApp('affiliate', '/postbacks');
    const row = (await screen.findByText(url)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Отправить тест' }));
    const russian = 'Нет ответа: адрес отклонён или недоступен, либо не ответил за 1 с.';
    expect(await screen.findByText(`Тест не доставлен: ${russian}`)).toBeInTheDocument();
    const log = (await screen.findByText('Журнал обработки')).closest('.MuiCard-root') as HTMLElement;
    expect(await within(log).findByText(russian)).toBeInTheDocument();
    expect(within(log).queryByText(/No answer/)).toBeNull();
    localStorage.removeItem('language');
    await harness.testApp.call('DELETE', `/api/affiliate/postbacks/${id}`, { cookie: await harness.testApp.cookieFor('affiliate') });
  });
});
