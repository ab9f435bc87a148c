import { DateInput, required, TextInput, useTranslate } from 'react-admin';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';
import { workspaceCurrency } from '../../src/ui/workspaceCurrency';

const CURRENCY = /^[A-Za-z]{3}$/;
const RATE = /^\d{1,10}([.,]\d{1,10})?$/;
const currencyFormat = (value: unknown) => (typeof value === 'string' && value !== '' && !CURRENCY.test(value.trim()) ? 'resources.currency-rates.validation.currency' : undefined);
const rateFormat = (value: unknown) =>
  typeof value === 'string' && value !== '' && (!RATE.test(value.trim()) || Number(value.trim().replace(',', '.')) <= 0) ? 'resources.currency-rates.validation.rate' : undefined;

/** The form's values as the API takes them: the code upper-cased, a decimal comma read as a point. */
const toBody = (data: Record<string, unknown>) => ({
  currency: String(data.currency ?? '').trim().toUpperCase(),
  day: data.day,
  rate: String(data.rate ?? '').trim().replace(',', '.'),
});

const today = () => new Date().toISOString().slice(0, 10);

/** One rate typed by an admin; a 422 (a day that has one, the workspace currency) lands on its field. */
export function RateCreate() {
  const translate = useTranslate();
  return (
    <CreateFormPage transform={toBody} defaultValues={{ day: today() }}>
      <TextInput source="currency" validate={[required(), currencyFormat]} autoComplete="off" helperText="resources.currency-rates.helper.currency" />
      <DateInput source="day" validate={required()} />
      <TextInput
        source="rate"
        validate={[required(), rateFormat]}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={translate('resources.currency-rates.helper.rate', { workspace: workspaceCurrency })}
      />
    </CreateFormPage>
  );
}
