import { Create, SimpleForm, type RaRecord } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { RuleInputs, toCreateBody } from './RuleInputs';

/** Back to the rule's domain, where the new rule shows among the others. */
export const toDomainPage = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.tracking_domain_id ? `tracking-domains/${String(data.tracking_domain_id)}` : 'tracking-domain-rules';

const defaults = { is_primary: false, note: '' };

export function RuleCreate() {
  const onError = useNotifyUnhandled();
  return (
    <Create redirect={toDomainPage} transform={toCreateBody} mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults}>
        <RuleInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
