import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { AutomationRuleInputs, NEW_RULE, toRuleBody } from './AutomationRuleInputs';

/** A new automation rule; the saved rule opens on its page (its sentence, runs and dry run). */
export const AutomationRuleCreate = () => (
  <CreateFormPage transform={toRuleBody} defaultValues={NEW_RULE} redirect="show">
    <AutomationRuleInputs />
  </CreateFormPage>
);
