import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Datagrid, memoryStore, ResourceContextProvider, TextField, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import ru from '../../i18n/ru';
import { AppList } from './AppList';

/** Intl writes narrow/no-break spaces in Russian; compare with plain ones. */
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A big list as the dataProvider reads it past the count cap: more than 10 000 rows (meta.totalCapped). */
function bigList() {
  const getList = vi.fn(async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const data = Array.from({ length: perPage }, (_, i) => ({ id: (page - 1) * perPage + i + 1, email: `aff${(page - 1) * perPage + i + 1}@example.com` }));
    return { data, total: 10_001, meta: { totalCapped: 10_000 } };
  });
  return { getList, dataProvider: { getList } as unknown as DataProvider };
}

function renderList(dataProvider: DataProvider, locale: 'en' | 'ru') {
  // the list keeps its page in the address: each test starts on the first page
  window.history.replaceState(null, '', '/');
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale, { messages: { ru }, storage: null })} store={memoryStore()}>
      <ResourceContextProvider value="affiliates">
        <AppList perPage={10}>
          <Datagrid bulkActionButtons={false}>
            <TextField source="email" />
          </Datagrid>
        </AppList>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the pager of a list past the count cap', () => {
  it('reads "1–10 of 10,000+" and pages on to the next page', async () => {
    const { getList, dataProvider } = bigList();
    renderList(dataProvider, 'en');
    expect(await screen.findByText('aff1@example.com')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10,000+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('aff11@example.com')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 10,000+')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('affiliates', expect.objectContaining({ pagination: { page: 2, perPage: 10 } }));
    // the file's first render loads react-admin's list cold: ~25 s on the shared, loaded 2-core machine
  }, 60_000);

  it('reads "1–10 из 10 000+" in Russian', async () => {
    const { dataProvider } = bigList();
    renderList(dataProvider, 'ru');
    expect(await screen.findByText('aff1@example.com')).toBeInTheDocument();
    expect(screen.getByText((_, node) => node?.tagName === 'P' && plain(node.textContent) === '1–10 из 10 000+')).toBeInTheDocument();
  });
});
