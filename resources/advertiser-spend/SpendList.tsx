import { Box, TableCell, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DateInput, NumberField, SimpleList, TextField, useGetList, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';
import { formatAmountIn } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';

const T = 'resources.advertiser-spend';
const O = 'resources.advertiser-spend-offers';

const filters = [<DateInput key="from" source="from" label={`${T}.fields.from`} alwaysOn />, <DateInput key="to" source="to" label={`${T}.fields.to`} alwaysOn />];

const COLUMNS = [{ label: `${O}.fields.offer_name` }, { label: `${O}.fields.conversions`, align: 'right' }, { label: `${O}.fields.spend`, align: 'right' }] as const;

/** What they owe per offer over the list's period, the most first. */
function ByOffer() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues } = useListContext();
  const { data = [], isPending } = useGetList('advertiser-spend-offers', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: filterValues });
  return (
    <SectionCard id="advertiser-spend-by-offer" title={`${T}.by_offer`} variant="outlined" sx={{ m: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      {!isPending && data.length === 0 ? (
        <Typography>{translate(`${T}.none`)}</Typography>
      ) : (
        <SectionTable columns={COLUMNS}>
          {data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.offer_name}</TableCell>
              <TableCell align="right">{r.conversions}</TableCell>
              <TableCell align="right">{formatAmountIn(Number(r.spend), locale, r.currency)}</TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}

/** The advertiser's spend: by offer, then by day (what they owe: the price of each standing conversion). */
export function SpendList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={false}>
      <ByOffer />
      <Box sx={{ px: 2, pt: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.by_day`)}
        </Typography>
      </Box>
      {small ? (
        <SimpleList primaryText={(r: RaRecord) => r.date} secondaryText={(r: RaRecord) => `${r.conversions}`} tertiaryText={(r: RaRecord) => formatAmountIn(Number(r.spend), locale, r.currency)} linkType={false} />
      ) : (
        <ColumnsDatagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="date" sortable={false} />
          <NumberField source="conversions" sortable={false} />
          <MoneyField source="spend" currencySource="currency" sortable={false} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
