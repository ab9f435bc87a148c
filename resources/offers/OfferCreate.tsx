import { Create, SimpleForm } from 'react-admin';
import { CampaignAccess, CampaignStatus } from '../../domain/enums/campaign';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
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
  preview_url: '',
};

const transform = (data: Record<string, unknown>) => toOfferBody(data, 'create');

export function OfferCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="show" transform={transform} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <OfferInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
