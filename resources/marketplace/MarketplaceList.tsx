import { useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { figureOf, MoneyField, RateField } from '../../src/ui/figureFields';
import { formatMoney, formatRate, NO_VALUE } from '../../src/ui/numberFormat';
import { AppList } from '../../src/ui/lists';
import { EnumField } from '../offers/EnumField';
import { CampaignAccess } from '../../domain/enums/campaign';
import { ApplyButton } from './ApplyButton';
import { useMarketFilters } from './marketFilters';
import { OfferCodes } from './OfferCodes';
import { OfferNameLink } from './OfferNameLink';
import { PreviewField } from './PreviewField';

/** The revenue share the offer pays (after the affiliate's payout rules), or a dash where it pays none. */
export const revshareText = (r: { revshare_percent?: unknown }, locale: string) => {
  const percent = Number(r.revshare_percent ?? 0);
  return percent > 0 ? formatRate(percent, locale) : NO_VALUE;
};

/** The affiliate's marketplace (spec 3 §1): offers open to them, their payout, allowed traffic, Apply; each name opens the offer's page. */
export function MarketplaceList() {
  const filters = useMarketFilters();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const revshareLine = (r: { revshare_percent?: unknown }) =>
    Number(r.revshare_percent ?? 0) > 0 ? ` · ${translate('resources.marketplace.revshare', { percent: revshareText(r, locale) })}` : '';
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList resource="marketplace" filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={<OfferNameLink />}
          secondaryText={(r) => `CPA ${formatMoney(figureOf(r, 'payout_cpa') ?? 0, locale)} · CPL ${formatMoney(figureOf(r, 'payout_cpl') ?? 0, locale)}${revshareLine(r)}`}
          tertiaryText={<ApplyButton />}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false} expand={<TextField source="description" />}>
          <TextField source="id" />
          <OfferNameLink source="name" />
          <TextField source="marketplace_category_name" label="resources.marketplace.fields.marketplace_category_id" sortable={false} emptyText="—" />
          <EnumField source="access" values={CampaignAccess} sortable={false} />
          <MoneyField source="payout_cpa" />
          <MoneyField source="payout_cpl" />
          <RateField source="revshare_percent" sortable={false} zeroIsNone />
          <OfferCodes source="countries" sortable={false} />
          <OfferCodes source="traffic_channels" sortable={false} />
          <PreviewField source="preview_url" label="resources.marketplace.fields.preview_url" sortable={false} />
          <ApplyButton />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
