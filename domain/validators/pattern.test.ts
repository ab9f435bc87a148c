import { describe, expect, it } from 'vitest';
import { patternValidator, regexp } from './pattern';

describe('regexp (R181): fails when the value does not match', () => {
  const code = regexp(/^[A-Z]{3}$/);
  it('passes a match and fails a non-match', () => {
    expect(code('USD')).toBeUndefined();
    expect(code('usd')).toBe('pattern');
    expect(code('USDT')).toBe('pattern');
  });
  it('anchors a string pattern to the whole value', () => {
    const digits = regexp('\\d+');
    expect(digits('123')).toBeUndefined();
    expect(digits('12a3')).toBe('pattern');
  });
  it('gives the same answer on every call even with the g flag', () => {
    const g = regexp(/^a+$/g);
    expect([g('aa'), g('aa'), g('aa')]).toEqual([undefined, undefined, undefined]);
  });
  it('tests typed numbers as text', () => expect(regexp(/^\d{2}$/)(42)).toBeUndefined());
  it.each(['', null, undefined])('skips %s (R171)', (v) => expect(code(v)).toBeUndefined());
});

describe('patternValidator (R182): fails when the value matches', () => {
  const noSpaces = patternValidator(/\s/);
  it('fails a match and passes a non-match', () => {
    expect(noSpaces('has space')).toBe('pattern');
    expect(noSpaces('nospace')).toBeUndefined();
  });
  it('anchors a string pattern to the whole value', () => {
    const notAdmin = patternValidator('admin');
    expect(notAdmin('admin')).toBe('pattern');
    expect(notAdmin('administrator')).toBeUndefined();
  });
  it.each(['', null, undefined])('skips %s (R171)', (v) => expect(noSpaces(v)).toBeUndefined());
});
