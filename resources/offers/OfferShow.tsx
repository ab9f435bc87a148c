import {
  DateField,
  EditButton,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useCanAccess,
  useRecordContext,
  useTranslate,
  FunctionField,
} from 'react-admin';
import { AppPagination } from '../../src/ui/lists';
import Typography from '@mui/material/Typography';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { PreviewField } from '../marketplace/PreviewField';
import { RequestDatagrid } from '../offer-requests/RequestDatagrid';
import { RequestRowActions } from '../offer-requests/RequestRowActions';
import { NewRuleButton } from '../payout-rules/NewRuleButton';
import { RulesDatagrid } from '../payout-rules/RulesDatagrid';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { IntegrationTab } from './IntegrationTab';
import { BlockToggleButton } from './BlockToggleButton';
import { EnumField } from './EnumField';
import { OfferEarningGaps, PaysOnField } from './EarningGaps';
import { GrantAccessForm } from './GrantAccessForm';
import { OfferStatusMenu } from './OfferStatusMenu';
import { TrackingLinkBuilder } from './TrackingLinkBuilder';
import { CountField, MoneyField, RateField } from '../../src/ui/figureFields';
import { CapsUsage } from './CapsUsage';
import { DeepLink } from '../../domain/enums/misc';
import { PromoCodesTab } from '../promo-codes/PromoCodesTab';

const T = 'resources.offers.tabs';
const CAPS = 'resources.offers.caps';
const pending = { status: CampaignUserRuleStatus.Pending };

function ShowActions() {
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'edit' });
  return (
    <TopToolbar>
      <OfferStatusMenu />
      {canAccess ? <EditButton /> : null}
    </TopToolbar>
  );
}

const codes = (field: 'countries' | 'traffic_channels') => (record: Record<string, unknown>) => {
  const list = record[field];
  return Array.isArray(list) && list.length ? list.join(', ') : '—';
};

// host names as stored (data, not words of the interface)
const hosts = (record: Record<string, unknown>) => {
  const list = record.deep_link_hosts;
  return Array.isArray(list) && list.length ? <span translate="no">{list.join(', ')}</span> : '—';
};

function LinkTab() {
  const record = useRecordContext();
  return record ? <TrackingLinkBuilder offerId={record.id} staff /> : null;
}

function GrantTab() {
  const record = useRecordContext();
  return record ? <GrantAccessForm offerId={record.id} /> : null;
}

function NewRule({ kind }: { kind: 'payout' | 'revenue' }) {
  const record = useRecordContext();
  return record ? <NewRuleButton kind={kind} offerId={record.id} /> : null;
}

/** One offer (spec 3 §1): overview, its affiliates and requests, payout / revenue rules, link builder. */
export function OfferShow() {
  const translate = useTranslate();
  const { canAccess: seePayout } = useCanAccess({ resource: 'payout-rules', action: 'list' });
  const { canAccess: revenueRules } = useCanAccess({ resource: 'revenue-rules', action: 'list' });
  const revenue = useRevenueVisible();
  const seeRevenue = revenueRules && revenue;
  const { canAccess: seeRequests } = useCanAccess({ resource: 'offer-requests', action: 'list' });
  const { canAccess: seePromoCodes } = useCanAccess({ resource: 'promo-codes', action: 'list' });
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate(`${T}.overview`)}>
          <OfferEarningGaps label={false} />
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="description" />
          <StatusChipField source="status" statuses={CampaignStatus} />
          <EnumField source="access" values={CampaignAccess} />
          <TextField source="advertiser_name" label="resources.offers.fields.advertiser_id" emptyText="—" />
          <TextField source="offer_group_name" label="resources.offers.fields.offer_group_id" />
          <TextField source="marketplace_category_name" label="resources.offers.fields.marketplace_category_id" emptyText="—" />
          <UrlField source="landing_url" target="_blank" rel="noopener noreferrer" />
          <PreviewField source="preview_url" showUrl />
          <FunctionField source="countries" render={codes('countries')} />
          <FunctionField source="traffic_channels" render={codes('traffic_channels')} />
          <PaysOnField source="pays_on" />
          <MoneyField source="payout_cpa" textAlign="left" />
          <MoneyField source="payout_cpl" textAlign="left" />
          {revenue ? <MoneyField source="revenue_cpa" textAlign="left" /> : null}
          {revenue ? <MoneyField source="revenue_cpl" textAlign="left" /> : null}
          <RateField source="revshare_percent" textAlign="left" />
          <CountField source="click_lifetime_days" textAlign="left" />
          <CapsUsage label={`${CAPS}.title`} />
          <CountField source="hold_days" textAlign="left" />
          <EnumField source="deep_link" values={DeepLink} />
          <FunctionField source="deep_link_hosts" render={hosts} />
          <DateField source="created_at" showTime />
        </TabbedShowLayout.Tab>
        {seeRequests ? (
          <TabbedShowLayout.Tab label={translate(`${T}.affiliates`)} path="affiliates">
            <GrantTab />
            <ReferenceManyField reference="offer-requests" target="offer_id" pagination={<AppPagination />} perPage={25}>
              <RequestDatagrid showOffer={false} gridId="offer-affiliates" rowAction={<BlockToggleButton />} />
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        {seeRequests ? (
          <TabbedShowLayout.Tab label={translate(`${T}.requests`)} path="requests">
            <ReferenceManyField reference="offer-requests" target="offer_id" filter={pending} pagination={<AppPagination />} perPage={25} empty={<Typography>{translate('resources.offer-requests.empty')}</Typography>}>
              <RequestDatagrid showOffer={false} gridId="offer-pending-requests" rowAction={<RequestRowActions />} />
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        {seePayout ? (
          <TabbedShowLayout.Tab label={translate(`${T}.payout_rules`)} path="payout-rules">
            <NewRule kind="payout" />
            <ReferenceManyField reference="payout-rules" target="offer_id" pagination={<AppPagination />} empty={<Typography>{translate('resources.payout-rules.empty')}</Typography>}>
              <RulesDatagrid kind="payout" />
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        {seeRevenue ? (
          <TabbedShowLayout.Tab label={translate(`${T}.revenue_rules`)} path="revenue-rules">
            <NewRule kind="revenue" />
            <ReferenceManyField reference="revenue-rules" target="offer_id" pagination={<AppPagination />} empty={<Typography>{translate('resources.revenue-rules.empty')}</Typography>}>
              <RulesDatagrid kind="revenue" />
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        {seePromoCodes ? (
          <TabbedShowLayout.Tab label={translate('resources.promo-codes.tab')} path="promo-codes">
            <PromoCodesTab />
          </TabbedShowLayout.Tab>
        ) : null}
        <TabbedShowLayout.Tab label={translate(`${T}.link`)} path="link">
          <LinkTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate(`${T}.integration`)} path="integration">
          <IntegrationTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
