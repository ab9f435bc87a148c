import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { GroupInputs, toGroupBody } from './GroupInputs';
import { OfferGroupStatus } from './groupStatus';

const defaults = { status: OfferGroupStatus.Active };

export const GroupCreate = () => (
  <CreateFormPage transform={toGroupBody} defaultValues={defaults}>
    <GroupInputs />
  </CreateFormPage>
);
