import { describe, expect, it } from 'vitest';
import { brokerDay, routeLead, type RouteCandidate } from './routing';
import type { WorkingHours } from '../brokers/workingHours';
import { seededRandom } from '../weightedPick';

const candidate = (integrationId: number, over: Partial<RouteCandidate> = {}): RouteCandidate => ({
  integrationId,
  name: `Desk ${integrationId}`,
  priority: 1,
  weight: 100,
  countries: [],
  languages: [],
  timeZone: 'UTC',
  workingHours: {},
  paused: false,
  capacity: null,
  used: 0,
  ...over,
});
const lead = { country: 'DE', language: 'de' };
// Wednesday 2026-11-25 12:00 UTC
const NOON = new Date('2026-11-25T12:00:00Z');
const first = () => 0;
const ids = (order: RouteCandidate[]) => order.map((c) => c.integrationId);

/** mulberry32: the same draws every run */
const seeded = seededRandom;

describe('routeLead: who may take the lead', () => {
  it('skips an integration of other countries and takes one of every country or of the lead’s', () => {
    const { order, skipped } = routeLead(lead, [candidate(1, { countries: ['AT', 'CH'] }), candidate(2, { countries: ['de'] }), candidate(3)], NOON, first);
    expect(ids(order).sort()).toEqual([2, 3]);
    expect(skipped).toEqual([{ integration_id: 1, name: 'Desk 1', verdict: 'skipped', reason: 'country', detail: 'takes AT, CH, not DE' }]);
  });

  it('skips an integration of other languages, and one with languages when the lead’s is not known', () => {
    const only = [candidate(1, { languages: ['en'] }), candidate(2, { languages: ['EN', 'de'] })];
    expect(routeLead(lead, only, NOON, first).skipped.map((s) => [s.integration_id, s.reason])).toEqual([[1, 'language']]);
    const unknown = routeLead({ country: 'DE', language: null }, [...only, candidate(3)], NOON, first);
    expect(ids(unknown.order)).toEqual([3]);
    expect(unknown.skipped.map((s) => s.reason)).toEqual(['language', 'language']);
    expect(unknown.skipped[0]!.detail).toContain('not known');
  });

  it('skips a paused integration before anything else', () => {
    const { order, skipped } = routeLead(lead, [candidate(1, { paused: true, countries: ['FR'] })], NOON, first);
    expect(order).toEqual([]);
    expect(skipped[0]).toMatchObject({ reason: 'paused', verdict: 'skipped' });
  });

  it('skips an integration whose day’s capacity for the country is taken; null capacity takes any number', () => {
    const { order, skipped } = routeLead(
      lead,
      [candidate(1, { capacity: 10, used: 10 }), candidate(2, { capacity: 0, used: 0 }), candidate(3, { capacity: 10, used: 9 }), candidate(4, { capacity: null, used: 5000 })],
      NOON,
      first,
    );
    expect(ids(order).sort()).toEqual([3, 4]);
    expect(skipped.map((s) => [s.integration_id, s.reason])).toEqual([
      [1, 'capacity'],
      [2, 'capacity'],
    ]);
    expect(skipped[0]!.detail).toBe('10 of 10 taken on 2026-11-25 for DE');
  });
});

