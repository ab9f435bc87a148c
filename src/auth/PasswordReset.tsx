import { useId, useState, type FormEvent } from 'react';
import { confirmPasswordReset, requestPasswordReset } from './recoveryApi';
import type { RegistrationMessages } from './registrationMessages';
import { FormAlert, StepOutcome } from './AuthNotices';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** One labelled input with its error under it, as on the sign-in form. */
function Field(props: { id: string; label: string; type: string; autoComplete: string; value: string; error?: string; onChange(value: string): void }) {
  const { id, label, type, autoComplete, value, error, onChange } = props;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        autoFocus
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p className="auth-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /auth/a/forgot-password: asks for the address; the answer never says whether it has an account.
 * On a network without SMTP no e-mail leaves, so the page says so and whom to ask.
 */
export function ForgotPassword({ t, onSignIn }: { t: RegistrationMessages; onSignIn(): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'held' | 'failed'>('form');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError(address === '' ? t.required : t.emailInvalid);
    setState('sending');
    const result = await requestPasswordReset(address);
    if (result.kind === 'invalid') {
      setError(result.errors.email ?? t.emailInvalid);
      setState('form');
    } else setState(result.kind === 'ok' ? (result.mailed ? 'sent' : 'held') : 'failed');
  }
  if (state === 'sent' || state === 'held') return <StepOutcome text={state === 'sent' ? t.linkSent : t.linkHeld} signIn={t.signIn} onSignIn={onSignIn} />;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state === 'sending'}>
      <p>{t.forgotIntro}</p>
      <FormAlert text={state === 'failed' ? t.failed : null} />
      <Field id={`${id}-email`} label={t.email} type="email" autoComplete="username" value={email} error={error} onChange={(v) => (setEmail(v), setError(undefined))} />
      <button className="auth-submit" type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? t.sending : t.sendLink}
      </button>
      <button className="auth-link" type="button" onClick={onSignIn}>
        {t.signIn}
      </button>
    </form>
  );
}

/** /auth/a/reset-password?token=…: the link of the reset e-mail; a new password, once. */
export function ResetPassword({ t, onSignIn }: { t: RegistrationMessages; onSignIn(): void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'form' | 'saving' | 'saved' | 'bad-link' | 'failed'>('form');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 8) return setError(password === '' ? t.required : t.passwordShort);
    setState('saving');
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const result = await confirmPasswordReset(token, password);
    if (result.kind === 'ok') return setState('saved');
    if (result.kind === 'invalid' && result.errors.password) {
      setError(result.errors.password);
      return setState('form');
    }
    setState(result.kind === 'invalid' ? 'bad-link' : 'failed');
  }
  if (state === 'saved' || state === 'bad-link')
    return <StepOutcome text={state === 'saved' ? t.passwordSaved : t.resetFailed} failed={state === 'bad-link'} signIn={t.signIn} onSignIn={onSignIn} />;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state === 'saving'}>
      <FormAlert text={state === 'failed' ? t.failed : null} />
      <Field id={`${id}-password`} label={t.newPassword} type="password" autoComplete="new-password" value={password} error={error} onChange={(v) => (setPassword(v), setError(undefined))} />
      <button className="auth-submit" type="submit" disabled={state === 'saving'}>
        {state === 'saving' ? t.saving : t.savePassword}
      </button>
    </form>
  );
}
