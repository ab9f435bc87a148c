import { describe, expect, it } from 'vitest';
import { addRow, moveRow, removeRow, sameAsAbove, toggleSame, type OrderRow } from './flowOrder';

const rows = (...priorities: number[]): OrderRow[] => priorities.map((priority, i) => ({ integration_id: i + 1, priority, weight: 100 }));
const shape = (list: OrderRow[]) => list.map((r) => [r.integration_id, r.priority]);

describe('a flow’s order on the form', () => {
  it('numbers priorities by position, a row marked "same as above" sharing the one before', () => {
    const list = rows(1, 1, 2);
    expect(sameAsAbove(list)).toEqual([false, true, false]);
    expect(shape(toggleSame(list, 2))).toEqual([[1, 1], [2, 1], [3, 1]]);
    expect(shape(toggleSame(list, 1))).toEqual([[1, 1], [2, 2], [3, 3]]);
  });

  it('moves a row with its mark and numbers again; the first row never shares', () => {
    expect(shape(moveRow(rows(1, 2, 3), 2, 0))).toEqual([[3, 1], [1, 2], [2, 3]]);
    // 2 shares 1's priority; moved first it is first alone, and 1 now leads its own
    expect(shape(moveRow(rows(1, 1, 2), 1, 0))).toEqual([[2, 1], [1, 2], [3, 3]]);
    expect(shape(moveRow(rows(1, 2), 0, 5))).toEqual([[1, 1], [2, 2]]);
  });

  it('removes and adds rows, each integration once', () => {
    expect(shape(removeRow(rows(1, 1, 2), 0))).toEqual([[2, 1], [3, 2]]);
    const added = addRow(rows(1, 1), { integration_id: 9, name: 'New' });
    expect(added.at(-1)).toEqual({ integration_id: 9, name: 'New', priority: 2, weight: 100 });
    expect(addRow(added, { integration_id: 9 })).toHaveLength(3);
  });
});
