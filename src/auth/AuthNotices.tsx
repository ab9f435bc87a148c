/** A form's refusal above its fields; nothing while there is none. */
export function FormAlert({ text }: { text: string | null }) {
  return text === null ? null : (
    <div className="auth-alert" role="alert">
      {text}
    </div>
  );
}

/** Where a step ends (a notice, or an alert when it failed), with the way back to signing in. */
export function StepOutcome({ text, failed = false, signIn, onSignIn }: { text: string; failed?: boolean; signIn: string; onSignIn(): void }) {
  return (
    <div className="auth-form">
      <p className={failed ? 'auth-alert' : 'auth-notice'} role={failed ? 'alert' : 'status'}>
        {text}
      </p>
      <button className="auth-submit" type="button" onClick={onSignIn}>
        {signIn}
      </button>
    </div>
  );
}
