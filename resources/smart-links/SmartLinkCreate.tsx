import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { NEW_SMART_LINK, toSmartLinkBody } from './smartLinkBody';
import { SmartLinkInputs } from './SmartLinkInputs';

export const SmartLinkCreate = () => (
  <CreateFormPage transform={toSmartLinkBody} defaultValues={NEW_SMART_LINK}>
    <SmartLinkInputs />
  </CreateFormPage>
);
