import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  Autologin,
  CURRENCY_SYMBOL,
  Currency,
  DEFAULT_CURRENCY,
  DeepLink,
  ResponseStatus,
  SystemSettingsConfirm,
  Tag,
  TestFlag,
  testFlagFromBoolean,
  testFlagToBoolean,
} from './misc';

describe('misc enums', () => {
  it('R109: response status Error 0, Success 1', () => {
    expectEnum(ResponseStatus, [
      ['Error', 0],
      ['Success', 1],
    ]);
  });

  it('R141: deep link NotAllowed 0 danger, Allowed 1 success', () => {
    expectEnum(DeepLink, [
      ['NotAllowed', 0, 'danger'],
      ['Allowed', 1, 'success'],
    ]);
  });

  it('R142: autologin Used 1 success, NotUsed 0 danger', () => {
    expectEnum(Autologin, [
      ['Used', 1, 'success'],
      ['NotUsed', 0, 'danger'],
    ]);
  });

  it('R143: test flag True 1, False 0 in selects, a boolean in the API', () => {
    expectEnum(TestFlag, [
      ['True', 1],
      ['False', 0],
    ]);
    expect(testFlagToBoolean(1)).toBe(true);
    expect(testFlagToBoolean(0)).toBe(false);
    expect(testFlagToBoolean('')).toBeUndefined();
    expect(testFlagToBoolean(null)).toBeUndefined();
    expect(testFlagFromBoolean(true)).toBe(1);
    expect(testFlagFromBoolean(false)).toBe(0);
  });

  it('R156: tags', () => {
    expect(Tag.values).toEqual(['allow_affiliate', 'allow_offer', 'allow_advertiser']);
  });

  it('R330: system settings confirm Confirm 1', () => {
    expectEnum(SystemSettingsConfirm, [['Confirm', 1]]);
  });

  it('R102: currency USD ($) or EUR (€), USD by default', () => {
    expect(Currency.values).toEqual(['USD', 'EUR']);
    expect(CURRENCY_SYMBOL).toEqual({ USD: '$', EUR: '€' });
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});
