import { Create, SimpleForm } from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { TrackingDomainInputs } from './TrackingDomainInputs';
import { toTrackingDomainBody } from './validation';

const defaults = { status: TrackingDomainStatus.Active };

/** After saving, the domain's page opens, where its rules are added. */
export function TrackingDomainCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect="edit" transform={toTrackingDomainBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <TrackingDomainInputs />
      </SimpleForm>
    </Create>
  );
}
