import type { MouseEvent } from 'react';
import type { AuthMessages } from './messages';
import { LOGIN_PATH } from './routes';

export function NotFound({ t, onNavigate }: { t: AuthMessages; onNavigate(path: string): void }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(LOGIN_PATH);
  }
  return (
    <section className="auth-not-found" aria-labelledby="auth-not-found-title">
      <h1 id="auth-not-found-title">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <a className="auth-submit auth-link-button" href={LOGIN_PATH} onClick={follow}>
        {t.backToSignIn}
      </a>
    </section>
  );
}
