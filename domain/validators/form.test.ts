import { describe, expect, it } from 'vitest';
import { BANK_INFORMATION_MESSAGE, atLeastOneRequired, bankInformation, notSame } from './form';

describe('atLeastOneRequired (R183, R184)', () => {
  const contacts = atLeastOneRequired(['skype', 'telegram', 'phone']);
  it('fails every field of the set when none is filled', () => {
    expect(contacts({ skype: '', telegram: null })).toEqual({
      skype: 'atLeastOneRequired',
      telegram: 'atLeastOneRequired',
      phone: 'atLeastOneRequired',
    });
  });
  it('passes when one is filled', () => {
    expect(contacts({ skype: '', telegram: '@me', phone: undefined })).toEqual({});
    expect(contacts({ phone: 0 })).toEqual({});
  });
  it('returns the custom key', () => {
    expect(atLeastOneRequired(['a', 'b'], 'contactRequired')({})).toEqual({ a: 'contactRequired', b: 'contactRequired' });
  });
});

describe('notSame (R185)', () => {
  const confirm = notSame('password', 'password_confirmation');
  it('puts notSame on the second field when it differs', () => {
    expect(confirm({ password: 'secret1', password_confirmation: 'secret2' })).toEqual({ password_confirmation: 'notSame' });
    expect(confirm({ password: '', password_confirmation: 'x' })).toEqual({ password_confirmation: 'notSame' });
  });
  it('passes equal values', () => {
    expect(confirm({ password: 'secret1', password_confirmation: 'secret1' })).toEqual({});
  });
  it('skips an empty confirmation (R171)', () => {
    expect(confirm({ password: 'secret1', password_confirmation: '' })).toEqual({});
    expect(confirm({ password: 'secret1' })).toEqual({});
  });
});

describe('bankInformation (R186)', () => {
  it('puts the message on the account number when both are empty', () => {
    expect(bankInformation({ bank_account_number: '', bank_iban_number: null })).toEqual({
      bank_account_number: 'You must fill at least Account Number or IBAN',
    });
    expect(BANK_INFORMATION_MESSAGE).toBe('You must fill at least Account Number or IBAN');
  });
  it('passes with either one', () => {
    expect(bankInformation({ bank_account_number: '12345678' })).toEqual({});
    expect(bankInformation({ bank_iban_number: 'DE89370400440532013000' })).toEqual({});
  });
});
