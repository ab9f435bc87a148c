import { describe, expect, it } from 'vitest';
import { entryTakes, pickEntry, type SmartLinkTarget } from './pick';
import { pickByWeight, seededRandom } from '../weightedPick';

const entry = (id: number, weight: number, over: Partial<SmartLinkTarget> = {}) => ({ id, weight, countries: [], deviceTypes: [], oses: [], ...over });
const DE_PHONE = { country: 'DE', deviceType: 1, os: 'Android' };

describe('smart link pick (spec 4 §6)', () => {
  it('holds the weights over 10 000 picks within 2 %', async () => {
    const entries = [entry(1, 70), entry(2, 20), entry(3, 10)];
    const random = seededRandom(42);
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const picked = await pickEntry(entries, DE_PHONE, random, () => true);
      counts.set(picked!.id, (counts.get(picked!.id) ?? 0) + 1);
    }
    for (const e of entries) expect(Math.abs((counts.get(e.id) ?? 0) / 10_000 - e.weight / 100)).toBeLessThan(0.02);
  });

  it('takes only entries for the visitor’s country, device and OS (empty lists: any)', () => {
    expect(entryTakes(entry(1, 1, { countries: ['DE'], deviceTypes: [1] }), DE_PHONE)).toBe(true);
    expect(entryTakes(entry(1, 1, { countries: ['FR'] }), DE_PHONE)).toBe(false);
    expect(entryTakes(entry(1, 1, { deviceTypes: [2] }), DE_PHONE)).toBe(false);
    expect(entryTakes(entry(1, 1, { oses: ['iOS'] }), DE_PHONE)).toBe(false);
    expect(entryTakes(entry(1, 1, { countries: ['DE'] }), { ...DE_PHONE, country: '--' })).toBe(false);
    expect(entryTakes(entry(1, 1), { ...DE_PHONE, country: '--' })).toBe(true);
  });

  it('chooses again among the rest when an entry’s offer cannot run, and answers null when none can', async () => {
    const entries = [entry(1, 90), entry(2, 10, { countries: ['DE'] }), entry(3, 50, { countries: ['US'] })];
    const random = seededRandom(7);
    for (let i = 0; i < 50; i++) expect((await pickEntry(entries, DE_PHONE, random, (e) => e.id !== 1))!.id).toBe(2);
    expect(await pickEntry(entries, DE_PHONE, random, async () => false)).toBeNull();
    expect(await pickEntry(entries, { ...DE_PHONE, country: 'FR' }, random, (e) => e.id !== 1)).toBeNull();
  });

  it('never picks a weightless entry, and answers -1 when no entry weighs anything', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 100; i++) expect(pickByWeight([{ weight: 0 }, { weight: 5 }], random)).toBe(1);
    expect(pickByWeight([{ weight: 0 }], random)).toBe(-1);
    expect(pickByWeight([{ weight: 3 }], () => 0.999_999_999_999)).toBe(0);
  });
});
