import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, CreateButton, DateField, FunctionField, ReferenceInput, SelectInput, SimpleList, TextField, TopToolbar, useCanAccess, useLocaleState, type RaRecord } from 'react-admin';
import { AdvertiserInvoiceStatus } from '../../domain/advertiserBilling/invoices';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { AdvertiserInvoiceDownload } from './AdvertiserInvoiceActions';
import { periodText } from './InvoiceLinesCard';

const q = (text: string) => ({ q: text });

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'advertiser-invoices', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

/** Invoices to advertisers, newest first, by advertiser and status (paid, partly paid, unpaid, overdue); a row opens its lines and payments. */
export function AdvertiserInvoiceList() {
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (field: string) => (r: RaRecord) => formatMoney(Number(r[field]), locale);
  const filters = [
    <ReferenceInput key="advertiser_id" source="advertiser_id" reference="advertisers" alwaysOn>
      <AutocompleteInput filterToQuery={q} />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={AdvertiserInvoiceStatus.options(lang)} translateChoice={false} alwaysOn />,
  ];
  return (
    <AppList filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList primaryText={(r) => `${String(r.number)} · ${String(r.advertiser_name)}`} secondaryText={(r) => `${money('amount')(r)} · ${AdvertiserInvoiceStatus.label(r.status, lang)}`} linkType="show" />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" sortable={false} />
          <TextField source="advertiser_name" sortable={false} />
          <FunctionField source="period" sortable={false} render={periodText} />
          <FunctionField source="amount" sortable={false} render={money('amount')} />
          <FunctionField source="paid" sortable={false} render={money('paid')} />
          <FunctionField source="balance" sortable={false} render={money('balance')} />
          <ClassChipField source="status" values={AdvertiserInvoiceStatus} />
          <TextField source="due_on" sortable={false} />
          <DateField source="sent_at" showTime sortable={false} emptyText="—" />
          <FunctionField source="file" label="resources.advertiser-invoices.download" sortable={false} render={(r: RaRecord) => <AdvertiserInvoiceDownload record={r} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
