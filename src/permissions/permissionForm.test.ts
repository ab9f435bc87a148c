import { describe, expect, it } from 'vitest';
import { WORKSPACE_FEATURES } from '../../domain/permissions/features';
import { isRowEditable, sameKeys, screenGroups, toggleKey } from './permissionForm';

const ALL = [...WORKSPACE_FEATURES];

describe('screen groups', () => {
  it('builds the blocks of a manager in the chosen language, rows with parents and tooltips', () => {
    const groups = screenGroups('manager', ALL, 2, 'en');
    const postbacks = groups.find((g) => g.id === 'postbacks')!;
    expect(postbacks.title).toBe('Postbacks');
    expect(postbacks.rows.map((r) => [r.key, r.parent])).toEqual([
      ['UI_Postback_View', undefined],
      ['UI_Postback_Manage', 'UI_Postback_View'],
    ]);
    const users = groups.find((g) => g.id === 'user_operations')!;
    expect(users.rows.map((r) => r.name)).toContain('Approve own users');
    expect(users.rows.find((r) => r.key === 'UI_UserOperations_Approve')?.tooltip).toBeTruthy();
    expect(screenGroups('manager', ALL, 2, 'ru').find((g) => g.id === 'postbacks')?.title).toBe('Постбэки');
  });

  it('hides the approve row unless registration is moderated, and drops empty groups', () => {
    const users = screenGroups('manager', ALL, 1, 'en').find((g) => g.id === 'user_operations')!;
    expect(users.rows.map((r) => r.key)).not.toContain('UI_UserOperations_Approve');
    expect(screenGroups('admin', ALL, 1, 'en').map((g) => g.id)).not.toContain('statistics');
  });

  it('gives each row a unique id', () => {
    const ids = screenGroups('admin', ALL, 2, 'en').flatMap((g) => g.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('form rules (R367, R368)', () => {
  it('unticking a view permission clears its children; ticking it leaves them off', () => {
    const on = new Set(['UI_Postback_View', 'UI_Postback_Manage', 'UI_Logs_View']);
    const off = toggleKey(on, 'UI_Postback_View', false);
    expect([...off]).toEqual(['UI_Logs_View']);
    expect([...toggleKey(off, 'UI_Postback_View', true)].sort()).toEqual(['UI_Logs_View', 'UI_Postback_View']);
    expect(on.has('UI_Postback_Manage')).toBe(true); // never mutated
  });

  it('a child is editable only under a ticked parent and when the editor may grant it', () => {
    const row = { id: 'p:1', key: 'UI_Postback_Manage', name: 'x', parent: 'UI_Postback_View' };
    const grantable = new Set(['UI_Postback_View', 'UI_Postback_Manage']);
    expect(isRowEditable(row, new Set(['UI_Postback_View']), grantable)).toBe(true);
    expect(isRowEditable(row, new Set(), grantable)).toBe(false);
    expect(isRowEditable(row, new Set(['UI_Postback_View']), new Set(['UI_Postback_View']))).toBe(false);
  });

  it('compares key sets regardless of order', () => {
    expect(sameKeys(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameKeys(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });
});
