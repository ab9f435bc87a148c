import { CreateButton, DateField, TextField, TextInput, TopToolbar } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { ImportRatesButton } from './ImportRatesButton';

const filters = [<TextInput key="currency" source="currency" alwaysOn autoComplete="off" />];

function RateListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ImportRatesButton />
    </TopToolbar>
  );
}

/** The rates, newest day first: each is in force from its day until the currency's next one. */
export function RateList() {
  return (
    <AppList filters={filters} actions={<RateListActions />} sort={{ field: 'day', order: 'DESC' }}>
      <ColumnsDatagrid gridId="currency-rates" rowClick={false} bulkActionButtons={false}>
        <TextField source="currency" />
        <TextField source="day" />
        <TextField source="rate" sortable={false} />
        <DateField source="created_at" showTime />
        <AskDeleteButton redirect={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
