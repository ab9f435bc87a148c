import { EraseButton } from '../../src/security/EraseButton';
import { DateField, Labeled, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { CampaignStatus } from '../../domain/enums/campaign';
import { UserStatus } from '../../domain/enums/user';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { CopyField } from '../offers/CopyField';
import { AdvertiserIntegration } from './AdvertiserIntegration';
import { PostbackTokenField } from './PostbackTokenField';
import { CountField, MoneyField } from '../../src/ui/figureFields';

/** The advertiser's postback URL with their token, and how to use it. */
function Integration() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.postback_url) return null;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('resources.advertisers.integration')}
      </Typography>
      <Typography>{translate('resources.advertisers.integration_help')}</Typography>
      <CopyField label="resources.offers.integration.postback_url" value={String(record.postback_url)} />
    </>
  );
}

/** One advertiser: who they are, their postback token and URL, and their offers. */
export function AdvertiserShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" />
        <StatusChipField source="status_id" statuses={UserStatus} />
        <DateField source="created_at" />
        <Labeled label="resources.advertisers.fields.postback_token">
          <PostbackTokenField />
        </Labeled>
        <Integration />
        <AdvertiserIntegration />
        <EraseButton kind="user" />
        <Typography variant="h6" component="h2">
          {translate('resources.advertisers.offers')}
        </Typography>
        <ReferenceManyField reference="offers" target="advertiser_id" pagination={<Pagination />} empty={<Typography>{translate('resources.offers.empty')}</Typography>}>
          <ColumnsDatagrid gridId="advertiser-offers" rowClick="show" bulkActionButtons={false}>
            <TextField source="id" />
            <TextField source="name" />
            <StatusChipField source="status" statuses={CampaignStatus} />
            <MoneyField source="payout_cpa" />
            <CountField source="affiliates_count" sortable={false} />
          </ColumnsDatagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
