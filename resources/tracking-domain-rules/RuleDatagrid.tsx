import { DateField, TextField, type RaRecord } from 'react-admin';
import { TrackingDomainRuleStatus } from '../../domain/enums/dictionary-status';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { CampaignField } from './CampaignField';
import { PrimaryField } from './PrimaryField';
import { RedirectTypeField } from './RedirectTypeField';
import { RuleRowActions } from './RuleRowActions';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';

// a read-only row (deleted, or a campaign's) does not open the edit form
const openUnlessLocked = (_id: unknown, _resource: unknown, record: RaRecord) => (record.isDisabled ? false : 'edit');

/** The rules grid of the rules list and of a tracking domain's page. */
export function RuleDatagrid({ showDomain = true }: { showDomain?: boolean }) {
  return (
    <ColumnsDatagrid rowClick={openUnlessLocked} bulkActionButtons={false}>
      <TextField source="id" />
      {showDomain ? <TextField source="domain" /> : null}
      <RedirectTypeField source="redirect_type_id" />
      <TextField source="note" sortable={false} />
      <CampaignField source="campaign_name" />
      <PrimaryField source="is_primary" />
      {/* R215: Active green, Deleted red */}
      <StatusChipField source="status" statuses={TrackingDomainRuleStatus} sortBy="status" />
      <DateField source="created_at" />
      <RuleRowActions />
    </ColumnsDatagrid>
  );
}
