import Box from '@mui/material/Box';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  maxLength,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { CampaignAccess, CampaignStatus } from '../../domain/enums/campaign';
import { paidActionChoices } from '../../domain/offers/paysOn';
import { useWatch } from 'react-hook-form';
import { FormEarningGaps } from './EarningGaps';
import { MacroPicker } from './MacroPicker';
import { useLanguage } from '../../src/ui/useLanguage';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { useOfferChoices } from './useOfferChoices';
import { OfferGroupInput } from './OfferGroupInput';
import { CapsSection, capsBody } from './CapsSection';
import { HoldSection } from './HoldSection';
import { DeepLinkInputs } from './DeepLinkInputs';
import { workspaceCurrency } from '../../src/ui/workspaceCurrency';
import { moneyProblem, percentProblem, urlProblem, wholeProblem } from './validation';

const validateName = [required(), maxLength(200)];
const validateLanding = [required(), urlProblem];
const validateMoney = [required(), moneyProblem];
const validatePercent = [required(), percentProblem];
const validateLifetime = [wholeProblem(1, 365)];
const validateCurrency = [required(), (v: unknown) => (typeof v === 'string' && v !== '' && !/^[A-Z]{3}$/.test(v) ? 'resources.offers.helper.currency_format' : undefined)];
const upper = (v: string) => v.toUpperCase();
const E = 'resources.offers.earning';
const byName = { field: 'name', order: 'ASC' } as const;
const q = (text: string) => ({ q: text });

/**
 * Every field of an offer (spec 3 §1); `create` adds the starting status (Draft or Active). Under
 * hide_revenue the revenue inputs are left out: the server starts a new offer's revenue at 0 and
 * keeps an edited one's.
 */
export function OfferInputs({ mode }: { mode: 'create' | 'edit' }) {
  const lang = useLanguage();
  const revenue = useRevenueVisible();
  const { countries, channels } = useOfferChoices();
  const paysOn = useWatch({ name: 'pays_on' }) as unknown;
  // an offer that names what it pays for pays one amount per conversion; the CPL amounts serve the commission-type rule only
  const perConversion = Array.isArray(paysOn) && paysOn.length > 0;
  const startStatuses = CampaignStatus.options(lang).filter((o) => o.id === CampaignStatus.Draft || o.id === CampaignStatus.Active);
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 720 }}>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <TextInput source="description" multiline minRows={2} validate={maxLength(5000)} />
      {mode === 'create' ? <SelectInput source="status" choices={startStatuses} translateChoice={false} validate={required()} /> : null}
      <SelectInput source="access" choices={CampaignAccess.options(lang)} translateChoice={false} validate={required()} />
      <ReferenceInput source="advertiser_id" reference="advertisers" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="email" filterToQuery={q} />
      </ReferenceInput>
      <OfferGroupInput />
      <ReferenceInput source="marketplace_category_id" reference="marketplace-categories" sort={byName}>
        <AutocompleteInput optionText="name" filterToQuery={q} />
      </ReferenceInput>
      <Box>
        <TextInput source="landing_url" validate={validateLanding} helperText="resources.offers.helper.landing_url" fullWidth />
        <MacroPicker source="landing_url" />
      </Box>
      <TextInput source="preview_url" validate={urlProblem} fullWidth />
      <DeepLinkInputs />
      <AutocompleteArrayInput source="countries" choices={countries} translateChoice={false} helperText="resources.offers.helper.countries" />
      <AutocompleteArrayInput source="traffic_channels" choices={channels} translateChoice={false} helperText="resources.offers.helper.traffic_channels" />
      <CheckboxGroupInput source="pays_on" choices={paidActionChoices(lang)} translateChoice={false} helperText={`${E}.pays_on_help`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <NumberInput source="payout_cpa" label={perConversion ? `${E}.payout_per_conversion` : undefined} validate={validateMoney} min={0} step={0.01} />
        {perConversion ? null : <NumberInput source="payout_cpl" validate={validateMoney} min={0} step={0.01} />}
        {revenue ? <NumberInput source="revenue_cpa" label={perConversion ? `${E}.revenue_per_conversion` : undefined} validate={validateMoney} min={0} step={0.01} /> : null}
        {revenue && !perConversion ? <NumberInput source="revenue_cpl" validate={validateMoney} min={0} step={0.01} /> : null}
        <NumberInput source="revshare_percent" validate={validatePercent} min={0} max={100} step={0.01} />
        <TextInput
          source="currency"
          defaultValue={workspaceCurrency}
          validate={validateCurrency}
          parse={upper}
          helperText="resources.offers.helper.currency"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters', spellCheck: false } }}
        />
      </Box>
      <FormEarningGaps />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <NumberInput source="click_lifetime_days" validate={validateLifetime} min={1} max={365} />
      </Box>
      <HoldSection />
      <ReferenceInput source="tracking_domain_id" reference="tracking-domains" sort={{ field: 'domain', order: 'ASC' }} filter={{ status: 1 }}>
        <AutocompleteInput optionText="domain" filterToQuery={q} />
      </ReferenceInput>
      <CapsSection />
      <TextInput source="fallback_url" validate={urlProblem} helperText="resources.offers.helper.fallback_url" fullWidth />
    </Box>
  );
}

const FIELDS = [
  'name', 'description', 'status', 'access', 'advertiser_id', 'offer_group_id', 'marketplace_category_id', 'landing_url',
  'preview_url', 'countries', 'traffic_channels', 'payout_cpa', 'payout_cpl', 'revenue_cpa', 'revenue_cpl',
  'revshare_percent', 'currency', 'pays_on', 'click_lifetime_days', 'tracking_domain_id', 'hold_days', 'caps', 'cap_action', 'cap_redirect_offer_id', 'fallback_url',
  'deep_link', 'deep_link_hosts',
] as const;

/** The form's values as CampaignInput: only its fields, empty strings of optional references as null. */
export function toOfferBody(data: Record<string, unknown>, mode: 'create' | 'edit' = 'create'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of FIELDS) {
    // the status moves by its own call (PATCH …/status) once the offer exists
    if (!(key in data) || (mode === 'edit' && key === 'status')) continue;
    const value = data[key];
    body[key] = key === 'caps' ? capsBody(value) : value === '' && key !== 'preview_url' && key !== 'description' && key !== 'fallback_url' ? null : value;
  }
  return body;
}
