import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { toFlowBody } from './flowBody';
import { FlowInputs } from './FlowInputs';

// delete marks the flow Deleted after a Yes (docs/decisions/brokers.md)
export const FlowEdit = () => (
  <EditFormPage
    transform={toFlowBody}
    toolbar={
      <SaveToolbar>
        <AskDeleteButton />
      </SaveToolbar>
    }
  >
    <FlowInputs />
  </EditFormPage>
);
