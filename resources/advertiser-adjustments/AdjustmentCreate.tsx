import { AutocompleteInput, DateInput, ReferenceInput, TextInput, required } from 'react-admin';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';

const T = 'resources.advertiser-adjustments';
const q = (text: string) => ({ q: text });
const today = () => new Date().toISOString().slice(0, 10);

/** A credit (negative) or a charge (positive) on an advertiser's balance, with its reason. */
export function AdjustmentCreate() {
  return (
    <CreateFormPage defaultValues={{ made_on: today() }} transform={(v: Record<string, unknown>) => v}>
      <ReferenceInput source="advertiser_id" reference="advertisers">
        <AutocompleteInput filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <TextInput source="amount" validate={required()} helperText={`${T}.helper.amount`} />
      <DateInput source="made_on" validate={required()} />
      <TextInput source="reason" multiline fullWidth validate={required()} />
    </CreateFormPage>
  );
}
