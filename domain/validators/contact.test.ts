import { describe, expect, it } from 'vitest';
import { email, emailList, isEmail, phone, splitEmailList } from './contact';

describe('phone (R177)', () => {
  it.each(['+12133734253', '+1 213 373 4253', '+44 20 7946 0958', '+79161234567', '+4915123456789'])(
    'passes %s',
    (v) => expect(phone(v)).toBeUndefined(),
  );
  it.each(['12345', 'abc', '+1', '+123', '2133734253', '+999 1234567', '+1 213 373 42531234'])('fails %s', (v) =>
    expect(phone(v)).toBe('mobile'),
  );
  it.each(['', null, undefined])('skips %s (R171)', (v) => expect(phone(v)).toBeUndefined());
  it('fails a non-string', () => expect(phone(12133734253)).toBe('mobile'));
});

describe('email (R178)', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'a@b'])('passes %s', (v) =>
    expect(email(v)).toBeUndefined(),
  );
  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@@example.com',
    'user@exa mple.com',
    'user@-example.com',
    'user example@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`,
  ])('fails %s', (v) => expect(email(v)).toBe('email'));
  it.each(['', null, undefined])('skips %s (R171)', (v) => expect(email(v)).toBeUndefined());
  it('limits the whole address to 254 characters', () => {
    const at254 = `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`;
    expect(at254.length).toBe(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`${at254}e`)).toBe(false);
  });
});

describe('emailList (R179)', () => {
  it('passes a list where every item is an address', () => {
    expect(emailList('a@example.com, b@example.com;c@example.com\nd@example.com')).toBeUndefined();
    expect(emailList(['a@example.com', 'b@example.com'])).toBeUndefined();
    expect(emailList('single@example.com')).toBeUndefined();
  });
  it('fails when one item is not an address', () => {
    expect(emailList('a@example.com, not-an-address, c@example.com')).toBe('email');
    expect(emailList(['a@example.com', 'bad@'])).toBe('email');
    expect(emailList(['a@example.com', 5])).toBe('email');
  });
  it.each(['', null, undefined, [], ' , ; '])('skips %j (R171)', (v) => expect(emailList(v)).toBeUndefined());
  it('splits on commas, semicolons and white space', () => {
    expect(splitEmailList(' a@x.io,b@x.io ; c@x.io\td@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
  });
});
