import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { TrackingDomainInputs } from './TrackingDomainInputs';
import { toTrackingDomainBody } from './validation';

const defaults = { status: TrackingDomainStatus.Active };

/** After saving, the domain's page opens, where its rules are added. */
export const TrackingDomainCreate = () => (
  <CreateFormPage redirect="edit" transform={toTrackingDomainBody} defaultValues={defaults}>
    <TrackingDomainInputs />
  </CreateFormPage>
);
