import { EditFormPage } from '../../src/ui/forms/RecordFormPages';
import { OfferInputs, toOfferBody } from './OfferInputs';

const transform = (data: Record<string, unknown>) => toOfferBody(data, 'edit');

export const OfferEdit = () => (
  <EditFormPage redirect="show" transform={transform}>
    <OfferInputs mode="edit" />
  </EditFormPage>
);
