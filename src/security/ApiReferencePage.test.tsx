import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The API reference screen, read from the real server's OpenAPI document.
const harness = setupRoleAppHarness();

const callRow = (path: string, summary: string) =>
  screen.getAllByRole('button', { expanded: false }).find((b) => within(b).queryByText(path) && within(b).queryByText(summary))!;

describe('the API reference', () => {
  it('is reached from the API keys card and lists the affiliate’s calls with their scopes, parameters and body fields', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/security');
    await user.click(await screen.findByRole('link', { name: 'API reference: every call your key may make' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { name: 'API reference', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('/api/affiliate/campaigns/list', {}, { timeout: 10_000 })).toBeInTheDocument();
    // the advertiser's calls are not the affiliate's
    expect(screen.queryByText('/api/advertiser/portal/offers/list')).toBeNull();
    const offers = callRow('/api/affiliate/campaigns/list', 'List offers');
    expect(within(offers).getByText('read')).toBeInTheDocument();
    await user.click(offers);
    const body = await screen.findByRole('table', { name: 'Body (JSON)' });
    const perPage = within(body).getByText('per_page').closest('tr')!;
    expect(within(perPage).getByText('integer')).toBeInTheDocument();
    expect(within(perPage).getByText('default 20; from 1 to 500')).toBeInTheDocument();

    const lead = callRow('/api/v1/leads', 'Send a lead (an API key needs the leads scope)');
    expect(within(lead).getByText('write')).toBeInTheDocument();
    expect(within(lead).getByText('leads')).toBeInTheDocument();
    await user.click(lead);
    const leadBody = (await screen.findAllByRole('table', { name: 'Body (JSON)' })).at(-1)!;
    expect(within(within(leadBody).getByText('offer_id').closest('tr')!).getByText('yes')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search calls' }), 'postback');
    expect(screen.queryByText('/api/affiliate/campaigns/list')).toBeNull();
    expect(screen.getByText('/api/affiliate/postbacks/list')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search calls' }), 'zzz');
    expect(screen.getByText('No call matches “postbackzzz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
  }, 60_000);

  it('shows the advertiser’s own calls, in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('advertiser', '/api-reference');
    expect(await screen.findByRole('heading', { name: 'Справочник API', level: 2 })).toBeInTheDocument();
    const row = await screen.findByText('/api/advertiser/portal/offers/list', {}, { timeout: 10_000 });
    expect(within(row.closest('button')!).getByText('чтение')).toBeInTheDocument();
    expect(within(row.closest('button')!).getByText('Список ваших офферов')).toBeInTheDocument();
    expect(screen.queryByText('/api/affiliate/campaigns/list')).toBeNull();
  }, 60_000);
});
