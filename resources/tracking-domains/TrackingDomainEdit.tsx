import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { DomainRulesPanel } from './DomainRulesPanel';
import { TrackingDomainInputs } from './TrackingDomainInputs';
import { toTrackingDomainBody } from './validation';

/** The domain's form (Save only: the API has no delete for a domain, offers point at it; Deactivate retires one, decisions), then its rules: add, make primary, delete. */
export const TrackingDomainEdit = () => (
  <EditFormPage redirect={false} transform={toTrackingDomainBody} toolbar={<SaveToolbar />} after={<DomainRulesPanel />}>
    <TrackingDomainInputs />
  </EditFormPage>
);
