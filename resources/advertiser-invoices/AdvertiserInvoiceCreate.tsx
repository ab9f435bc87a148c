import { AutocompleteInput, DateInput, ReferenceInput, TextInput, required } from 'react-admin';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';

const T = 'resources.advertiser-invoices';
const q = (text: string) => ({ q: text });
/** the form's values are the request body, an empty due date left to the server's default */
const asSent = (values: Record<string, unknown>) => {
  const { due_on, ...rest } = values;
  return due_on ? { ...rest, due_on } : rest;
};

/** A new invoice: the advertiser and an ended period; the server bills their approved revenue and CRG amounts of it, each once. */
export function AdvertiserInvoiceCreate() {
  return (
    <CreateFormPage redirect="show" transform={asSent}>
      <ReferenceInput source="advertiser_id" reference="advertisers">
        <AutocompleteInput filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <DateInput source="period_start" validate={required()} />
      <DateInput source="period_end" validate={required()} helperText={`${T}.helper.period_end`} />
      <DateInput source="due_on" helperText={`${T}.helper.due_on`} />
      <TextInput source="note" multiline fullWidth />
    </CreateFormPage>
  );
}
