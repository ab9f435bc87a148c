import countries from 'i18n-iso-countries';
import enNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ruNames from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import type { InterfaceLanguage } from '../../../domain/languages';

/** Country list entry (spec 1 §3): alpha_code is ISO 3166-1 alpha-2, country_code its numeric code. */
export interface Country {
  name: string;
  alpha_code: string;
  country_code: string;
}

/** Registering is idempotent: the library keeps one table per locale. Done on first use, not at import. */
function ensureLocales() {
  if (!countries.langs().includes('ru')) {
    countries.registerLocale(enNames);
    countries.registerLocale(ruNames);
  }
}

/** Every ISO 3166-1 country from the maintained i18n-iso-countries tables, named and sorted in one language. */
export function listCountries(lang: InterfaceLanguage): Country[] {
  ensureLocales();
  const collator = new Intl.Collator(lang);
  return Object.keys(countries.getAlpha2Codes())
    .map((alpha) => ({
      name: countries.getName(alpha, lang) ?? alpha,
      alpha_code: alpha,
      country_code: countries.alpha2ToNumeric(alpha) ?? '',
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
