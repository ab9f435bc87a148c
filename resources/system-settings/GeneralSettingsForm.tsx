import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
  useGetList,
  usePermissions,
  required,
  useTranslate,
} from 'react-admin';
import { RegistrationType, REGISTRATION_TYPE_PERMISSION } from '../../domain/enums/user';
import { hasPermission } from '../../domain/permissions/check';
import { FEATURES_WITHOUT_SCREENS, WORKSPACE_FEATURE_LABELS, WORKSPACE_FEATURES } from '../../domain/permissions/features';
import { PaymentTerms } from '../../domain/billing/terms';
import type { GeneralSettings } from '../../domain/settings/systemSettings';
import { getTimeZones } from '../../domain/time-zones';
import { useLanguage } from '../../src/ui/useLanguage';
import { useSaveSection } from './useSaveSection';

const label = (field: string) => `system_settings.fields.${field}`;

/** Registration types the admin holds the key of, and the current one (R332). */
function useRegistrationChoices(current: number) {
  const lang = useLanguage();
  const { permissions } = usePermissions<string[]>();
  return RegistrationType.options(lang)
    .filter((o) => o.id === current || hasPermission(permissions, REGISTRATION_TYPE_PERMISSION[o.id]))
    .map((o) => ({ ...o, disabled: !hasPermission(permissions, REGISTRATION_TYPE_PERMISSION[o.id]) }));
}

/** Managers to choose from when the admin may list users; else the id is typed. */
function ManagerInput({ current }: { current: number }) {
  const { canAccess, isPending: accessPending } = useCanAccess({ resource: 'permission-users', action: 'list' });
  const { data, isPending } = useGetList(
    'permission-users',
    { filter: { user_type: 1 }, pagination: { page: 1, perPage: 500 }, sort: { field: 'full_name', order: 'ASC' } },
    { enabled: canAccess === true },
  );
  const source = 'default_affiliate_manager_id';
  if (!accessPending && !canAccess) return <NumberInput source={source} label={label(source)} min={1} step={1} />;
  const choices = (data ?? []).map((u) => ({ id: u.id, name: `${u.full_name || u.email} (#${u.id})` }));
  // the saved value stays selectable while the list loads, or when it is not a manager (the default 1)
  if (!choices.some((c) => c.id === current)) choices.push({ id: current, name: `#${current}` });
  return <SelectInput source={source} label={label(source)} choices={choices} translateChoice={false} isPending={accessPending || isPending} validate={required()} />;
}

/** The network's advertisers by name; a saved id that is no advertiser (the install's default, 1) is said to be none. */
function AdvertiserInput({ current }: { current: number }) {
  const translate = useTranslate();
  const { canAccess, isPending: accessPending } = useCanAccess({ resource: 'advertisers', action: 'list' });
  const { data, isPending } = useGetList('advertisers', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } }, { enabled: canAccess === true });
  const source = 'default_advertiser_id';
  if (!accessPending && !canAccess) return <NumberInput source={source} label={label(source)} min={1} step={1} />;
  const choices = (data ?? []).map((a) => ({ id: a.id, name: `${a.full_name || a.email} (#${a.id})` }));
  if (!isPending && !choices.some((c) => c.id === current)) choices.unshift({ id: current, name: translate('system_settings.not_an_advertiser', { id: current }) });
  return (
    <SelectInput
      source={source}
      label={label(source)}
      choices={choices}
      translateChoice={false}
      isPending={accessPending || isPending}
      helperText={!isPending && !data?.length ? 'system_settings.no_advertisers' : false}
    />
  );
}

export function GeneralSettingsForm({ settings }: { settings: GeneralSettings }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const save = useSaveSection('general-settings');
  const registrationChoices = useRegistrationChoices(settings.registration_type_id);
  const zones = useMemo(() => getTimeZones().map((z) => ({ id: z.name, name: z.label })), []);
  // only the features this version has screens or rules for are switches; the others are named below them
  const features = WORKSPACE_FEATURES.filter((f) => !FEATURES_WITHOUT_SCREENS.includes(f)).map((f) => ({ id: f, name: WORKSPACE_FEATURE_LABELS[f][lang] }));
  const notYet = FEATURES_WITHOUT_SCREENS.map((f) => WORKSPACE_FEATURE_LABELS[f][lang]).join(', ');
  return (
    <Form key={JSON.stringify(settings)} defaultValues={settings} noValidate onSubmit={(values: Record<string, unknown>) => save(values as Partial<GeneralSettings>)}>
      <SelectInput
        source="registration_type_id"
        label={label('registration_type_id')}
        choices={registrationChoices}
        translateChoice={false}
        validate={required()}
      />
      <SelectInput source="default_payment_terms_id" label={label('default_payment_terms_id')} choices={PaymentTerms.options(lang)} translateChoice={false} validate={required()} />
      <NumberInput source="system_commission_threshold" label={label('system_commission_threshold')} min={0} step={0.01} />
      <ManagerInput current={settings.default_affiliate_manager_id} />
      <AdvertiserInput current={settings.default_advertiser_id} />
      <TextInput source="fallback_url" label={label('fallback_url')} type="url" parse={(v: string | null) => v ?? ''} />
      <TextInput source="network_legal_name" label={label('network_legal_name')} parse={(v: string | null) => v ?? ''} fullWidth />
      <TextInput source="network_address" label={label('network_address')} parse={(v: string | null) => v ?? ''} multiline minRows={2} fullWidth />
      <AutocompleteInput source="time_zone" label={label('time_zone')} choices={zones} translateChoice={false} validate={required()} helperText={label('time_zone_help')} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('system_settings.features')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('system_settings.features_help')}
      </Typography>
      <CheckboxGroupInput
        source="workspace_features"
        label={false}
        choices={features}
        translateChoice={false}
        row={false}
        sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('system_settings.features_not_yet', { features: notYet })}
      </Typography>
      <SaveButton />
    </Form>
  );
}
