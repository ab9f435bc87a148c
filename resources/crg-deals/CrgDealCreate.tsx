import { AutocompleteInput, DateInput, NumberInput, ReferenceInput, SelectInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { CRG_AFFILIATE_TERMS, CRG_COHORT_KINDS } from '../../domain/crg/cohorts';
import { CreateFormPage } from '../../src/ui/forms/RecordFormPages';

const T = 'resources.crg-deals';
const q = (text: string) => ({ q: text });
/** the form's values are the request body as they are */
const asSent = (values: Record<string, unknown>) => values;
const NEW_DEAL = { guarantee_percent: 10, cohort: 'week', settle_days: 7, affiliate_terms: 'chargeback', affiliate_ftd_amount: 0, advertiser_ftd_amount: 0, integration_id: null };

/** A new CRG deal: the offer and affiliate (and, optionally, one broker integration's leads), the guarantee and the money per missing FTD. */
export function CrgDealCreate() {
  const translate = useTranslate();
  return (
    <CreateFormPage defaultValues={NEW_DEAL} redirect="show" transform={asSent}>
      <ReferenceInput source="offer_id" reference="offers">
        <AutocompleteInput optionText="name" filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="email" filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="integration_id" reference="broker-integrations">
        <AutocompleteInput optionText="name" filterToQuery={q} />
      </ReferenceInput>
      <NumberInput source="guarantee_percent" min={0.01} max={100} step={0.01} validate={[required(), minValue(0.01), maxValue(100)]} />
      <SelectInput source="cohort" choices={CRG_COHORT_KINDS.map((id) => ({ id, name: translate(`${T}.cohort.${id}`) }))} translateChoice={false} validate={required()} />
      <NumberInput source="settle_days" min={0} max={90} validate={[required(), minValue(0), maxValue(90)]} helperText={`${T}.helper.settle_days`} />
      <SelectInput
        source="affiliate_terms"
        choices={CRG_AFFILIATE_TERMS.map((id) => ({ id, name: translate(`${T}.terms.${id}`) }))}
        translateChoice={false}
        validate={required()}
        helperText={`${T}.helper.affiliate_terms`}
      />
      <NumberInput source="affiliate_ftd_amount" min={0} step={0.01} validate={minValue(0)} />
      <NumberInput source="advertiser_ftd_amount" min={0} step={0.01} validate={minValue(0)} />
      <DateInput source="starts_on" validate={required()} />
    </CreateFormPage>
  );
}
