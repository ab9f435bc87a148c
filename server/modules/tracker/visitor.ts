import Bowser from 'bowser';
import { createRequire } from 'node:module';
import { DeviceType } from './clickRecord';

// geoip-country ships no type declarations; only lookup() is used.
const geoip = createRequire(import.meta.url)('geoip-country') as { lookup(ip: string): { country?: string } | null };

/** ISO alpha-2 country of an IPv4 or IPv6 address from the bundled GeoIP data, `--` when unknown. */
export function countryOf(ip: string): string {
  // an IPv4-mapped IPv6 address (::ffff:1.2.3.4, what a dual-stack socket reports) is the IPv4 one
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  try {
    const country = geoip.lookup(address)?.country;
    return country && /^[A-Z]{2}$/.test(country) ? country : '--';
  } catch {
    return '--';
  }
}

// Document 1 §9: mobile by a user-agent pattern, everything else desktop.
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|webOS|Kindle|Silk/i;

export const deviceTypeOf = (userAgent: string): DeviceType => (MOBILE.test(userAgent) ? DeviceType.Mobile : DeviceType.Desktop);

/** OS and browser names from the user agent; empty when unknown. */
export function agentOf(userAgent: string): { os: string; browser: string } {
  if (!userAgent) return { os: '', browser: '' };
  try {
    const parsed = Bowser.parse(userAgent.slice(0, 1000));
    return { os: parsed.os.name ?? '', browser: parsed.browser.name ?? '' };
  } catch {
    return { os: '', browser: '' };
  }
}

/**
 * agentOf behind a bounded memo, one per tracker: a network's clicks come from a few thousand
 * distinct user agents, and parsing one costs more than the rest of a click's handling.
 */
export function agentParser(maxEntries = 5000): (userAgent: string) => { os: string; browser: string } {
  const seen = new Map<string, { os: string; browser: string }>();
  return (userAgent) => {
    const hit = seen.get(userAgent);
    if (hit) return hit;
    const parsed = agentOf(userAgent);
    if (seen.size >= maxEntries) seen.clear();
    seen.set(userAgent, parsed);
    return parsed;
  };
}
