import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AddItemButton,
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CapAction, CapMetric, CapPeriod } from '../../domain/offers/caps';
import { UserType } from '../../domain/enums/user';
import { useLanguage } from '../../src/ui/useLanguage';
import { wholeProblem } from './validation';

const C = 'resources.offers.caps';
const q = (text: string) => ({ q: text });
// the account list answers one user by id too, which the picker reads back (as payout rules do)
const AFFILIATES = { user_type: UserType.Affiliate };
// a cap's fields wrap on a phone, and its remove button is always there (react-admin shows it
// only under the mouse, out of reach of the keyboard)
const ITERATOR_SX = { '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' }, '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;
const validateLimit = [required(), wholeProblem(1, 2_000_000_000)];

/** A cap's limit: a count, or for payout an amount of money, typed as money and kept in cents as the API takes it. */
function CapLimitInput() {
  const { index } = useSimpleFormIteratorItem();
  const metric = useWatch({ name: `caps.${index}.metric` }) as unknown;
  const money = metric === CapMetric.Payout;
  return money ? (
    <NumberInput
      source="limit"
      label={`${C}.limit_money`}
      min={0.01}
      step={0.01}
      validate={validateLimit}
      format={(v: number | null | undefined) => (typeof v === 'number' ? v / 100 : v)}
      parse={(v: string | number | null) => (v === null || v === '' ? null : Math.round(Number(v) * 100))}
    />
  ) : (
    <NumberInput source="limit" label={`${C}.limit`} min={1} step={1} validate={validateLimit} />
  );
}

/**
 * The offer's caps on its form (spec 4 §4): what a reached cap does, and each cap — on the whole
 * offer or one affiliate, per day, week, month or in total, on clicks, leads, conversions or
 * payout — counted in the workspace's time zone.
 */
export function CapsSection() {
  const translate = useTranslate();
  const lang = useLanguage();
  const action = useWatch({ name: 'cap_action' }) as unknown;
  return (
    <Box component="section" aria-labelledby="offer-caps-title" sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Typography variant="subtitle1" component="h3" id="offer-caps-title">
        {translate(`${C}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${C}.help`)}
      </Typography>
      <ArrayInput source="caps" label={false}>
        <SimpleFormIterator inline disableReordering disableClear addButton={<AddItemButton label={`${C}.add`} />} fullWidth sx={ITERATOR_SX}>
          <ReferenceInput source="affiliate_id" reference="user-operations/all-users" filter={AFFILIATES} sort={{ field: 'email', order: 'ASC' }}>
            <AutocompleteInput optionText="email" filterToQuery={q} label={`${C}.affiliate`} helperText={`${C}.all_affiliates`} sx={{ minWidth: 220 }} />
          </ReferenceInput>
          <SelectInput source="period" label={`${C}.period`} choices={CapPeriod.options(lang)} translateChoice={false} validate={required()} />
          <SelectInput source="metric" label={`${C}.metric`} choices={CapMetric.options(lang)} translateChoice={false} validate={required()} />
          <CapLimitInput />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput source="cap_action" label={`${C}.action`} choices={CapAction.options(lang)} translateChoice={false} validate={required()} />
      {action === CapAction.Redirect ? (
        <ReferenceInput source="cap_redirect_offer_id" reference="offers" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" filterToQuery={q} label={`${C}.redirect_offer`} validate={required()} />
        </ReferenceInput>
      ) : null}
    </Box>
  );
}

/** The caps as the offer body carries them: only their own fields, an empty affiliate as the whole offer. */
export function capsBody(caps: unknown): { affiliate_id: number | null; period: unknown; metric: unknown; limit: unknown }[] {
  if (!Array.isArray(caps)) return [];
  return caps.map((c: Record<string, unknown>) => ({
    affiliate_id: typeof c.affiliate_id === 'number' ? c.affiliate_id : null,
    period: c.period,
    metric: c.metric,
    limit: c.limit,
  }));
}
