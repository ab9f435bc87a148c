import { describe, expect, it } from 'vitest';
import { groupOf } from './statusGroups';

describe('the group of a broker status', () => {
  const mapping = [
    { status: 'Depositor', group: 'ftd' as const },
    { status: 'NA  2', group: 'no_answer' as const },
  ];
  it('follows the integration’s mapping without regard to case and spaces', () => {
    expect(groupOf(' depositor ', mapping)).toBe('ftd');
    expect(groupOf('na 2', mapping)).toBe('no_answer');
  });
  it('reads a word that names a group, and leaves anything else unmapped', () => {
    expect(groupOf('No answer', [])).toBe('no_answer');
    expect(groupOf('CALL_BACK', [])).toBe('call_back');
    expect(groupOf('Перезвонить', [])).toBe('call_back');
    expect(groupOf('Wrong number', [])).toBeNull();
  });
});
