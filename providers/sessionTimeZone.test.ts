import { describe, expect, it } from 'vitest';
import { createSessionTimeZone, SESSION_TIME_ZONE_KEY } from './sessionTimeZone';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SESSION_TIME_ZONE_KEY ? value : null) });

describe('session time zone (R43)', () => {
  it('prefers local storage, then the user info, then UTC', () => {
    const both = createSessionTimeZone(storage('Europe/Berlin'));
    both.learn({ time_zone: 'Asia/Tokyo' });
    expect(both.current()).toBe('Europe/Berlin');

    const userOnly = createSessionTimeZone(storage(null));
    userOnly.learn({ time_zone: 'Asia/Tokyo' });
    expect(userOnly.current()).toBe('Asia/Tokyo');

    expect(createSessionTimeZone(storage(null)).current()).toBe('UTC');
  });

  it('skips an unknown stored zone', () => {
    const tz = createSessionTimeZone(storage('Mars/Olympus'));
    tz.learn({ time_zone: 'America/New_York' });
    expect(tz.current()).toBe('America/New_York');
  });
});
