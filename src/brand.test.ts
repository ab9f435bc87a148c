import { describe, expect, it } from 'vitest';
import { contactHref, readBrand } from './brand';

const assets = { favicon: 'bundled-favicon.svg', signinBackground: 'bundled-bg.svg' };

describe('readBrand', () => {
  it('falls back to the defaults when nothing is configured (R94, R96, R102, R104, R105, R106)', () => {
    const brand = readBrand({}, assets);
    expect(brand).toEqual({
      logo: null,
      logoSmall: null,
      favicon: 'bundled-favicon.svg',
      preloader: null,
      companyName: 'AffNet',
      homeUrl: null,
      termsUrl: null,
      privacyUrl: null,
      supportContact: null,
      registrationSupportChat: null,
      currency: 'USD',
      currencySymbol: '$',
      colorScheme: null,
      signinBackground: 'bundled-bg.svg',
      wlId: '',
      wlFeatures: [],
    });
  });

  it('reads every VITE_* setting (R91, R93–R106)', () => {
    const brand = readBrand(
      {
        VITE_LOGO: '/brand/logo.svg',
        VITE_LOGO_SMALL: '/brand/logo-small.svg',
        VITE_FAVICON: '/brand/favicon.png',
        VITE_PRELOADER: '/brand/preloader.gif',
        VITE_COMPANY_NAME: 'Acme Leads',
        VITE_HOME_URL: 'https://acme.example',
        VITE_TERMS_URL: 'https://acme.example/terms',
        VITE_PRIVACY_URL: 'https://acme.example/privacy',
        VITE_SUPPORT_CONTACT: 'support@acme.example',
        VITE_REGISTRATION_SUPPORT_CHAT: 'https://t.me/acme',
        VITE_CURRENCY: 'eur',
        VITE_COLOR_SCHEME: 'Blue Dark',
        VITE_SIGNIN_BACKGROUND: '/brand/bg.jpg',
        VITE_WL_ID: 'acme',
        VITE_WL_FEATURES: 'crg, epl,,crg ,hide_revenue',
      },
      assets,
    );
    expect(brand).toMatchObject({
      logo: '/brand/logo.svg',
      logoSmall: '/brand/logo-small.svg',
      favicon: '/brand/favicon.png',
      preloader: '/brand/preloader.gif',
      companyName: 'Acme Leads',
      homeUrl: 'https://acme.example',
      termsUrl: 'https://acme.example/terms',
      privacyUrl: 'https://acme.example/privacy',
      supportContact: 'support@acme.example',
      registrationSupportChat: 'https://t.me/acme',
      currency: 'EUR',
      currencySymbol: '€',
      colorScheme: 'Blue Dark',
      signinBackground: '/brand/bg.jpg',
      wlId: 'acme',
      wlFeatures: ['crg', 'epl', 'hide_revenue'],
    });
  });

  it('treats blank values as unset and an unknown currency as USD', () => {
    const brand = readBrand({ VITE_COMPANY_NAME: '  ', VITE_CURRENCY: 'GBP', VITE_FAVICON: '' }, assets);
    expect(brand.companyName).toBe('AffNet');
    expect(brand.currency).toBe('USD');
    expect(brand.currencySymbol).toBe('$');
    expect(brand.favicon).toBe('bundled-favicon.svg');
  });

  it('uses the full logo when no small logo is configured', () => {
    expect(readBrand({ VITE_LOGO: '/logo.svg' }, assets).logoSmall).toBe('/logo.svg');
  });

  it('returns a frozen object', () => {
    const brand = readBrand({}, assets);
    expect(Object.isFrozen(brand)).toBe(true);
    expect(Object.isFrozen(brand.wlFeatures)).toBe(true);
  });

  it('bundles a default favicon and sign-in background when called without assets', () => {
    const brand = readBrand({});
    // small SVGs are inlined as data URIs, so the server needs no extra static route for them
    expect(brand.favicon).toMatch(/^data:image\/svg\+xml|favicon/);
    expect(brand.signinBackground).toMatch(/^data:image\/svg\+xml|signin-background/);
    expect(brand.favicon).not.toBe(brand.signinBackground);
  });
});

describe('contactHref', () => {
  it('links e-mail addresses, web and messenger links, and leaves other text unlinked', () => {
    expect(contactHref('help@acme.example')).toBe('mailto:help@acme.example');
    expect(contactHref('https://acme.example/help')).toBe('https://acme.example/help');
    expect(contactHref('tg:resolve?domain=acme')).toBe('tg:resolve?domain=acme');
    expect(contactHref('+1 555 0100')).toBeNull();
    expect(contactHref(null)).toBeNull();
  });
});
