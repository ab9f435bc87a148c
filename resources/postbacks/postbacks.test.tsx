import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('an affiliate’s postbacks for staff', () => {
  it('shows the page of one affiliate with its log to an admin', async () => {
    await harness.renderApp('admin', '/user-operations/affiliates/6/postbacks');
    expect(await screen.findByRole('button', { name: 'Add postback' })).toBeInTheDocument();
    expect(await screen.findByText('Processing log')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('integration-status')).findByText(/^(No postback|Active postback)$/)).toBeInTheDocument();
  });
});
