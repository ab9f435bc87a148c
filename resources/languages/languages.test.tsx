import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The Languages screens against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

interface Language {
  id: number;
  name: string;
  system_name: string;
  status: number;
}

async function adminCall(method: string, path: string, body?: unknown) {
  const { testApp } = harness;
  return testApp.call(method, `/api/admin/dictionary/languages${path}`, { cookie: await testApp.cookieFor('admin'), body });
}

async function languageNamed(name: string): Promise<Language> {
  const response = await adminCall('POST', '/list', { per_page: 500 });
  const { data } = (await response.json()) as { data: Language[] };
  const found = data.find((language) => language.name === name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
}

const table = () => screen.getByRole('table');

const rowOf = (cell: string | HTMLElement) =>
  (typeof cell === 'string' ? within(table()).getByText(cell) : cell).closest('tr') as HTMLElement;

const dataRows = () => within(table()).getAllByRole('row').slice(1);

/** The list has loaded (the app bar's language button also says 'English', so look in the table). */
const listShows = (text: string) => waitFor(() => within(table()).getByText(text));

describe('languages list', () => {
  it('shows id, name, the code upper-cased and a status chip (R200, R201)', async () => {
    await harness.renderApp('admin', '/languages');
    const row = rowOf(await listShows('Deutsch'));
    expect(within(row).getByText('DE')).toBeInTheDocument();
    expect(within(row).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByText('PT-BR')).toBeInTheDocument();
  });

  it('colours a deactivated language red and filters by status (R202)', async () => {
    const polski = await languageNamed('Polski');
    await adminCall('PUT', `/${polski.id}`, { status: -1 });
    await harness.renderApp('admin', '/languages');
    const row = rowOf(await listShows('Polski'));
    expect(within(row).getByText('Deactivated').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(rowOf('Polski')).toBeInTheDocument();
  });

  it('searches by text (q)', async () => {
    await harness.renderApp('admin', '/languages');
    await listShows('English');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'deut');
    await waitFor(() => expect(within(table()).queryByText('English')).not.toBeInTheDocument());
    expect(within(table()).getByText('Deutsch')).toBeInTheDocument();
  });

  it('sorts by a column (R203)', async () => {
    await harness.renderApp('admin', '/languages');
    await listShows('English');
    expect(within(dataRows()[0]).getByText('English')).toBeInTheDocument(); // id order
    await userEvent.click(screen.getByRole('button', { name: 'Sort by name ascending' }));
    await waitFor(() => expect(within(dataRows()[0]).getByText('Deutsch')).toBeInTheDocument());
  });

  it('pages through the list', async () => {
    await harness.renderApp('admin', '/languages?perPage=5&sort=id&order=ASC');
    expect(await screen.findByText('1-5 of 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('6-10 of 10')).toBeInTheDocument();
  });

  it('is read-only for a manager: no create, edit or delete', async () => {
    await harness.renderApp('manager', '/languages');
    const row = rowOf(await listShows('Deutsch'));
    // the buttons wait for the access check, so give them the time they take for an admin
    await expect(within(row).findByRole('link', { name: 'Edit' }, { timeout: 1000 })).rejects.toThrow();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('language create and edit', () => {
  it('creates a language with the code in its stored form (R204)', async () => {
    await harness.renderApp('admin', '/languages/create');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Nederlands');
    await userEvent.type(screen.getByLabelText(/^System name/), 'NL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language created')).toBeInTheDocument();
    const row = rowOf(await listShows('Nederlands'));
    expect(within(row).getByText('NL')).toBeInTheDocument();
    expect((await languageNamed('Nederlands')).system_name).toBe('nl');
  });

  it('saves a change (R205, R206)', async () => {
    const italiano = await languageNamed('Italiano');
    await harness.renderApp('admin', `/languages/${italiano.id}`);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Italiano'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Italiano (Italia)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language updated')).toBeInTheDocument();
    expect(await listShows('Italiano (Italia)')).toBeInTheDocument();
  });

  it('puts the server 422 message on its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the client logs every failed call (R72)
    const francais = await languageNamed('Français');
    await harness.renderApp('admin', `/languages/${francais.id}`);
    const code = await screen.findByLabelText(/^System name/);
    await waitFor(() => expect(code).toHaveValue('fr'));
    await userEvent.clear(code);
    await userEvent.type(code, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A language with this system name already exists.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect((await languageNamed('Français')).system_name).toBe('fr');
  });

  it('checks the code format before sending', async () => {
    await harness.renderApp('admin', '/languages/create');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Klingon');
    await userEvent.type(screen.getByLabelText(/^System name/), 'klingon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Use a lower-case language code of 2–3 letters/)).toBeInTheDocument();
    await expect(languageNamed('Klingon')).rejects.toThrow();
  });

  it('deletes only after confirmation (R207)', async () => {
    const turkce = await languageNamed('Türkçe');
    await harness.renderApp('admin', `/languages/${turkce.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Türkçe'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the language "Türkçe"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await languageNamed('Türkçe')).id).toBe(turkce.id);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Language deleted')).toBeInTheDocument();
    await expect(languageNamed('Türkçe')).rejects.toThrow();
  });
});

describe('row actions', () => {
  it('offers edit and delete on each row to an admin', async () => {
    await harness.renderApp('admin', '/languages');
    const row = rowOf(await listShows('Español'));
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/d\/languages\/\d+$/));
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

// last in the file: it deletes every language of this file's database
describe('languages empty state', () => {
  it('invites an admin to create the first language', async () => {
    const { testApp } = harness;
    const cookie = await testApp.cookieFor('admin');
    const listed = await testApp.call('POST', '/api/admin/dictionary/languages/list', { cookie, body: { per_page: 500 } });
    const { data } = (await listed.json()) as { data: Array<{ id: number }> };
    for (const { id } of data) await testApp.call('DELETE', `/api/admin/dictionary/languages/${id}`, { cookie });

    await harness.renderApp('admin', '/languages');
    expect(await screen.findByText('No languages yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/languages/create');
  });
});
