import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { marketplaceCategories, offers, smartLinks, trackingDomains } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The tracking domain screens against the real API (MSW → server app → this file's database).
const harness = setupRoleAppHarness();

async function domainNamed(host: string): Promise<{ id: number; domain: string; status: number } | undefined> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/tracking-domains/tracking-domains/list', {
    cookie: await testApp.cookieFor('admin'),
    body: { per_page: 500 },
  });
  return ((await res.json()).data as Array<{ id: number; domain: string; status: number }>).find((d) => d.domain === host);
}

const table = () => screen.getByRole('table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const listShows = (text: string) => waitFor(() => within(table()).getByText(text));
const dataRows = () => within(table()).getAllByRole('row').slice(1);

describe('tracking domains list', () => {
  it('shows Active in green and Deactivated in red (R208, R209)', async () => {
    await harness.renderApp('admin', '/tracking-domains');
    await listShows('old.example-network.com');
    expect(within(rowOf('track.example-network.com')).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rowOf('old.example-network.com')).getByText('Deactivated').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('filters by status and text, and sorts', async () => {
    await harness.renderApp('admin', '/tracking-domains');
    await listShows('track.example-network.com');
    expect(within(dataRows()[0]).getByText('click.partner-offers.net')).toBeInTheDocument(); // by domain
    await userEvent.click(screen.getByRole('button', { name: 'Sort by domain descending' }));
    await waitFor(() => expect(within(dataRows()[0]).getByText('track.localhost')).toBeInTheDocument());

    await userEvent.type(screen.getByPlaceholderText('Search'), 'go.');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(rowOf('go.example-network.com')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await waitFor(() => expect(dataRows()).toHaveLength(5)); // the debounced search has settled (four domains and the demo's track.localhost)

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(rowOf('old.example-network.com')).toBeInTheDocument();
  });

  it('deactivates a domain after confirmation and activates it again', async () => {
    await harness.renderApp('admin', '/tracking-domains');
    await listShows('click.partner-offers.net');
    await userEvent.click(within(rowOf('click.partner-offers.net')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate "click.partner-offers.net"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Tracking domain deactivated')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('click.partner-offers.net')).getByText('Deactivated')).toBeInTheDocument());
    expect((await domainNamed('click.partner-offers.net'))?.status).toBe(-1);

    await userEvent.click(within(rowOf('click.partner-offers.net')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Tracking domain activated')).toBeInTheDocument();
    expect((await domainNamed('click.partner-offers.net'))?.status).toBe(1);
  });
});

describe('tracking domain create and edit', () => {
  it('checks the host name before sending', async () => {
    await harness.renderApp('admin', '/tracking-domains/create');
    const domain = await screen.findByLabelText(/^Domain/);
    await userEvent.type(domain, 'https://links.example.org/path');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the host name only, without http:// or https://.')).toBeInTheDocument();
    await userEvent.clear(domain);
    await userEvent.type(domain, 'links.example.org/path');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the host name only, without a path, query or port.')).toBeInTheDocument();
    expect(await domainNamed('links.example.org')).toBeUndefined();
  });

  it('puts the server 422 message on the field for a host that exists', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/tracking-domains/create');
    await userEvent.type(await screen.findByLabelText(/^Domain/), 'Track.Example-Network.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This tracking domain already exists.')).toBeInTheDocument();
  });

  it('creates a domain and opens its page, where its rules are added (R211)', async () => {
    await harness.renderApp('admin', '/tracking-domains/create');
    await userEvent.type(await screen.findByLabelText(/^Domain/), ' Links.Example.ORG ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tracking domain added')).toBeInTheDocument();
    expect(await screen.findByText('This domain has no rules yet. Its first rule becomes the primary one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add rule' })).toHaveAttribute('href', '/admin/d/tracking-domain-rules/create');
    expect(await screen.findByLabelText(/^Domain/)).toHaveValue('links.example.org');
  });

  it('saves a change (R212, R213)', async () => {
    const go = (await domainNamed('go.example-network.com'))!;
    await harness.renderApp('admin', `/tracking-domains/${go.id}`);
    const domain = await screen.findByLabelText(/^Domain/);
    await waitFor(() => expect(domain).toHaveValue('go.example-network.com'));
    await userEvent.clear(domain);
    await userEvent.type(domain, 'go2.example-network.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tracking domain saved')).toBeInTheDocument();
    await waitFor(async () => expect((await domainNamed('go2.example-network.com'))?.id).toBe(go.id));
  });
});

describe('no button without a route', () => {
  it('the domain form offers Save and no Delete: the API has no delete for a domain', async () => {
    const track = (await domainNamed('track.example-network.com'))!;
    await harness.renderApp('admin', `/tracking-domains/${track.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Domain/)).toHaveValue('track.example-network.com'));
    const toolbar = screen.getByRole('button', { name: 'Save' }).closest('.MuiToolbar-root') as HTMLElement;
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

// last in the file: it deletes every tracking domain (with their rules) and category of this file's database
describe('empty lists', () => {
  it('invites an admin to add the first tracking domain, rule or category', async () => {
    const { db } = harness.testApp.database;
    // offers and smart links keep their category and tracking domain: let go of them first
    await db.update(offers).set({ trackingDomainId: null, marketplaceCategoryId: null });
    await db.update(smartLinks).set({ trackingDomainId: null });
    await db.delete(trackingDomains); // the rules go with their domains
    await db.delete(marketplaceCategories);

    await harness.renderApp('admin', '/tracking-domains');
    expect(await screen.findByText('No tracking domains yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/tracking-domains/create');

    cleanup();
    await harness.renderApp('admin', '/tracking-domain-rules');
    expect(await screen.findByText('No tracking domain rules yet.')).toBeInTheDocument();

    cleanup();
    await harness.renderApp('admin', '/marketplace-categories');
    expect(await screen.findByText('No marketplace categories yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/marketplace-categories/create');
  });
});
