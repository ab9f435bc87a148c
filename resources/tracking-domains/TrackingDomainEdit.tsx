import { Edit, SimpleForm } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { DomainRulesPanel } from './DomainRulesPanel';
import { TrackingDomainInputs } from './TrackingDomainInputs';
import { toTrackingDomainBody } from './validation';

/** The domain's form, then its rules: add, make primary, delete. */
export function TrackingDomainEdit() {
  const onError = useNotifyUnhandled();
  // pessimistic: the form stays until the server accepts, so its 422 messages land on the fields
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={toTrackingDomainBody} mutationOptions={{ onError }}>
      <SimpleForm>
        <TrackingDomainInputs />
      </SimpleForm>
      <DomainRulesPanel />
    </Edit>
  );
}
