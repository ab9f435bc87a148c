import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The postbacks pages against the real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();

describe('the affiliate’s postbacks page', () => {
  it('adds a postback through the dialog, lists it as for all offers, and shows the URL rule’s refusal on the field', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/postbacks');
    await user.click(await screen.findByRole('button', { name: 'Add postback' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'http://10.1.2.3/pb');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/public address/)).toBeInTheDocument();

    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await user.type(url, 'https://93.184.216.34/pb?c={{click_id}&s={{commission}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postback saved')).toBeInTheDocument();
    const row = (await screen.findByText('https://93.184.216.34/pb?c={click_id}&s={commission}')).closest('tr') as HTMLElement;
    expect(within(row).getByText('All offers')).toBeInTheDocument();
    expect(within(row).getByText('Lead')).toBeInTheDocument();
    expect(within(row).getByText('GET')).toBeInTheDocument();

    // the row's Delete appears once its permission check (useCanAccess, per record) has answered
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('https://93.184.216.34/pb?c={click_id}&s={commission}')).toBeNull());
  });
});

describe('“Send test” and the integration status', () => {
  it('sends the test to the receiver and tells the affiliate the outcome, which the log then holds; the status shows in the interface language', async () => {
    const user = userEvent.setup();
    const created = await harness.testApp.call('POST', '/api/affiliate/postbacks', {
      cookie: await harness.testApp.cookieFor('affiliate'),
      body: { action: 'lead', method: 'GET', url: 'https://93.184.216.34/receiver?c={click_id}' },
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    let answer = 200;
    const heard: string[] = [];
    // the server app's own call to the receiver goes through MSW too
    const receiver = http.get('https://93.184.216.34/receiver', ({ request }) => {
      heard.push(new URL(request.url).search);
      return new HttpResponse(null, { status: answer });
    });
    await harness.renderApp('affiliate', '/postbacks', { faults: [receiver] });
    expect(await within(await screen.findByTestId('integration-status')).findByText('Active postback')).toBeInTheDocument();
    const row = (await screen.findByText('https://93.184.216.34/receiver?c={click_id}')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivered: HTTP 200')).toBeInTheDocument();
    expect(heard).toEqual(['?c=TEST_CLICK_ID_0000000']);
    answer = 503;
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test failed: HTTP 503')).toBeInTheDocument();
    const log = (await screen.findByText('Processing log')).closest('.MuiCard-root') as HTMLElement;
    await waitFor(() => expect(within(log).getAllByText('https://93.184.216.34/receiver?c=TEST_CLICK_ID_0000000')).toHaveLength(2));
    await harness.testApp.call('DELETE', `/api/affiliate/postbacks/${id}`, { cookie: await harness.testApp.cookieFor('affiliate') });
  });
});

describe('an affiliate’s postbacks for staff', () => {
  it('shows the page of one affiliate with its log to an admin', async () => {
    await harness.renderApp('admin', '/user-operations/affiliates/6/postbacks');
    expect(await screen.findByRole('button', { name: 'Add postback' })).toBeInTheDocument();
    expect(await screen.findByText('Processing log')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('integration-status')).findByText(/^(No postback|Active postback)$/)).toBeInTheDocument();
  });
});
