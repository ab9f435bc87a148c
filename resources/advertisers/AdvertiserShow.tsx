import { DateField, Labeled, NumberField, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { CampaignStatus } from '../../domain/enums/campaign';
import { UserStatus } from '../../domain/enums/user';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { PostbackTokenField } from './PostbackTokenField';

/** One advertiser: who they are, their postback token and their offers. */
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
        <Typography variant="h6">{translate('resources.advertisers.offers')}</Typography>
        <ReferenceManyField reference="offers" target="advertiser_id" pagination={<Pagination />} empty={<Typography>{translate('resources.offers.empty')}</Typography>}>
          <ColumnsDatagrid gridId="advertiser-offers" rowClick="show" bulkActionButtons={false}>
            <TextField source="id" />
            <TextField source="name" />
            <StatusChipField source="status" statuses={CampaignStatus} />
            <NumberField source="payout_cpa" />
            <NumberField source="affiliates_count" sortable={false} />
          </ColumnsDatagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
