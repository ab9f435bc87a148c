import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  maxLength,
  minValue,
  maxValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { IntegrationKind, IntegrationMethod, IntegrationStatus } from '../../domain/enums/broker';
import { StatusGroup } from '../../domain/leads/statusGroups';
import { getTimeZones } from '../../domain/time-zones';
import { useLanguage } from '../../src/ui/useLanguage';
import { useCountryChoices } from './useCountryChoices';

const T = 'resources.broker-integrations';
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const q = (text: string) => ({ q: text });
const validateName = [required(), maxLength(120)];
const validateUrl = [required(), maxLength(2000)];
const validateTimeout = [required(), minValue(1000), maxValue(60_000)];
const validateEvery = [minValue(1), maxValue(1440)];
const validateLookback = [required(), minValue(1), maxValue(365)];
const validateBrokerStatus = [required(), maxLength(255)];
const LANGUAGES = ['en', 'ru', 'de', 'es', 'fr', 'it', 'pt', 'pl', 'tr', 'uk', 'ar', 'ja', 'zh'].map((id) => ({ id, name: id }));
const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2 } as const;

/** Every field of a broker integration (spec 4 §2): where and how a lead is sent, what the answer means, and when the broker takes leads. */
export function BrokerIntegrationInputs({ mode }: { mode: 'create' | 'edit' }) {
  const lang = useLanguage();
  const translate = useTranslate();
  const countries = useCountryChoices();
  const zones = useMemo(() => getTimeZones().map((z) => ({ id: z.name, name: z.label })), []);
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 760 }}>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <ReferenceInput source="advertiser_id" reference="advertisers" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="full_name" filterToQuery={q} validate={required()} helperText={`${T}.helper.advertiser_id`} />
      </ReferenceInput>
      <Box sx={row}>
        <SelectInput source="kind" choices={IntegrationKind.options(lang)} translateChoice={false} validate={required()} />
        <SelectInput source="method" choices={IntegrationMethod.options(lang)} translateChoice={false} validate={required()} />
        {mode === 'create' ? <SelectInput source="status" choices={IntegrationStatus.options(lang)} translateChoice={false} validate={required()} /> : null}
      </Box>
      <TextInput source="endpoint" validate={validateUrl} helperText={`${T}.helper.endpoint`} fullWidth slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }} />
      <ArrayInput source="headers" helperText={`${T}.helper.headers`}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label={`${T}.fields.name_header`} validate={required()} helperText={false} />
          <TextInput source="value" label={`${T}.fields.value`} helperText={false} />
          <BooleanInput source="secret" label={`${T}.fields.secret`} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="body_template" multiline minRows={3} fullWidth helperText={`${T}.helper.body_template`} />
      <Box sx={row}>
        <TextInput source="success_path" helperText={`${T}.helper.paths`} />
        <TextInput source="lead_id_path" helperText={false} />
        <TextInput source="autologin_path" helperText={false} />
      </Box>
      <Box sx={row}>
        <NumberInput source="timeout_ms" validate={validateTimeout} min={1000} max={60_000} step={500} />
        <TextInput source="status_pull.endpoint" label={`${T}.fields.status_pull_endpoint`} helperText={`${T}.helper.status_pull`} />
        <NumberInput source="status_pull.every_minutes" label={`${T}.fields.status_pull_every`} validate={validateEvery} min={1} max={1440} />
        <TextInput source="status_pull.status_path" label={`${T}.fields.status_pull_path`} helperText={`${T}.helper.status_pull_path`} />
      </Box>
      <ArrayInput source="status_map" helperText={`${T}.helper.status_map`}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="status" label={`${T}.fields.broker_status`} validate={validateBrokerStatus} helperText={false} />
          <SelectInput source="group" label={`${T}.fields.group`} choices={StatusGroup.options(lang)} translateChoice={false} validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="lookback_days" validate={validateLookback} min={1} max={365} helperText={`${T}.helper.lookback_days`} />
      <NumberInput source="epl_price" min={0} step={0.01} validate={minValue(0)} helperText={`${T}.helper.epl_price`} />
      <AutocompleteArrayInput source="countries" choices={countries} translateChoice={false} helperText={`${T}.helper.countries`} />
      <AutocompleteArrayInput source="languages" choices={LANGUAGES} translateChoice={false} helperText={`${T}.helper.languages`} />
      <AutocompleteInput source="time_zone" choices={zones} translateChoice={false} validate={required()} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate(`${T}.working_hours.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.working_hours.help`)}
      </Typography>
      {WEEKDAYS.map((day) => (
        <ArrayInput key={day} source={`working_hours.${day}`} label={`${T}.working_hours.${day}`}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="from" label={`${T}.fields.from`} type="time" validate={required()} helperText={false} />
            <TextInput source="to" label={`${T}.fields.to`} type="time" validate={required()} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      ))}
    </Box>
  );
}

/** What a new integration starts with. */
export const NEW_INTEGRATION = { kind: 'http', method: 'POST', status: 1, timeout_ms: 10_000, lookback_days: 7, status_map: [], time_zone: 'UTC', headers: [{ name: 'Content-Type', value: 'application/json', secret: false }], countries: [], languages: [] };
