import { validateName } from '../ui/validateName';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  type DataProvider,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useSetLocale,
  useTranslate,
} from 'react-admin';
import { BusyLoading } from '../ui/BusyLoading';
import { getTimeZones } from '../../domain/time-zones';
import { AlertKind } from '../../domain/alerts/alertKinds';
import { useLanguage } from '../ui/useLanguage';
import type { UserInfo } from '../../providers/account';
import type { ProfileCalls, ProfileUpdate } from '../../providers/profileApi';
import { useFormSubmit } from '../ui/lists/useFormSubmit';
import { useLoaded } from '../ui/useLoaded';
import { useToast } from '../ui/toast/useToast';
import { PageHeading } from '../ui/PageHeading';
import { BankDetailsCard } from './BankDetailsCard';
import { CallbackSecretCard } from './CallbackSecretCard';
import { MyReferralLinkCard } from '../referrals/ReferralLinkCard';

/** Every kind of alert may also go by e-mail (docs/decisions/alerts.md). */
const NOTIFICATION_KEYS = AlertKind.values;

const toUpdate = (values: Record<string, unknown>): ProfileUpdate => ({
  first_name: String(values.first_name ?? ''),
  last_name: String(values.last_name ?? ''),
  language: String(values.language ?? 'en'),
  time_zone: String(values.time_zone ?? 'UTC'),
  email_notifications: (values.email_notifications as string[] | undefined) ?? [],
  alert_notifications: (values.alert_notifications as string[] | undefined) ?? [],
});

/** /profile: the signed-in user edits their name, language, time zone and notifications (PUT /me). */
export function ProfilePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ProfileCalls>();
  const setLocale = useSetLocale();
  const toast = useToast();
  const submitting = useFormSubmit();
  const [me, setMe] = useLoaded<UserInfo>(useCallback(() => dataProvider.getMe(), [dataProvider]));
  const zones = useMemo(() => getTimeZones().map((z) => ({ id: z.name, name: z.label })), []);
  const lang = useLanguage();
  const notifications = NOTIFICATION_KEYS.map((id) => ({ id, name: translate(`profile.notifications.${id}`, { _: AlertKind.label(id, lang) }) }));

  if (!me) return <BusyLoading />;

  const save = (values: Record<string, unknown>) =>
    submitting(async () => {
      const saved = await dataProvider.updateMe(toUpdate(values));
      setMe(saved);
      if (saved.language === 'en' || saved.language === 'ru') await setLocale(saved.language);
      toast('success', translate('profile.saved'));
    });

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <PageHeading title="profile.title" />
      <SimpleForm
        record={me}
        onSubmit={save}
        key={JSON.stringify(me)}
        // the profile is not a resource: no delete button
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="email" label="profile.fields.email" disabled fullWidth />
        <TextInput source="first_name" validate={validateName} label="profile.fields.first_name" fullWidth />
        <TextInput source="last_name" validate={validateName} label="profile.fields.last_name" fullWidth />
        <SelectInput
          source="language"
          label="profile.fields.language"
          choices={[{ id: 'en', name: translate('profile.languages.en') }, { id: 'ru', name: translate('profile.languages.ru') }]}
          translateChoice={false}
        />
        <AutocompleteInput source="time_zone" label="profile.fields.time_zone" choices={zones} translateChoice={false} fullWidth />
        <CheckboxGroupInput source="email_notifications" label="profile.fields.email_notifications" choices={notifications} translateChoice={false} />
        <CheckboxGroupInput source="alert_notifications" label="profile.fields.alert_notifications" choices={notifications} translateChoice={false} />
      </SimpleForm>
      {/* an affiliate's own referral link (when they may see the referral program), payment and postback details */}
      {me.user_type === 2 ? <MyReferralLinkCard /> : null}
      {me.user_type === 2 ? <BankDetailsCard userId={Number(me.id)} /> : null}
      {me.user_type === 2 ? <CallbackSecretCard userId={Number(me.id)} /> : null}
    </Stack>
  );
}
