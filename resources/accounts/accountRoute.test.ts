import { describe, expect, it } from 'vitest';
import { userIdFromParams } from './accountRoute';

describe('userIdFromParams', () => {
  it('takes the id of the route, else of the parent, else of the grandparent', () => {
    expect(userIdFromParams({ id: '7' })).toBe(7);
    expect(userIdFromParams({ tab: 'bank' }, { id: '12' })).toBe(12);
    expect(userIdFromParams({}, {}, { id: '3' })).toBe(3);
  });
  it('ignores ids that are not positive whole numbers', () => {
    expect(userIdFromParams({ id: 'abc' }, { id: '0' })).toBeUndefined();
  });
});
