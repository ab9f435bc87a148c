import { describe, expect, it } from 'vitest';
import { isFieldMessageList, joinMessages, mapValidationErrors, stripFieldPrefix } from './validationErrors';

describe('mapValidationErrors (R190–R193)', () => {
  it('puts each message under its field (R190)', () => {
    expect(mapValidationErrors([{ field: 'name', message: 'Required.' }])).toEqual({ name: 'Required.' });
  });

  it('also puts it under the prefix-stripped field (R191)', () => {
    expect(mapValidationErrors([{ field: 'profile.email', message: 'Bad e-mail.' }])).toEqual({
      'profile.email': 'Bad e-mail.',
      email: 'Bad e-mail.',
    });
  });

  it('merges repeats without duplicates, joined by line breaks (R193)', () => {
    const errors = mapValidationErrors([
      { field: 'name', message: 'Too short.' },
      { field: 'name', message: 'Too short.' },
      { field: 'name', message: 'Already taken.' },
    ]);
    expect(errors).toEqual({ name: 'Too short.\nAlready taken.' });
  });

  it('merges a stripped field with a field of the same name', () => {
    const errors = mapValidationErrors([
      { field: 'email', message: 'Taken.' },
      { field: 'profile.email', message: 'Taken.' },
      { field: 'profile.email', message: 'Invalid.' },
    ]);
    expect(errors).toEqual({ email: 'Taken.\nInvalid.', 'profile.email': 'Taken.\nInvalid.' });
  });

  it('strips only a real prefix', () => {
    expect(stripFieldPrefix('a.b.c')).toBe('c');
    expect(stripFieldPrefix('plain')).toBeNull();
    expect(stripFieldPrefix('odd.')).toBeNull();
  });

  it('recognises a field list and joins distinct messages', () => {
    const items = [
      { field: 'a', message: 'x' },
      { field: 'b', message: 'x' },
      { field: 'c', message: 'y' },
    ];
    expect(isFieldMessageList(items)).toBe(true);
    expect(isFieldMessageList({ success: false, message: 'x' })).toBe(false);
    expect(isFieldMessageList([{ field: 'a' }])).toBe(false);
    expect(joinMessages(items)).toBe('x\ny');
  });
});
