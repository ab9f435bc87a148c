import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, EditBase, Form, SaveButton, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../server/db/seed';
import { setupApiServer } from '../test/ui/apiServer';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http/httpClient';
import type { Notify, Role } from './http/types';
import { createI18nProvider } from '../src/i18n/i18nProvider';

// The providers against the real server app, handed every /api call by MSW (mocks/apiHandlers).

const api = setupApiServer();
const paths = { languages: '/dictionary/languages' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function signedIn(who: Role | null, role: Role) {
  api.serve({ cookie: await api.cookieFor(who) });
  const notify = vi.fn<Notify>();
  const onUnauthorized = vi.fn();
  // No apiBase: the default is the page's origin plus /api, as in the browser.
  const http = createHttpClient({ role, notify, onUnauthorized });
  return { http, notify, onUnauthorized, dataProvider: createDataProvider(http, paths) };
}

describe('dataProvider and authProvider against the server', () => {
  it('lists languages with the sort, paging and total the server applies', async () => {
    const { dataProvider } = await signedIn('manager', 'manager');
    const all = await dataProvider.getList('languages', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const page = await dataProvider.getList('languages', { pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'DESC' }, filter: {} });
    const byNameDesc = [...all.data].sort((a, b) => (a.name < b.name ? 1 : -1));
    expect(page.total).toBe(all.total);
    expect(page.data.map((l) => l.name)).toEqual(byNameDesc.slice(2, 4).map((l) => l.name));
  });

  it("shows the server's 403 message when a manager tries an admin-only change (R69)", async () => {
    const { dataProvider, notify } = await signedIn('manager', 'manager');
    await expect(dataProvider.delete('languages', { id: 1 })).rejects.toMatchObject({ status: 403 });
    expect(notify).toHaveBeenCalledWith('Access denied.', { type: 'error' });
  });

  it('hands a 401 to onUnauthorized (R68)', async () => {
    const { dataProvider, onUnauthorized } = await signedIn(null, 'admin');
    await expect(dataProvider.getOne('languages', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('checkAuth passes the right role and switches the wrong one', async () => {
    const { http } = await signedIn('affiliate', 'admin');
    const navigate = vi.fn();
    const provider = createAuthProvider({ role: 'admin', http, navigate, storage: { clear: vi.fn() } });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: false });
    expect(navigate).toHaveBeenCalledWith('/affiliate/d/', 'replace');
    const own = createAuthProvider({ role: 'affiliate', http, navigate: vi.fn() });
    await expect(own.checkAuth({})).resolves.toBeUndefined();
  });

  it('login keeps the new session cookie (mocks cookie jar); logout ends it (R38, R39, R41)', async () => {
    const { http } = await signedIn(null, 'manager');
    const navigate = vi.fn();
    const storage = { clear: vi.fn() };
    const session = createAuthProvider({ role: 'manager', http, navigate, storage });
    await session.login({ email: 'manager@example.com', password: DEMO_PASSWORD });
    expect(navigate).toHaveBeenLastCalledWith('/manager/d/', 'assign');
    const afterLogin = createAuthProvider({ role: 'manager', http, navigate });
    await expect(afterLogin.checkAuth({})).resolves.toBeUndefined();
    await expect(afterLogin.logout({})).resolves.toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/auth/a/login', 'assign');
    const afterLogout = createAuthProvider({ role: 'manager', http, navigate, location: () => ({ pathname: '/manager/d/', search: '' }) });
    await expect(afterLogout.checkAuth({})).rejects.toMatchObject({ redirectTo: false });
    expect(navigate).toHaveBeenLastCalledWith('/auth/a/login?requestUrl=%2Fmanager%2Fd%2F&requestParams=', 'replace');
  });
});

function TouchedProbe() {
  const { getFieldState, formState } = useFormContext();
  // Reading formState.errors subscribes the probe to error changes.
  const error = formState.errors.name;
  return <output data-testid="probe">{`${getFieldState('name').isTouched}/${error ? 'error' : 'none'}`}</output>;
}

describe("react-admin's server-side validation with our 422 mapping (R190, R192, R194)", () => {
  it('puts the server message under the field of a pessimistic edit form', async () => {
    const { dataProvider } = await signedIn('admin', 'admin');
    const i18nProvider = createI18nProvider('en', { storage: null });
    const { data: languages } = await dataProvider.getList('languages', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const [first, second] = languages;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <EditBase resource="languages" id={second.id} mutationMode="pessimistic" redirect={false}>
          <Form>
            <TextInput source="name" />
            <SaveButton />
            <TouchedProbe />
          </Form>
        </EditBase>
      </AdminContext>,
    );
    const input = await screen.findByDisplayValue(second.name);
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, first.name);
    expect(screen.getByTestId('probe')).toHaveTextContent('false/none');
    // Submitted with Enter, so the field is never blurred: whatever touches it must be the mapping.
    await user.type(input, '{Enter}');
    expect(await screen.findByText('A language with this name already exists.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // react-hook-form's setError does not mark the field touched; react-admin 5 shows the error anyway.
    expect(screen.getByTestId('probe')).toHaveTextContent('false/error');
  });
});
