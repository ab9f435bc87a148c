import defaultFavicon from './assets/favicon.svg';
import defaultSigninBackground from './assets/signin-background.svg';

// Per-brand settings come from the build environment only (R91); the white-label config
// endpoint (GET /wl/config) is never called (R92). This module stays dependency-free because
// the sign-in app imports it and must remain small.

export type Currency = 'USD' | 'EUR';

const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€' };

export interface Brand {
  /** full logo for headers and the sign-in card; null → the company name is shown as text */
  logo: string | null;
  /** compact logo for narrow bars; falls back to `logo` */
  logoSmall: string | null;
  favicon: string;
  /** image shown while an app bundle loads; null → a plain spinner */
  preloader: string | null;
  companyName: string;
  homeUrl: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
  supportContact: string | null;
  registrationSupportChat: string | null;
  currency: Currency;
  currencySymbol: string;
  /** name of a colour scheme to start from; null → the standard default */
  colorScheme: string | null;
  signinBackground: string;
  wlId: string;
  wlFeatures: readonly string[];
}

/** The `VITE_*` variables this module reads; anything else in the environment is ignored. */
export interface BrandEnv {
  VITE_LOGO?: string;
  VITE_LOGO_SMALL?: string;
  VITE_FAVICON?: string;
  VITE_PRELOADER?: string;
  VITE_COMPANY_NAME?: string;
  VITE_HOME_URL?: string;
  VITE_TERMS_URL?: string;
  VITE_PRIVACY_URL?: string;
  VITE_SUPPORT_CONTACT?: string;
  VITE_REGISTRATION_SUPPORT_CHAT?: string;
  VITE_CURRENCY?: string;
  VITE_COLOR_SCHEME?: string;
  VITE_SIGNIN_BACKGROUND?: string;
  VITE_WL_ID?: string;
  VITE_WL_FEATURES?: string;
}

export interface BrandAssets {
  favicon: string;
  signinBackground: string;
}

export const DEFAULT_COMPANY_NAME = 'AffNet';

const BUNDLED_ASSETS: BrandAssets = { favicon: defaultFavicon, signinBackground: defaultSigninBackground };

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function currencyOf(value: unknown): Currency {
  const code = text(value)?.toUpperCase();
  return code === 'EUR' ? 'EUR' : 'USD';
}

function listOf(value: unknown): string[] {
  const raw = text(value);
  if (raw === null) return [];
  return [...new Set(raw.split(',').map((item) => item.trim()).filter((item) => item !== ''))];
}

/** Pure: the brand for a given environment. Blank values count as unset. */
export function readBrand(env: BrandEnv, assets: BrandAssets = BUNDLED_ASSETS): Brand {
  const logo = text(env.VITE_LOGO);
  const currency = currencyOf(env.VITE_CURRENCY);
  return Object.freeze({
    logo,
    logoSmall: text(env.VITE_LOGO_SMALL) ?? logo,
    favicon: text(env.VITE_FAVICON) ?? assets.favicon,
    preloader: text(env.VITE_PRELOADER),
    companyName: text(env.VITE_COMPANY_NAME) ?? DEFAULT_COMPANY_NAME,
    homeUrl: text(env.VITE_HOME_URL),
    termsUrl: text(env.VITE_TERMS_URL),
    privacyUrl: text(env.VITE_PRIVACY_URL),
    supportContact: text(env.VITE_SUPPORT_CONTACT),
    registrationSupportChat: text(env.VITE_REGISTRATION_SUPPORT_CHAT),
    currency,
    currencySymbol: CURRENCY_SYMBOLS[currency],
    colorScheme: text(env.VITE_COLOR_SCHEME),
    signinBackground: text(env.VITE_SIGNIN_BACKGROUND) ?? assets.signinBackground,
    wlId: text(env.VITE_WL_ID) ?? '',
    wlFeatures: Object.freeze(listOf(env.VITE_WL_FEATURES)),
  });
}

/**
 * A link target for a contact setting: e-mail addresses become mailto:, web and messenger
 * links pass through, anything else (a phone number, a handle) is shown as plain text.
 */
export function contactHref(contact: string | null): string | null {
  if (contact === null) return null;
  if (/^(https?:|mailto:|tel:|tg:)/i.test(contact)) return contact;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) return `mailto:${contact}`;
  return null;
}

/** The brand of this build (a frozen constant derived from the build environment). */
export const brand: Brand = readBrand(import.meta.env as BrandEnv);
