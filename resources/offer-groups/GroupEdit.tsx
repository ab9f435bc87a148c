import { EditFormPage } from '../../src/ui/forms/RecordFormPages';
import { GroupInputs, toGroupBody } from './GroupInputs';

export const GroupEdit = () => (
  <EditFormPage transform={toGroupBody}>
    <GroupInputs />
  </EditFormPage>
);
