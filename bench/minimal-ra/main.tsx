import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

// The baseline of bench/firstLoad.ts: the smallest real react-admin + MUI app, one list of 25
// rows from an in-memory data provider, built by Vite in the same run as ours.
const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Affiliate ${i + 1}`, email: `a${i + 1}@example.com` }));
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
} as unknown as DataProvider;

function ItemList() {
  return (
    <List>
      <Datagrid>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="email" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="items" list={ItemList} />
  </Admin>,
);
