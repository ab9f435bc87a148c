import { validateName } from '../../src/ui/validateName';
import { Typography } from '@mui/material';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, PasswordInput, useRecordContext, useTranslate } from 'react-admin';
import { PaymentTerms } from '../../domain/billing/terms';
import { ChannelType, TrafficChannelChangeOption } from '../../domain/enums/traffic';
import { validationMessage } from '../../domain/validators';
import { validateBank } from '../../domain/validators/bank';
import type { InterfaceLanguage } from '../../domain/languages';
import { useLanguage } from '../../src/ui/useLanguage';
import { useUserCalls } from './useUserCalls';
import type { UserCalls } from '../../providers/userCalls';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';

const A = 'resources.user-operations/all-users.account';
type Values = Record<string, unknown>;

/**
 * Saves a form through one named user call; a 422's field messages land on the fields (spec 2 §5),
 * any other refusal goes through the http client's catalogue once (a 403 keeps the server's words).
 */
function useSubmit(save: (calls: UserCalls, id: number, values: Values) => Promise<unknown>, pick: (v: Values) => Values) {
  const record = useRecordContext();
  const calls = useUserCalls();
  const submitting = useFormSubmit({ success: 'resources.user-operations/all-users.actions.saved', refresh: true });
  return (values: Values) => submitting(() => save(calls, Number(record?.id), pick(values)));
}

const only = (...keys: string[]) => (v: Values) => Object.fromEntries(keys.map((k) => [k, v[k] ?? '']));

export function ProfileForm() {
  const submit = useSubmit((calls, id, v) => calls.saveUserProfile(id, v), only('first_name', 'last_name', 'email', 'mobile'));
  return (
    <Form onSubmit={submit}>
      <TextInput source="first_name" validate={validateName} />
      <TextInput source="last_name" validate={validateName} />
      <TextInput source="email" type="email" />
      <TextInput source="mobile" />
      <SaveButton />
    </Form>
  );
}


export function BankForm() {
  const submit = useSubmit((calls, id, v) => calls.saveUserProfile(id, v), only('bank_account_number', 'bank_iban_number'));
  return (
    <Form onSubmit={submit} validate={validateBank}>
      <TextInput source="bank_account_number" label={`${A}.bank_account_number`} />
      <TextInput source="bank_iban_number" label={`${A}.bank_iban_number`} />
      <SaveButton />
    </Form>
  );
}

/**
 * Staff set an affiliate's own payment terms (empty: the system's default) and commission threshold
 * (0: the system's), which decide when their billing periods close and when a period makes a payout.
 */
export function BillingTermsForm() {
  const lang = useLanguage();
  const translate = useTranslate();
  const record = useRecordContext();
  const submit = useSubmit(
    (calls, id, v) => calls.saveUserProfile(id, v),
    (v) => ({ payment_terms_id: v.payment_terms_id === '' || v.payment_terms_id === undefined ? null : v.payment_terms_id, commission_threshold: Number(v.commission_threshold ?? 0) }),
  );
  if (record?.user_type !== 2) return null;
  return (
    <Form onSubmit={submit}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {translate(`${A}.billing_terms`)}
      </Typography>
      <SelectInput
        source="payment_terms_id"
        label={`${A}.payment_terms_id`}
        choices={PaymentTerms.options(lang)}
        translateChoice={false}
        emptyText={`${A}.payment_terms_default`}
        parse={(v: unknown) => (v === '' || v === null ? null : Number(v))}
        format={(v: unknown) => (v === null || v === undefined ? '' : v)}
      />
      <NumberInput source="commission_threshold" label={`${A}.commission_threshold`} helperText={`${A}.commission_threshold_help`} min={0} step={0.01} />
      <SaveButton />
    </Form>
  );
}

export function TrafficChannelForm() {
  const lang = useLanguage();
  const submit = useSubmit((calls, id, v) => calls.setUserTrafficChannel(id, v), only('traffic_channel', 'change_option'));
  return (
    <Form onSubmit={submit} defaultValues={{ change_option: 0 }}>
      <SelectInput source="traffic_channel" choices={ChannelType.options(lang)} translateChoice={false} label={`${A}.traffic`} />
      <SelectInput source="change_option" choices={TrafficChannelChangeOption.options(lang)} translateChoice={false} label={`${A}.change_option`} />
      <SaveButton />
    </Form>
  );
}

export function CommentForm() {
  const submit = useSubmit((calls, id, v) => calls.saveUserComment(id, v), only('comment'));
  return (
    <Form onSubmit={submit}>
      <TextInput source="comment" multiline minRows={3} fullWidth label={`${A}.comment`} />
      <SaveButton />
    </Form>
  );
}

/** Spec 2 §5: notSame on the confirmation when it differs from the password. */
export const validatePasswords = (values: Values, lang: InterfaceLanguage = 'en') =>
  values.password_confirmation && values.password_confirmation !== values.password ? { password_confirmation: validationMessage('notSame', lang) } : {};

export function PasswordForm() {
  const lang = useLanguage();
  const submit = useSubmit((calls, id, v) => calls.changeUserPassword(id, v), only('password', 'password_confirmation'));
  return (
    // R187–R189: checked when a field is left, so the mismatch shows once touched, never before
    <Form onSubmit={submit} validate={(v) => validatePasswords(v, lang)} record={{}} mode="onTouched">
      <PasswordInput source="password" label={`${A}.password`} />
      <PasswordInput source="password_confirmation" label={`${A}.password_confirmation`} />
      <SaveButton label={`${A}.change_password`} />
    </Form>
  );
}
