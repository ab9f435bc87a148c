import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The marketplace category screens against the real API; `calls` records what the browser sent.
const harness = setupRoleAppHarness();
const calls: string[] = [];
beforeAll(() => {
  harness.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

interface Category {
  id: number;
  name: string;
  status: number;
}

async function categoryNamed(name: string): Promise<Category | undefined> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/dictionary/marketplace-categories/list', {
    cookie: await testApp.cookieFor('admin'),
    body: { per_page: 500 },
  });
  return ((await res.json()).data as Category[]).find((c) => c.name === name);
}

const table = () => screen.getByRole('table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const listShows = (text: string) => waitFor(() => within(table()).getByText(text));
const dataRows = () => within(table()).getAllByRole('row').slice(1);

describe('marketplace categories list', () => {
  it('shows the status colours and filters by status and text (R226, R227)', async () => {
    await harness.renderApp('admin', '/marketplace-categories');
    await listShows('Finance');
    expect(within(rowOf('Finance')).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(rowOf('Utilities')).getByText('Deactivated').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'util');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(rowOf('Utilities')).toBeInTheDocument();
  });

  it('deletes a category after confirmation, keeps it listed as Deactivated, and restores it (R233, R234)', async () => {
    await harness.renderApp('admin', '/marketplace-categories');
    await listShows('Dating');
    await userEvent.click(within(rowOf('Dating')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the category "Dating"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Dating')).getByText('Deactivated')).toBeInTheDocument());
    expect((await categoryNamed('Dating'))?.status).toBe(-1);

    await userEvent.click(within(rowOf('Dating')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Category restored')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Dating')).getByText('Active')).toBeInTheDocument());
    expect((await categoryNamed('Dating'))?.status).toBe(1);
    expect(calls).toContain('PATCH /api/admin/dictionary/marketplace-categories/' + (await categoryNamed('Dating'))!.id + '/restore');
  });
});

describe('marketplace category forms (R229–R232)', () => {
  it('saves a new category with POST and an existing one with PUT', async () => {
    await harness.renderApp('admin', '/marketplace-categories/create');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Insurance');
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/dictionary/marketplace-categories');
    const created = (await categoryNamed('Insurance'))!;
    await listShows('Insurance');
    await userEvent.click(await within(rowOf('Insurance')).findByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Insurance'));
    await userEvent.type(name, ' & loans');
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category saved')).toBeInTheDocument();
    expect(calls).toContain(`PUT /api/admin/dictionary/marketplace-categories/${created.id}`);
    expect(calls.some((c) => c === 'POST /api/admin/dictionary/marketplace-categories')).toBe(false);
    expect((await categoryNamed('Insurance & loans'))?.id).toBe(created.id);
  });

  it('puts the server 422 message on the name field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/marketplace-categories/create');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'finance');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeInTheDocument();
  });

  it('requires a name before sending', async () => {
    await harness.renderApp('admin', '/marketplace-categories/create');
    await screen.findByLabelText(/^Name/);
    // a pristine form cannot be saved: change the status so Save is on, and leave the name empty
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST /api/admin/dictionary/marketplace-categories'))).toEqual([]);
  });
});
