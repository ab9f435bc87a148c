import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankInformation, notSame } from './form';
import { combineFormValidators } from './compose';
import { holdPeriod } from './numeric';
import { url } from './url';
import { zodCheck, zodFormCheck } from './zod';

describe('zodCheck', () => {
  it('runs the validator inside a zod schema with the default message', () => {
    const schema = z.string().refine(...zodCheck(url));
    expect(schema.safeParse('https://example.com').success).toBe(true);
    const bad = schema.safeParse('http://192.168.0.1');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Enter a valid public URL (http, https or ftp).');
  });

  it('uses a given message', () => {
    const schema = z.union([z.number(), z.string()]).refine(...zodCheck(holdPeriod, 'Hold period must be 0–60 days.'));
    expect(schema.safeParse(60).success).toBe(true);
    expect(schema.safeParse(61).error?.issues[0].message).toBe('Hold period must be 0–60 days.');
  });
});

describe('zodFormCheck', () => {
  const schema = z
    .object({
      bank_account_number: z.string().optional(),
      bank_iban_number: z.string().optional(),
      password: z.string(),
      password_confirmation: z.string(),
    })
    .superRefine(
      zodFormCheck(combineFormValidators(bankInformation, notSame('password', 'password_confirmation')), {
        notSame: 'Passwords do not match.',
      }),
    );

  it('reports one issue per failing field with its path', () => {
    const result = schema.safeParse({ password: 'a', password_confirmation: 'b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bank_account_number', 'You must fill at least Account Number or IBAN'],
      ['password_confirmation', 'Passwords do not match.'],
    ]);
  });

  it('passes valid values', () => {
    expect(schema.safeParse({ bank_iban_number: 'DE89', password: 'a', password_confirmation: 'a' }).success).toBe(true);
  });
});
