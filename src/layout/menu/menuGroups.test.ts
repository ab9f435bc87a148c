import { describe, expect, it } from 'vitest';
import { groupOfPath, menuPlan } from './menuGroups';

describe('menu plan', () => {
  const { groups } = menuPlan('admin');
  it('finds the group of a list, record and sub-page path', () => {
    expect(groupOfPath('/tracking-domains', groups)).toBe('tracking');
    expect(groupOfPath('/tracking-domain-rules/4', groups)).toBe('tracking');
    expect(groupOfPath('/user-operations/affiliates/12/postbacks', groups)).toBe('userOperations');
    expect(groupOfPath('/', groups)).toBeUndefined();
    expect(groupOfPath('/languagesx', groups)).toBeUndefined();
  });
  it('lists every resource in at most one group', () => {
    const all = groups.flatMap((g) => g.resources);
    expect(new Set(all).size).toBe(all.length);
  });
  it('gives the affiliate a flat menu with their profile', () => {
    expect(menuPlan('affiliate')).toMatchObject({ groups: [], profileEntry: true });
  });
});
