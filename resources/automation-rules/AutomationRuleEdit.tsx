import { DeleteButton } from 'react-admin';
import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { AutomationRuleInputs, toRuleBody } from './AutomationRuleInputs';

/** Changes a rule; delete asks first (its runs go with it). */
export const AutomationRuleEdit = () => (
  <EditFormPage
    transform={toRuleBody}
    redirect="show"
    toolbar={
      <SaveToolbar>
        <DeleteButton mutationMode="pessimistic" confirmTitle="resources.automation-rules.delete.title" confirmContent="resources.automation-rules.delete.content" />
      </SaveToolbar>
    }
  >
    <AutomationRuleInputs />
  </EditFormPage>
);
