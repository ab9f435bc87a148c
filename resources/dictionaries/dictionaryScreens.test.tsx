import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The read-only dictionary screens and the admin menu, against the real API.
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');
const dataRows = () => within(table()).getAllByRole('row').slice(1);

describe('read-only dictionary screens', () => {
  it('lists countries with name, alpha code and numeric code, pages, searches and sorts (R243)', async () => {
    await harness.renderApp('admin', '/countries');
    await waitFor(() => within(table()).getByText('Afghanistan'));
    expect(screen.getByText(/^1-25 of 2\d\d$/)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'germ');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    const row = dataRows()[0]!;
    expect(within(row).getByText('Germany')).toBeInTheDocument();
    expect(within(row).getByText('DE')).toBeInTheDocument();
    expect(within(row).getByText('276')).toBeInTheDocument();
  });

  it('names countries in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/countries');
    await waitFor(() => within(table()).getByText('Австралия'));
    await userEvent.type(screen.getByPlaceholderText('Поиск'), 'герм');
    await waitFor(() => expect(within(dataRows()[0]!).getByText('Германия')).toBeInTheDocument());
  });

  it('lists commission types, redirect types and traffic channels (R235, R237, R239)', async () => {
    await harness.renderApp('admin', '/commission-types');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(within(dataRows()[1]!).getAllByText('CPL')).toHaveLength(2); // code and name

    cleanup();
    await harness.renderApp('admin', '/redirect-types');
    await waitFor(() => within(table()).getByText('Double meta refresh (hides the referrer)'));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by name ascending' }));
    await waitFor(() => expect(within(dataRows()[0]!).getByText('Double meta refresh (hides the referrer)')).toBeInTheDocument());

    cleanup();
    await harness.renderApp('admin', '/traffic-channels');
    await waitFor(() => within(table()).getByText('Google Display Network'));
    expect(within(within(table()).getByText('Google Display Network').closest('tr') as HTMLElement).getByText('GA')).toBeInTheDocument();
  });
});

describe('menu', () => {
  it('lists the tracking and dictionary screens for admins', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    for (const name of ['Tracking domains', 'Tracking domain rules', 'Marketplace categories', 'Commission types', 'Redirect types', 'Traffic channels', 'Countries']) {
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('keeps them out of the manager’s menu', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    await screen.findByRole('menuitem', { name: 'Languages' });
    expect(screen.queryByRole('menuitem', { name: 'Tracking domains' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Countries' })).not.toBeInTheDocument();
  });
});