describe('routeLead: working hours in the integration’s zone', () => {
  const weekdays = { mon: [{ from: '09:00', to: '18:00' }], tue: [{ from: '09:00', to: '18:00' }], wed: [{ from: '09:00', to: '18:00' }], thu: [{ from: '09:00', to: '18:00' }], fri: [{ from: '09:00', to: '18:00' }] };

  it('reads the hours on the integration’s wall clock, not UTC', () => {
    // 12:00 UTC is 13:00 in Berlin (open) and 07:00 in New York (closed) and 21:00 in Tokyo (closed)
    const { order, skipped } = routeLead(
      lead,
      [candidate(1, { timeZone: 'Europe/Berlin', workingHours: weekdays }), candidate(2, { timeZone: 'America/New_York', workingHours: weekdays }), candidate(3, { timeZone: 'Asia/Tokyo', workingHours: weekdays })],
      NOON,
      first,
    );
    expect(ids(order)).toEqual([1]);
    expect(skipped.map((s) => s.detail)).toEqual(['closed: Wed 07:00 in America/New_York', 'closed: Wed 21:00 in Asia/Tokyo']);
  });

  it('takes the weekday across the zone’s midnight: Friday evening in UTC is already Saturday in Tokyo', () => {
    const fridayLate = new Date('2026-11-27T16:30:00Z'); // Fri 16:30 UTC = Sat 01:30 in Tokyo
    const allDayFriday = { fri: [{ from: '00:00', to: '23:59' }] };
    const { order, skipped } = routeLead(lead, [candidate(1, { timeZone: 'UTC', workingHours: allDayFriday }), candidate(2, { timeZone: 'Asia/Tokyo', workingHours: allDayFriday })], fridayLate, first);
    expect(ids(order)).toEqual([1]);
    expect(skipped).toEqual([{ integration_id: 2, name: 'Desk 2', verdict: 'skipped', reason: 'hours', detail: 'closed: Sat 01:30 in Asia/Tokyo' }]);
  });

  it('takes a range’s first minute and not its last; a day left out takes none; {} takes every hour', () => {
    const at = (iso: string) => new Date(iso);
    const hours: WorkingHours = { wed: [{ from: '09:00', to: '12:00' }, { from: '14:00', to: '18:00' }] };
    const open = (when: string, h = hours) => routeLead(lead, [candidate(1, { workingHours: h })], at(when), first).order.length === 1;
    expect(open('2026-11-25T09:00:00Z')).toBe(true);
    expect(open('2026-11-25T11:59:00Z')).toBe(true);
    expect(open('2026-11-25T12:00:00Z')).toBe(false);
    expect(open('2026-11-25T15:00:00Z')).toBe(true);
    expect(open('2026-11-26T10:00:00Z')).toBe(false); // Thursday is left out
    expect(open('2026-11-29T03:00:00Z', {})).toBe(true);
  });
});

describe('routeLead: the order', () => {
  it('goes by priority, 1 first, whatever the weights', () => {
    const { order } = routeLead(lead, [candidate(1, { priority: 3, weight: 1000 }), candidate(2, { priority: 1, weight: 1 }), candidate(3, { priority: 2 })], NOON, seeded(7));
    expect(ids(order)).toEqual([2, 3, 1]);
  });

  it('draws equal priorities by weight without replacement: each comes once, the heavier first more often', () => {
    const random = seeded(42);
    const group = [candidate(1, { weight: 300 }), candidate(2, { weight: 100 }), candidate(3, { priority: 2 })];
    const firsts = { 1: 0, 2: 0 };
    for (let i = 0; i < 4000; i++) {
      const order = ids(routeLead(lead, group, NOON, random).order);
      expect([...order].sort()).toEqual([1, 2, 3]);
      expect(order[2]).toBe(3);
      firsts[order[0] as 1 | 2] += 1;
    }
    // weight 300 against 100: three in four leads try integration 1 first
    expect(firsts[1] / 4000).toBeGreaterThan(0.72);
    expect(firsts[1] / 4000).toBeLessThan(0.78);
  });

  it('is the same order for the same draws', () => {
    const group = [candidate(1, { weight: 10 }), candidate(2, { weight: 10 }), candidate(3, { weight: 10 })];
    // a draw of 0.5 over 30 lands on the second; then 0.9 over 20 on the last left
    const draws = [0.5, 0.9];
    expect(ids(routeLead(lead, group, NOON, () => draws.shift() ?? 0).order)).toEqual([2, 3, 1]);
    expect(ids(routeLead(lead, group, NOON, seeded(1)).order)).toEqual(ids(routeLead(lead, group, NOON, seeded(1)).order));
  });
});

describe('brokerDay', () => {
  it('is the date on the zone’s calendar', () => {
    const at = new Date('2026-11-27T23:30:00Z');
    expect(brokerDay('UTC', at)).toBe('2026-11-27');
    expect(brokerDay('Europe/Berlin', at)).toBe('2026-11-28');
    expect(brokerDay('America/Los_Angeles', new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27');
  });
});
