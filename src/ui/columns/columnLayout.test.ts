import { describe, expect, it } from 'vitest';
import { layoutOf, settingsOf } from './columnLayout';

describe('column layout', () => {
  it('shows every column in grid order when nothing is stored', () => {
    expect(layoutOf(['id', 'name', 'status'], undefined)).toEqual({ order: ['id', 'name', 'status'], visible: ['id', 'name', 'status'] });
  });

  it('applies the stored order and visibility; new columns come last, visible; gone ones drop', () => {
    const stored = { columns: ['status', 'gone', 'id', 'name'], columnsList: ['id', 'name', 'status', 'gone'], visibleColumns: ['status', 'id'] };
    expect(layoutOf(['id', 'name', 'status', 'code'], stored)).toEqual({ order: ['status', 'id', 'name', 'code'], visible: ['status', 'id', 'code'] });
  });

  it('saves columns, columnsList, visibleColumns and keeps visibleFilters (R509)', () => {
    expect(settingsOf({ order: ['b', 'a'], visible: ['a'] }, ['a', 'b'], { visibleFilters: ['q'] })).toEqual({
      columns: ['b', 'a'],
      columnsList: ['a', 'b'],
      visibleColumns: ['a'],
      visibleFilters: ['q'],
    });
  });
});
