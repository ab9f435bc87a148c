import { useId, useState, type FormEvent } from 'react';
import { registerAffiliate, USER_EMAIL_KEY, type RegistrationInput } from './registrationApi';
import type { AuthLocale } from './messages';
import type { RegistrationMessages } from './registrationMessages';
import { FormAlert, StepOutcome } from './AuthNotices';
import { REFERRAL_PARAM } from '../../domain/referrals/link';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks; the server checks again and its 422 messages land on the same fields. */
export function validateRegistration(v: Record<Field, string>, t: RegistrationMessages): Errors {
  const errors: Errors = {};
  for (const f of FIELDS) if (v[f].trim() === '') errors[f] = t.required;
  if (!errors.email && !EMAIL_PATTERN.test(v.email.trim())) errors.email = t.emailInvalid;
  if (!errors.password && v.password.length < 8) errors.password = t.passwordShort;
  if (!errors.password_confirmation && v.password_confirmation !== v.password) errors.password_confirmation = t.notSame;
  return errors;
}

function rememberEmail(email: string) {
  try {
    window.localStorage.setItem(USER_EMAIL_KEY, email);
  } catch {
    // private mode: the e-mail is simply not remembered
  }
}

/** /auth/a/registration: a visitor registers as an affiliate under the workspace registration type. */
export function RegistrationForm({ t, locale, onSignIn }: { t: RegistrationMessages; locale: AuthLocale; onSignIn(): void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ first_name: '', last_name: '', email: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateRegistration(values, t);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const query = new URLSearchParams(window.location.search);
    const ref = Number(query.get('ref'));
    const referral = query.get(REFERRAL_PARAM)?.trim();
    const input: RegistrationInput = {
      ...values,
      email: values.email.trim(),
      language: locale,
      ...(Number.isInteger(ref) && ref > 0 ? { ref } : {}),
      ...(referral ? { referral_code: referral.slice(0, 64) } : {}),
    };
    rememberEmail(input.email);
    const result = await registerAffiliate(input);
    setSubmitting(false);
    if (result.kind === 'ok') {
      // without SMTP no e-mail is coming: the page says what happens instead (docs/decisions/users.md)
      if (result.mailed) setDone(result.requiresApproval ? t.doneModerated : t.doneOpen);
      else setDone(result.requiresApproval ? t.doneModeratedNoMail : t.doneOpenNoMail);
    }
    else if (result.kind === 'invalid') {
      const onFields = Object.fromEntries(FIELDS.filter((f) => result.errors[f]).map((f) => [f, result.errors[f]]));
      setErrors(onFields);
      const rest = Object.entries(result.errors).filter(([f]) => !FIELDS.includes(f as Field));
      setFormError(rest.length ? rest.map(([, m]) => m).join('\n') : Object.keys(onFields).length ? null : t.failed);
    } else setFormError(result.kind === 'refused' ? result.message : t.failed);
  }

  if (done) return <StepOutcome text={done} signIn={t.signIn} onSignIn={onSignIn} />;

  const labels: Record<Field, string> = { first_name: t.firstName, last_name: t.lastName, email: t.email, password: t.password, password_confirmation: t.passwordConfirmation };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <FormAlert text={formError} />
      {FIELDS.map((f) => (
        <div className="auth-field" key={f}>
          <label htmlFor={`${id}-${f}`}>{labels[f]}</label>
          <input
            id={`${id}-${f}`}
            name={f}
            type={f.startsWith('password') ? 'password' : f === 'email' ? 'email' : 'text'}
            autoComplete={f === 'email' ? 'username' : f.startsWith('password') ? 'new-password' : f === 'first_name' ? 'given-name' : 'family-name'}
            aria-invalid={errors[f] ? true : undefined}
            aria-describedby={errors[f] ? `${id}-${f}-error` : undefined}
            value={values[f]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [f]: e.target.value }));
              setErrors((prev) => ({ ...prev, [f]: undefined }));
            }}
          />
          {errors[f] ? (
            <p className="auth-field-error" id={`${id}-${f}-error`}>
              {errors[f]}
            </p>
          ) : null}
        </div>
      ))}
      <button className="auth-submit" type="submit" disabled={submitting}>
        {submitting ? t.submitting : t.submit}
      </button>
      <button className="auth-link" type="button" onClick={onSignIn}>
        {t.signIn}
      </button>
    </form>
  );
}
