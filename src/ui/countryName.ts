/**
 * A country code to its name in the interface language: `unknown` for the tracker's `--` (an
 * address the GeoIP data does not place) or any code that is not ISO alpha-2, the code itself
 * when the browser has no name for it. Intl.DisplayNames throws on a malformed code, and one bad
 * row must not take a dashboard down.
 */
export function countryNamer(locale: string, unknown: string): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (code) => {
    if (!/^[A-Z]{2}$/.test(code)) return unknown;
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}
