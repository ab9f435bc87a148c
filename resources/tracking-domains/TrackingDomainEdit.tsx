import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { DomainRulesPanel } from './DomainRulesPanel';
import { TrackingDomainInputs } from './TrackingDomainInputs';
import { toTrackingDomainBody } from './validation';

// Save only: the API has no delete for a domain (offers point at it); Deactivate retires one (decisions)
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The domain's form, then its rules: add, make primary, delete. */
export function TrackingDomainEdit() {
  const onError = useNotifyUnhandled();
  // pessimistic: the form stays until the server accepts, so its 422 messages land on the fields
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={toTrackingDomainBody} mutationOptions={{ onError }}>
      <SimpleForm toolbar={<SaveOnly />}>
        <TrackingDomainInputs />
      </SimpleForm>
      <DomainRulesPanel />
    </Edit>
  );
}
