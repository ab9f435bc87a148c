import { describe, expect, it } from 'vitest';
import { AFFILIATE_ALWAYS_ADDED_KEYS, ALWAYS_ADDED_KEYS } from './catalogue';
import { nextPermissionState } from './setState';

const base = { targetRole: 'manager' as const };
const without = (list: string[], extra: readonly string[]) => list.filter((k) => !extra.includes(k));

describe('set-state filtering (R357, R371, R372)', () => {
  it('keeps the granted keys the editor sent and adds the always-added ones', () => {
    const next = nextPermissionState({ ...base, requested: ['UI_Postback_View'], current: [], grantable: ['UI_Postback_View', 'UI_Postback_Manage'] });
    expect(without(next, ALWAYS_ADDED_KEYS)).toEqual(['UI_Postback_View']);
    for (const key of ALWAYS_ADDED_KEYS) expect(next).toContain(key);
    expect(next).toEqual([...next].sort());
  });

  it('adds UI_OfferCampaigns_View for an affiliate only', () => {
    const forAffiliate = nextPermissionState({ targetRole: 'affiliate', requested: [], current: [], grantable: [] });
    const forManager = nextPermissionState({ ...base, requested: [], current: [], grantable: [] });
    expect(forAffiliate).toEqual(expect.arrayContaining([...AFFILIATE_ALWAYS_ADDED_KEYS]));
    expect(forManager).not.toContain('UI_OfferCampaigns_View');
  });

  it('drops requested keys the editor may not grant: other roles, switched-off features, unknown names', () => {
    const next = nextPermissionState({
      ...base,
      requested: ['UI_Postback_View', 'UI_Capacity_View', 'UI_CRG_View', 'made_up', 'CUSTOM_UI_Admin'],
      current: [],
      grantable: ['UI_Postback_View'],
    });
    expect(without(next, ALWAYS_ADDED_KEYS)).toEqual(['UI_Postback_View']);
  });

  it('leaves keys the editor cannot change as they were', () => {
    const next = nextPermissionState({
      ...base,
      requested: [],
      current: ['UI_CRG_View', 'UI_Postback_View'],
      grantable: ['UI_Postback_View'],
    });
    expect(without(next, ALWAYS_ADDED_KEYS)).toEqual(['UI_CRG_View']);
  });

  it('clears the children of a view permission that ends up off', () => {
    const next = nextPermissionState({
      ...base,
      requested: ['UI_Postback_Manage'],
      current: ['UI_Postback_View', 'UI_Postback_Manage'],
      grantable: ['UI_Postback_View', 'UI_Postback_Manage'],
    });
    expect(next).not.toContain('UI_Postback_Manage');
  });

  it('clears them even when the editor may not grant them, but not under a parent the editor cannot change', () => {
    const cleared = nextPermissionState({ ...base, requested: [], current: ['UI_Postback_View', 'UI_Postback_Manage'], grantable: ['UI_Postback_View'] });
    expect(cleared).not.toContain('UI_Postback_Manage');
    const kept = nextPermissionState({ ...base, requested: [], current: ['UI_Postback_Manage'], grantable: [] });
    expect(kept).toContain('UI_Postback_Manage');
  });

  it('always-added keys come back even when the editor sends none', () => {
    const next = nextPermissionState({ ...base, requested: [], current: ['UI_Logs_View'], grantable: ['UI_Logs_View'] });
    expect(next).toContain('UI_Logs_View');
  });
});
