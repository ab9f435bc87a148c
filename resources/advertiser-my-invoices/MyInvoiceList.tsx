import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FunctionField, SelectInput, SimpleList, TextField, useDataProvider, useLocaleState, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { AdvertiserInvoiceStatus } from '../../domain/advertiserBilling/invoices';
import { periodText } from '../advertiser-invoices/InvoiceLinesCard';
import type { AdvertiserCalls } from '../../providers/advertiserCalls';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { formatAmountIn } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { useLanguage } from '../../src/ui/useLanguage';
import { MyInvoiceDownload } from './MyInvoiceDownload';

const T = 'resources.advertiser-my-invoices';


/** Their balance over every invoice and adjustment: invoiced, credits and charges, paid, left to pay, overdue. */
function Balance() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useDataProvider<DataProvider & AdvertiserCalls>();
  const { data } = useQuery({ queryKey: ['advertiser-my-invoices', 'balance'], queryFn: () => calls.readMyBalance() });
  if (!data) return null;
  const figures = (['invoiced', 'adjusted', 'paid', 'balance', 'overdue'] as const).map((k) => ({ k, text: formatAmountIn(Number(data[k]), locale, data.currency) }));
  return (
    <SectionCard id="advertiser-my-balance" title={`${T}.balance.title`} variant="outlined" sx={{ m: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        {figures.map((f) => (
          <Box key={f.k}>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.balance.${f.k}`)}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`balance-${f.k}`}>
              {f.text}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The advertiser's invoices, newest first, with what is paid and left; a row opens its lines and payments. */
export function MyInvoiceList() {
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const money = (field: string) => (r: RaRecord) => formatAmountIn(Number(r[field]), locale, String(r.currency));
  const filters = [<SelectInput key="status" source="status" choices={AdvertiserInvoiceStatus.options(lang)} translateChoice={false} alwaysOn />];
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={false}>
      <Balance />
      {small ? (
        <SimpleList
          primaryText={(r: RaRecord) => `${String(r.number)} · ${periodText(r)}`}
          secondaryText={(r: RaRecord) => AdvertiserInvoiceStatus.label(r.status, lang)}
          tertiaryText={(r: RaRecord) => money('balance')(r)}
          linkType="show"
        />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" sortable={false} />
          <FunctionField source="period" sortable={false} render={periodText} />
          <FunctionField source="amount" sortable={false} render={money('amount')} />
          <FunctionField source="paid" sortable={false} render={money('paid')} />
          <FunctionField source="balance" sortable={false} render={money('balance')} />
          <ClassChipField source="status" values={AdvertiserInvoiceStatus} />
          <TextField source="due_on" sortable={false} />
          <FunctionField source="file" label={`${T}.download`} sortable={false} render={(r: RaRecord) => <MyInvoiceDownload record={r} />} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
