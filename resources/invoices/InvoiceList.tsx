import { useMediaQuery, type Theme } from '@mui/material';
import { DateField, FunctionField, SelectInput, SimpleList, TextField, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { InvoiceStatus } from '../../domain/enums/payout';
import { useRole } from '../../src/ui/RoleContext';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { InvoiceDownload } from './InvoiceFields';

/** Invoices (spec 3 §6): staff see those of their scope to moderate, by status; an affiliate sees their own. */
export function InvoiceList() {
  const role = useRole();
  const lang = useLanguage();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (r: RaRecord) => formatMoney(Number(r.amount), locale);
  const filters = [<SelectInput key="status" source="status" choices={InvoiceStatus.options(lang)} translateChoice={false} alwaysOn />];
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList primaryText={(r) => `${String(r.number)} · ${money(r)}`} secondaryText={(r) => InvoiceStatus.label(r.status, lang)} linkType="show" />
      ) : (
        <ColumnsDatagrid gridId="invoices" rowClick="show" bulkActionButtons={false}>
          <TextField source="number" sortable={false} />
          {role !== 'affiliate' ? <TextField source="affiliate_name" sortable={false} /> : null}
          <FunctionField source="amount" sortable={false} render={money} />
          <ClassChipField source="status" values={InvoiceStatus} />
          <FunctionField source="source" sortable={false} render={(r: RaRecord) => translate(`resources.invoices.source.${String(r.source)}`)} />
          <DateField source="created_at" showTime sortable={false} />
          <FunctionField source="file" label="resources.invoices.download" sortable={false} render={(r: RaRecord) => <InvoiceDownload record={r} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
