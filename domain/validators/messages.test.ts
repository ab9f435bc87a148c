import { describe, expect, it } from 'vitest';
import { validationMessage } from './messages';

describe('validationMessage', () => {
  it('gives English by default and Russian on request', () => {
    expect(validationMessage('email')).toBe('Enter a valid e-mail address.');
    expect(validationMessage('email', 'ru')).toBe('Введите корректный адрес электронной почты.');
  });
  it('fills Polyglot placeholders and leaves unknown ones', () => {
    expect(validationMessage('rangeLength', 'en', { min: 4, max: 8 })).toBe('Enter 4 to 8 digits.');
    expect(validationMessage('rangeLength', 'ru', { min: 4 })).toBe('Введите от 4 до %{max} цифр.');
  });
});
