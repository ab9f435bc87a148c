import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_TYPE } from './commission';

describe('commission and referral enums', () => {
  it('R128 / R34: commission type CPA 1, CPL 2; CPA is the default', () => {
    expect(DEFAULT_COMMISSION_TYPE).toBe(1);
  });
});
