import { isbot } from 'isbot';
import { DEFAULT_FRAUD_SETTINGS, type FraudSettings } from '../../../domain/quality/fraudSettings';
import { judgeClick, type TrafficQuality } from '../../../domain/quality/trafficQuality';
import type { Db } from '../../db/client';
import { readFraudSettings } from '../settings/settingsRepository';
import { loadHostingRanges, type HostingRanges } from './hostingRanges';
import { RecentCounter } from './recentCounter';

export interface ClickFacts {
  ip: string;
  userAgent: string;
  offerId: number | null;
  now: Date;
}

/** Judges each click as it is taken (spec 4 §4); one per tracker, holding its caches. */
export interface ClickJudge {
  /** at once while the settings are fresh; a promise when they are read again first */
  judge(click: ClickFacts): TrafficQuality | Promise<TrafficQuality>;
  /** loads the data-centre ranges now (≈ 250 ms) rather than on the first click: a server calls it before it listens */
  warm(): void;
  /** forget the counted clicks and the cached settings (tests) */
  clear(): void;
}

/**
 * The click's judge: the user agent against `isbot`'s patterns (memoised, as a network's clicks
 * come from a few thousand agents), the address against the data-centre ranges (loaded on the
 * first click), and the duplicate counts from in-process counters, so judging adds no database
 * round trip. Several tracker processes each count their own clicks (docs/decisions/traffic-quality.md).
 */
export function createClickJudge(db: Db, options: { settingsTtlMs?: number; ranges?: () => HostingRanges } = {}): ClickJudge {
  const ttlMs = options.settingsTtlMs ?? 5000;
  let settings: { value: FraudSettings; expires: number } | null = null;
  let reading: Promise<FraudSettings> | null = null;
  const readSettings = () =>
    (reading ??= readFraudSettings(db)
      .catch(() => ({ ...DEFAULT_FRAUD_SETTINGS }))
      .then((value) => {
        settings = { value, expires: Date.now() + ttlMs };
        return value;
      })
      .finally(() => (reading = null)));
  const bots = new Map<string, boolean>();
  const ips = new RecentCounter();
  const devices = new RecentCounter();
  let ranges: HostingRanges | null = null;
  const load = options.ranges ?? loadHostingRanges;
  const isBot = (ua: string) => {
    let hit = bots.get(ua);
    if (hit === undefined) {
      hit = isbot(ua.slice(0, 1000));
      if (bots.size >= 5000) bots.clear();
      bots.set(ua, hit);
    }
    return hit;
  };
  const judgeWith = (s: FraudSettings, { ip, userAgent, offerId, now }: ClickFacts): TrafficQuality => {
    ranges ??= load();
    const at = now.getTime();
    const windowMs = s.duplicate_window_minutes * 60_000;
    return judgeClick(
      {
        bot: isBot(userAgent),
        dataCentre: ranges.lookup(ip) !== null,
        ipClicks: ips.hit(ip, at, windowMs),
        deviceClicks: offerId === null ? 1 : devices.hit(`${offerId}\n${ip}\n${userAgent}`, at, windowMs),
      },
      s,
    );
  };
  return {
    judge(click) {
      // the settings behind a short cache, as the tracker's other reads: a click waits only when they are read again
      if (settings && settings.expires > Date.now()) return judgeWith(settings.value, click);
      return readSettings().then((s) => judgeWith(s, click));
    },
    warm() {
      ranges ??= load();
    },
    clear() {
      settings = null;
      ips.clear();
      devices.clear();
    },
  };
}
