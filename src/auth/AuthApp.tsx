import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { brand } from '../brand';
import { createAuthApi, type AuthApi, type SignedInUser } from './authApi';
import { BrandFooter } from './BrandFooter';
import { Loader } from './Loader';
import { LoginForm } from './LoginForm';
import {
  AUTH_LOCALES,
  authMessages,
  initialLocale,
  isAuthLocale,
  LANGUAGE_STORAGE_KEY,
  type AuthLocale,
} from './messages';
import { NotFound } from './NotFound';
import { viewTitles, type ViewTitles } from './viewTitles';
import type { AccountViewKind } from './AccountViews';
import { afterSignIn, roleForUserType } from './redirect';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTRATION_PATH, settleAuthRoute, type AuthRoute } from './routes';
import { applyRootVariables } from '../themes/rootVariables';
import { signInScheme } from './signInScheme';
import './auth.css';

/** Full page loads leave this app; tests pass their own to see where it would go. */
export interface PageNavigator {
  assign(url: string): void;
}

export interface AuthAppProps {
  api?: AuthApi;
  navigator?: PageNavigator;
  /**
   * Starts downloading the back office a signed-in user lands in, while the visitor types the
   * password and the server checks it, so the page after sign-in finds its code in the browser's
   * cache (src/main.tsx passes it). Called on every keystroke: it must act once.
   */
  prepareApp?: () => void;
}

type Session = 'checking' | 'guest' | 'no-app' | 'leaving';

/** The registration, e-mail and password forms, downloaded when one of their views opens. */
const AccountViews = lazy(() => import('./AccountViews'));

const LOCALE_NAMES: Record<AuthLocale, string> = { en: 'English', ru: 'Русский' };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n]/g, encodeURIComponent)}")`;
}

export function AuthApp({ api, navigator, prepareApp }: AuthAppProps) {
  const authApi = useMemo(() => api ?? createAuthApi(), [api]);
  const pageNavigator = useMemo<PageNavigator>(
    () => navigator ?? { assign: (url) => window.location.assign(url) },
    [navigator],
  );
  const [locale, setLocale] = useState<AuthLocale>(() => initialLocale(storage()));
  const [route, setRoute] = useState(() => settleAuthRoute(window.location.pathname));
  const [session, setSession] = useState<Session>('checking');
  const t = authMessages[locale];

  // redirects (R3) replace the history entry, keeping requestUrl/requestParams in the query
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    if (route.pathname !== pathname) window.history.replaceState(window.history.state, '', `${route.pathname}${search}${hash}`);
  }, [route]);

  useEffect(() => {
    const onPopState = () => setRoute(settleAuthRoute(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', path);
    window.scrollTo(0, 0); // R8
    const next = settleAuthRoute(path);
    if (next.route.kind === 'login') setSession('checking');
    setRoute(next);
  }, []);

  const leaveFor = useCallback(
    (user: SignedInUser) => {
      // the profile language wins over the one this browser showed last
      if (isAuthLocale(user.language)) storage()?.setItem(LANGUAGE_STORAGE_KEY, user.language);
      setSession('leaving');
      pageNavigator.assign(afterSignIn(user.user_type, window.location.search, user.two_factor_enrolment_required === true));
    },
    [pageNavigator],
  );

  // R5: the sign-in area is for guests; a signed-in user goes on to their app
  useEffect(() => {
    if (route.route.kind !== 'login') return;
    let active = true;
    authApi.account().then(
      (user) => {
        if (!active) return;
        if (user === null) setSession('guest');
        else if (roleForUserType(user.user_type) === null) setSession('no-app');
        else leaveFor(user);
      },
      () => {
        // already logged by the api; the form still lets the visitor try to sign in
        if (active) setSession('guest');
      },
    );
    return () => {
      active = false;
    };
  }, [authApi, leaveFor, route.route.kind]);

  // the page takes its colours from the scheme's variables (auth.css), as the apps do
  useLayoutEffect(() => applyRootVariables(signInScheme(storage(), brand.colorScheme)), []);

  useEffect(() => {
    document.documentElement.lang = locale;
    const r = viewTitles[locale];
    const titles: Record<Exclude<AuthRoute, { kind: 'redirect' }>['kind'], string> = {
      login: t.pageTitle,
      registration: r.heading,
      'verify-email': r.email,
      'forgot-password': r.forgotHeading,
      'reset-password': r.newPasswordHeading,
      'not-found': t.notFoundTitle,
    };
    document.title = `${titles[route.route.kind]} · ${brand.companyName}`;
  }, [locale, route.route.kind, t]);

  function changeLocale(next: AuthLocale) {
    setLocale(next);
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // the choice then lasts for this page only
    }
  }

  const busy = route.route.kind === 'login' && (session === 'checking' || session === 'leaving');

  return (
    <div className="auth-page" style={{ backgroundImage: cssUrl(brand.signinBackground) }}>
      <main className="auth-card">
        <header className="auth-header">
          <BrandMark />
          <div className="auth-languages" role="group" aria-label={t.language}>
            {AUTH_LOCALES.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                title={LOCALE_NAMES[code]}
                // the visible code starts the name (WCAG 2.5.3), the language's own name follows
                aria-label={`${code.toUpperCase()} ${LOCALE_NAMES[code]}`}
                aria-pressed={code === locale}
                onClick={() => changeLocale(code)}
              >
                {code.toUpperCase()}
              </button>
            ))}
          </div>
        </header>
        {route.route.kind === 'login' ? (
          <section className="auth-body" aria-labelledby="auth-heading">
            <h1 id="auth-heading">{t.heading}</h1>
            {session === 'no-app' && <p className="auth-notice">{t.noApp}</p>}
            {busy ? <Loader label={t.loading} /> : <LoginForm api={authApi} t={t} onSignedIn={leaveFor} onIntent={prepareApp} />}
            {busy ? null : (
              <p className="auth-links">
                <button className="auth-link" type="button" onClick={() => navigate(FORGOT_PASSWORD_PATH)}>
                  {viewTitles[locale].forgot}
                </button>{' '}
                <button className="auth-link" type="button" onClick={() => navigate(REGISTRATION_PATH)}>
                  {viewTitles[locale].register}
                </button>
              </p>
            )}
          </section>
        ) : route.route.kind !== 'not-found' ? (
          <section className="auth-body" aria-labelledby="auth-heading">
            <h1 id="auth-heading">{accountHeading(viewTitles[locale], route.route.kind)}</h1>
            <Suspense fallback={<Loader label={t.loading} />}>
              <AccountViews kind={route.route.kind} locale={locale} onSignIn={() => navigate(LOGIN_PATH)} />
            </Suspense>
          </section>
        ) : (
          <NotFound t={t} onNavigate={navigate} />
        )}
        <BrandFooter t={t} />
      </main>
    </div>
  );
}

function accountHeading(titles: ViewTitles, kind: AccountViewKind): string {
  if (kind === 'registration') return titles.heading;
  if (kind === 'forgot-password') return titles.forgotHeading;
  if (kind === 'reset-password') return titles.newPasswordHeading;
  return titles.email;
}

function BrandMark() {
  const mark = brand.logo ? (
    <img className="auth-logo" src={brand.logo} alt={brand.companyName} />
  ) : (
    <span className="auth-company">{brand.companyName}</span>
  );
  return brand.homeUrl ? (
    <a className="auth-brand" href={brand.homeUrl}>
      {mark}
    </a>
  ) : (
    <div className="auth-brand">{mark}</div>
  );
}

export default AuthApp;
