import { describe, expect, it } from 'vitest';
import { EMPTY_PARAM, extraParamsDisplay } from './extraParams';

describe('extra tracking parameters p1–p10', () => {
  it('shows a dash for each empty parameter when some are filled (R169)', () => {
    const shown = extraParamsDisplay({ p1: 'fb', p3: 0, p4: '  ', p10: 'x' });
    expect(shown).toHaveLength(10);
    expect(shown[0]).toEqual({ name: 'p1', value: 'fb' });
    expect(shown[1]).toEqual({ name: 'p2', value: EMPTY_PARAM });
    expect(shown[2]).toEqual({ name: 'p3', value: '0' });
    expect(shown[3]).toEqual({ name: 'p4', value: EMPTY_PARAM });
    expect(shown[9]).toEqual({ name: 'p10', value: 'x' });
  });

  it('shows nothing when all ten are empty (R170)', () => {
    expect(extraParamsDisplay({})).toEqual([]);
    expect(extraParamsDisplay({ p1: '', p2: null, p5: undefined })).toEqual([]);
  });
});
