import { BooleanField, DateField, TextField } from 'react-admin';
import { CampaignUserRuleStatus } from '../../domain/enums/campaign';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { StatusChipField } from '../../src/ui/StatusChipField';
import type { ReactElement } from 'react';
import { RequestBulkActions } from './RequestBulkActions';

/** The rows of affiliate rules on offers: on the requests screen and on an offer's tabs. */
export function RequestDatagrid({ showOffer = true, gridId, rowAction }: { showOffer?: boolean; gridId?: string; rowAction?: ReactElement }) {
  return (
    <ColumnsDatagrid gridId={gridId} bulkActionButtons={<RequestBulkActions />} rowClick={false}>
      <TextField source="id" />
      {showOffer ? <TextField source="offer_name" sortable={false} /> : null}
      <TextField source="affiliate_name" sortable={false} />
      <TextField source="affiliate_email" sortable={false} />
      <StatusChipField source="status" statuses={CampaignUserRuleStatus} sortBy="status" />
      <BooleanField source="blocked" sortable={false} />
      <TextField source="comment" sortable={false} />
      <DateField source="created_at" />
      <DateField source="updated_at" />
      {rowAction ?? null}
    </ColumnsDatagrid>
  );
}
