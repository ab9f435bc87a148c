import Typography from '@mui/material/Typography';
import { AutocompleteInput, FunctionField, Labeled, NumberInput, ReferenceInput, TextField, required, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { countryNamer } from '../../src/ui/countryName';
import { CreateFormPage, EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { useRole } from '../../src/ui/RoleContext';
import { workspaceCurrency } from '../../src/ui/workspaceCurrency';
import { useCountryChoices } from '../broker-integrations/useCountryChoices';
import { DeleteRuleButton } from './DeleteRuleButton';
import { moneyProblem, toCreateBody, toUpdateBody } from './ruleBody';

const T = 'resources.click-payout-rules';
const q = (text: string) => ({ q: text });
const currency = { currency: workspaceCurrency };

/** Payout (required) and revenue (when the viewer sees revenue), in the workspace currency. */
function AmountInputs() {
  const translate = useTranslate();
  const revenue = useRevenueVisible();
  return (
    <>
      <NumberInput source="payout" min={0} step={0.01} validate={[required(), moneyProblem]} helperText={translate(`${T}.helper.payout`, currency)} />
      {revenue ? <NumberInput source="revenue" min={0} step={0.01} validate={moneyProblem} helperText={translate(`${T}.helper.revenue`, currency)} /> : null}
    </>
  );
}

/**
 * A new click payout rule: the offer, whose affiliate (empty: every one; a manager picks one of
 * their own, the server keeps offer-wide rules to administrators) and country (empty: every one),
 * and what a unique click earns.
 */
export function ClickPayoutRuleCreate() {
  const role = useRole();
  const countries = useCountryChoices();
  const manager = role === 'manager';
  return (
    <CreateFormPage transform={toCreateBody}>
      <ReferenceInput source="offer_id" reference="offers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput
          optionText="email"
          filterToQuery={q}
          validate={manager ? required() : undefined}
          helperText={`${T}.helper.${manager ? 'affiliate_manager' : 'affiliate'}`}
        />
      </ReferenceInput>
      <AutocompleteInput source="country" choices={countries} translateChoice={false} helperText={`${T}.helper.country`} />
      <AmountInputs />
    </CreateFormPage>
  );
}

/** A rule's amounts; its offer, affiliate and country are shown as they stay. */
export function ClickPayoutRuleEdit() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const country = countryNamer(locale, translate('dashboard.unknown_country'));
  return (
    <EditFormPage
      transform={toUpdateBody}
      toolbar={
        <SaveToolbar>
          <DeleteRuleButton />
        </SaveToolbar>
      }
    >
      <Labeled source="offer_name">
        <TextField source="offer_name" />
      </Labeled>
      <Labeled source="affiliate_name">
        <TextField source="affiliate_name" emptyText={translate(`${T}.every_affiliate`)} />
      </Labeled>
      <Labeled source="country">
        <FunctionField source="country" render={(r: RaRecord) => (r.country ? country(String(r.country)) : translate(`${T}.every_country`))} />
      </Labeled>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.fixed`)}
      </Typography>
      <AmountInputs />
    </EditFormPage>
  );
}
