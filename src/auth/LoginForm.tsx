import { useId, useRef, useState, type FormEvent } from 'react';
import type { AuthApi, SignedInUser } from './authApi';
import type { AuthMessages } from './messages';
import { resendConfirmation } from './recoveryApi';
import { REFUSAL_MESSAGE } from './signInRefusal';
import { FormAlert } from './AuthNotices';

interface LoginFormProps {
  api: AuthApi;
  t: AuthMessages;
  onSignedIn(user: SignedInUser): void;
  /** the visitor types a password: the back office's code may start downloading */
  onIntent?(): void;
}

type Field = 'email' | 'password' | 'code';
type FieldErrors = Partial<Record<Field, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

function validate(email: string, password: string, t: AuthMessages): FieldErrors {
  const errors: FieldErrors = {};
  if (email === '') errors.email = t.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = t.emailInvalid;
  if (password === '') errors.password = t.passwordRequired;
  return errors;
}

export function LoginForm({ api, t, onSignedIn, onIntent }: LoginFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // after the right password of an unconfirmed address: a way to get a new link
  const [resend, setResend] = useState<'hidden' | 'offered' | 'sending' | 'sent' | 'held' | 'failed'>('hidden');
  // after the right password of a user with a second factor (docs/api.md, Account security)
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);

  function focusFirstInvalid(found: FieldErrors) {
    if (found.code) codeRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmedEmail = email.trim();
    const trimmedCode = code.trim();
    const found = step === 'code' ? (trimmedCode === '' ? { code: t.codeRequired } : {}) : validate(trimmedEmail, password, t);
    setErrors(found);
    setFormError(null);
    setResend('hidden');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    setSubmitting(true);
    onIntent?.();
    const sent = step === 'code' ? api.loginTwoFactor(trimmedCode) : api.login(trimmedEmail, password);
    const result = await sent.catch(() => ({ kind: 'failed', status: 0 }) as const);
    if (result.kind === 'two-factor') {
      setSubmitting(false);
      setStep('code');
      return;
    }
    if (result.kind === 'ok') {
      // the button stays busy: a full page load to the user's app follows
      onSignedIn(result.user);
      return;
    }
    setSubmitting(false);
    if (result.kind === 'invalid') {
      const { email: emailError, password: passwordError, code: codeError, ...others } = result.errors;
      const onFields: FieldErrors = { email: emailError, password: passwordError, code: codeError };
      setErrors(onFields);
      const rest = Object.values(others);
      setFormError(rest.length > 0 ? rest.join('\n') : emailError || passwordError || codeError ? null : t.failed);
      focusFirstInvalid(onFields);
    } else if (result.kind === 'refused') {
      setFormError(t[REFUSAL_MESSAGE[result.reason]]);
      if (result.reason === 'unconfirmed') setResend('offered');
    } else if (result.kind === 'throttled') {
      setFormError(t.tooManyAttempts);
    } else {
      setFormError(t.failed);
    }
  }

  async function sendConfirmation() {
    setResend('sending');
    const result = await resendConfirmation(email.trim());
    setResend(result.kind === 'ok' ? (result.mailed ? 'sent' : 'held') : 'failed');
  }

  function fieldProps(field: Field) {
    const message = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${field}-error` : undefined,
    } as const;
  }

  function fieldError(field: Field) {
    const message = errors[field];
    return message ? (
      <p className="auth-field-error" id={`${id}-${field}-error`}>
        {message}
      </p>
    ) : null;
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <FormAlert text={formError} />
      {resend === 'sent' || resend === 'held' ? (
        <p className="auth-notice" role="status">
          {resend === 'sent' ? t.confirmationResent : t.confirmationHeld}
        </p>
      ) : resend !== 'hidden' ? (
        <>
          {resend === 'failed' && (
            <p className="auth-alert" role="alert">
              {t.resendFailed}
            </p>
          )}
          <button className="auth-link" type="button" disabled={resend === 'sending'} onClick={() => void sendConfirmation()}>
            {t.resendConfirmation}
          </button>
        </>
      ) : null}
      {step === 'code' ? (
        <div className="auth-field">
          <label htmlFor={`${id}-code`}>{t.code}</label>
          <input
            {...fieldProps('code')}
            ref={codeRef}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-describedby={errors.code ? `${id}-code-error` : `${id}-code-hint`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setErrors((previous) => ({ ...previous, code: undefined }));
            }}
          />
          <p className="auth-hint" id={`${id}-code-hint`}>
            {t.codeHint}
          </p>
          {fieldError('code')}
        </div>
      ) : (
        <>
        <div className="auth-field">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            {...fieldProps('email')}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((previous) => ({ ...previous, email: undefined }));
            }}
          />
          {fieldError('email')}
        </div>
        <div className="auth-field">
          <label htmlFor={`${id}-password`}>{t.password}</label>
          <input
            {...fieldProps('password')}
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onIntent?.();
              setErrors((previous) => ({ ...previous, password: undefined }));
            }}
          />
          {fieldError('password')}
        </div>
        </>
      )}
      <button className="auth-submit" type="submit" disabled={submitting}>
        {submitting && <span className="auth-spinner auth-spinner--small" aria-hidden="true" />}
        {submitting ? t.submitting : step === 'code' ? t.verify : t.submit}
      </button>
    </form>
  );
}
