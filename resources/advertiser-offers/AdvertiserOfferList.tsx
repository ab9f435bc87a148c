import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, TextField, TextInput, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { CampaignStatus } from '../../domain/enums/campaign';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList } from '../../src/ui/lists';
import { formatAmountIn } from '../../src/ui/numberFormat';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.advertiser-offers';
const filters = [<TextInput key="q" source="q" label={`${T}.fields.q`} alwaysOn />];

/** The advertiser's offers, read only: their prices; a row opens its postback set-up. */
export function AdvertiserOfferList() {
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Box sx={{ px: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.read_only`)}
        </Typography>
      </Box>
      {small ? (
        <SimpleList
          primaryText={(r: RaRecord) => r.name}
          secondaryText={(r: RaRecord) => CampaignStatus.label(r.status, lang)}
          tertiaryText={(r: RaRecord) => formatAmountIn(Number(r.revenue_cpa), locale, r.currency)}
          linkType="show"
        />
      ) : (
        <ColumnsDatagrid bulkActionButtons={false} rowClick="show">
          <TextField source="id" />
          <TextField source="name" />
          <StatusChipField source="status" statuses={CampaignStatus} />
          <MoneyField source="revenue_cpa" currencySource="currency" sortable={false} />
          <MoneyField source="revenue_cpl" currencySource="currency" sortable={false} />
          <TextField source="countries" sortable={false} emptyText="—" />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
