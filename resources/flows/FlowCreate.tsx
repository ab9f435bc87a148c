import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { NEW_FLOW, toFlowBody } from './flowBody';
import { FlowInputs } from './FlowInputs';

export const FlowCreate = () => (
  <CreateFormPage transform={toFlowBody} defaultValues={NEW_FLOW}>
    <FlowInputs />
  </CreateFormPage>
);
