import { describe, expect, it } from 'vitest';
import { SIGN_IN_REFUSAL_REASONS, signInRefusalOf } from './signInRefusal';

describe('the sign-in refusal reasons', () => {
  it('reads the reason of a refused sign-in from its field list', () => {
    for (const reason of SIGN_IN_REFUSAL_REASONS) expect(signInRefusalOf([{ field: 'email', message: 'x', code: reason }])).toBe(reason);
  });

  it('reads none from a wrong password, an unknown code or a body that is no list', () => {
    expect(signInRefusalOf([{ field: 'email', message: 'Wrong e-mail or password.' }])).toBeNull();
    expect(signInRefusalOf([{ field: 'email', message: 'x', code: 'toString' }])).toBeNull();
    expect(signInRefusalOf([null, { code: 7 }])).toBeNull();
    expect(signInRefusalOf({ code: 'pending' })).toBeNull();
  });
});
