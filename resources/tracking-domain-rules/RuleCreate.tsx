import type { RaRecord } from 'react-admin';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { RuleInputs, toCreateBody } from './RuleInputs';

/** Back to the rule's domain, where the new rule shows among the others. */
export const toDomainPage = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.tracking_domain_id ? `tracking-domains/${String(data.tracking_domain_id)}` : 'tracking-domain-rules';

const defaults = { is_primary: false, note: '' };

export const RuleCreate = () => (
  <CreateFormPage redirect={toDomainPage} transform={toCreateBody} defaultValues={defaults}>
    <RuleInputs mode="create" />
  </CreateFormPage>
);
