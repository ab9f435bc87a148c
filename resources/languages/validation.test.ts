import { describe, expect, it } from 'vitest';
import { SYSTEM_NAME_FORMAT_MESSAGE, toLanguageBody, validateSystemName } from './validation';

describe('validateSystemName', () => {
  it('accepts language codes with an optional region, in any case', () => {
    for (const code of ['en', 'ru', 'fil', 'pt-br', 'es-419', 'EN', ' pt_BR ']) {
      expect(validateSystemName(code)).toBeUndefined();
    }
  });

  it('rejects anything else with the format message', () => {
    for (const code of ['e', 'engl', 'en-', 'en-usa', 'e1', 'en br', 'english']) {
      expect(validateSystemName(code)).toBe(SYSTEM_NAME_FORMAT_MESSAGE);
    }
  });

  it('leaves empty values to required()', () => {
    expect(validateSystemName('')).toBeUndefined();
    expect(validateSystemName(undefined)).toBeUndefined();
  });
});

describe('toLanguageBody', () => {
  it('sends the code in its stored form', () => {
    expect(toLanguageBody({ name: 'Português', system_name: ' PT_BR ', status: 1 })).toEqual({
      name: 'Português',
      system_name: 'pt-br',
      status: 1,
    });
    expect(toLanguageBody({ name: 'x' })).toEqual({ name: 'x' });
  });
});
