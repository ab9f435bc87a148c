import { CampaignAccess, CampaignStatus } from '../../domain/enums/campaign';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { OfferInputs, toOfferBody } from './OfferInputs';

const defaults = {
  status: CampaignStatus.Draft,
  access: CampaignAccess.Public,
  countries: [],
  traffic_channels: [],
  payout_cpa: 0,
  payout_cpl: 0,
  revenue_cpa: 0,
  revenue_cpl: 0,
  revshare_percent: 0,
  pays_on: [],
  click_lifetime_days: 30,
  hold_days: 0,
  preview_url: '',
  caps: [],
  cap_action: 'stop',
};

const transform = (data: Record<string, unknown>) => toOfferBody(data, 'create');

export const OfferCreate = () => (
  <CreateFormPage redirect="show" transform={transform} defaultValues={defaults}>
    <OfferInputs mode="create" />
  </CreateFormPage>
);
