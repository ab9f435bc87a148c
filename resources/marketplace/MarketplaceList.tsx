import { useMediaQuery, type Theme } from '@mui/material';
import { FunctionField, NumberField, SimpleList, TextField, useTranslate } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { EnumField } from '../offers/EnumField';
import { CampaignAccess } from '../../domain/enums/campaign';
import { ApplyButton } from './ApplyButton';
import { useMarketFilters } from './marketFilters';
import { OfferCodes } from './OfferCodes';
import { PreviewField } from './PreviewField';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The revenue share the offer pays (after the affiliate's payout rules), or a dash where it pays none. */
export const revshareText = (r: { revshare_percent?: unknown }) => {
  const percent = Number(r.revshare_percent ?? 0);
  return percent > 0 ? `${percent.toFixed(2)} %` : '—';
};

/** The affiliate's marketplace (spec 3 §1): offers open to them, their payout, allowed traffic, Apply. */
export function MarketplaceList() {
  const filters = useMarketFilters();
  const translate = useTranslate();
  const revshareLine = (r: { revshare_percent?: unknown }) =>
    Number(r.revshare_percent ?? 0) > 0 ? ` · ${translate('resources.marketplace.revshare', { percent: revshareText(r) })}` : '';
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppList resource="marketplace" filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => String(r.name ?? '')}
          secondaryText={(r) => `CPA ${Number(r.payout_cpa ?? 0).toFixed(2)} · CPL ${Number(r.payout_cpl ?? 0).toFixed(2)}${revshareLine(r)}`}
          tertiaryText={<ApplyButton />}
          linkType={false}
        />
      ) : (
        <ColumnsDatagrid rowClick={false} bulkActionButtons={false} expand={<TextField source="description" />}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="marketplace_category_name" label="resources.marketplace.fields.marketplace_category_id" sortable={false} emptyText="—" />
          <EnumField source="access" values={CampaignAccess} sortable={false} />
          <NumberField source="payout_cpa" options={money} />
          <NumberField source="payout_cpl" options={money} />
          <FunctionField source="revshare_percent" sortable={false} render={revshareText} />
          <OfferCodes source="countries" sortable={false} />
          <OfferCodes source="traffic_channels" sortable={false} />
          <PreviewField source="preview_url" label="resources.marketplace.fields.preview_url" sortable={false} />
          <ApplyButton />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
