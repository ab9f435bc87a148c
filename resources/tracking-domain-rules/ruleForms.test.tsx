import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Adding and editing rules, and the rules list, against the real API.
const harness = setupRoleAppHarness();

async function api(method: string, path: string, body?: unknown) {
  const { testApp } = harness;
  const res = await testApp.call(method, `/api/admin/tracking-domains${path}`, { cookie: await testApp.cookieFor('admin'), body });
  return (await res.json()).data;
}

const rulesTable = () => screen.getAllByRole('table').at(-1)!;

describe('rule forms', () => {
  it('adds a rule from the domain’s page: the domain is filled in and the first rule becomes primary (R222)', async () => {
    const domain = await api('POST', '/tracking-domains', { domain: 'form-a.example.org' });
    await harness.renderApp('admin', `/tracking-domains/${domain.id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Add rule' }));

    const domainInput = await screen.findByRole('combobox', { name: /^Tracking domain/ });
    await waitFor(() => expect(domainInput).toHaveValue('form-a.example.org'));
    // the redirect types are a reference the form loads: their select shows once they are in
    await userEvent.click(await screen.findByRole('combobox', { name: /^Redirect type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'JavaScript redirect' }));
    await userEvent.type(screen.getByLabelText(/^Note/), 'App installs');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rule added')).toBeInTheDocument();
    await waitFor(() => expect(within(rulesTable()).getByText('App installs')).toBeInTheDocument());
    const row = within(rulesTable()).getByText('App installs').closest('tr') as HTMLElement;
    expect(within(row).getByText('JavaScript redirect')).toBeInTheDocument();
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect((await api('POST', '/tracking-domain-rules/list', { tracking_domain_id: domain.id }))[0]).toMatchObject({
      redirect_type_id: 5,
      note: 'App installs',
      is_primary: 1,
    });
  });

  it('requires a redirect type before sending', async () => {
    const domain = await api('POST', '/tracking-domains', { domain: 'form-b.example.org' });
    await harness.renderApp('admin', `/tracking-domain-rules/create`);
    const domainInput = await screen.findByRole('combobox', { name: /^Tracking domain/ });
    await userEvent.type(domainInput, 'form-b');
    await userEvent.click(await screen.findByRole('option', { name: 'form-b.example.org' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(await api('POST', '/tracking-domain-rules/list', { tracking_domain_id: domain.id })).toEqual([]);
  });

  it('edits a rule’s note and redirect type (R223, R224)', async () => {
    const domain = await api('POST', '/tracking-domains', { domain: 'form-c.example.org' });
    const rule = await api('POST', '/tracking-domain-rules', { tracking_domain_id: domain.id, redirect_type_id: 1, note: 'before' });
    await harness.renderApp('admin', `/tracking-domain-rules/${rule.id}`);
    const note = await screen.findByLabelText(/^Note/);
    await waitFor(() => expect(note).toHaveValue('before'));
    expect(screen.getByRole('combobox', { name: /^Tracking domain/ })).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.type(note, 'after');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rule saved')).toBeInTheDocument();
    expect(await api('GET', `/tracking-domain-rules/${rule.id}`)).toMatchObject({ note: 'after', redirect_type_id: 1 });
  });

  it('opens a campaign’s rule read-only, saying why', async () => {
    const [campaign] = await api('POST', '/tracking-domain-rules/list', { q: 'Crypto Wallet' });
    await harness.renderApp('admin', `/tracking-domain-rules/${campaign.id}`);
    expect(await screen.findByText('This rule belongs to the campaign "Crypto Wallet CPL": change it in the campaign.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('rules list', () => {
  it('lists every domain’s rules and filters by status and text (R220)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/tracking-domain-rules');
    await waitFor(() => within(rulesTable()).getByText('Summer Casino CPA'));
    expect(within(rulesTable()).getAllByText('track.example-network.com').length).toBeGreaterThan(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(within(rulesTable()).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(rulesTable()).getByText('Old landing pages')).toBeInTheDocument();
  });
});
