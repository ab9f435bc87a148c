import { useDictionary } from '../../providers/useDictionary';

/** Countries by ISO alpha-2 as select choices, from the cached dictionary. */
export function useCountryChoices() {
  const countries = useDictionary<{ name: string; alpha_code: string }[]>('countries');
  return (countries.data ?? []).map((c) => ({ id: c.alpha_code, name: c.name }));
}
