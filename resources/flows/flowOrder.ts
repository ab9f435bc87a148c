/** A flow's integration as the form holds it: the order is the list's, the priority follows from it. */
export interface OrderRow {
  integration_id: number;
  name?: string;
  priority: number;
  weight: number;
  paused?: boolean;
}

/** Whether each row shares the priority of the one above it. */
export const sameAsAbove = (rows: readonly OrderRow[]): boolean[] => rows.map((r, i) => i > 0 && r.priority === rows[i - 1]!.priority);

/** Priorities from the positions: 1, 2, 3 …, a row marked "same as above" taking the priority of the one before it. */
function renumber(rows: readonly OrderRow[], same: readonly boolean[]): OrderRow[] {
  let priority = 0;
  return rows.map((r, i) => {
    if (i === 0 || !same[i]) priority += 1;
    return { ...r, priority };
  });
}

/** Moves a row (its "same as above" mark goes with it) and numbers the priorities again. */
export function moveRow(rows: readonly OrderRow[], from: number, to: number): OrderRow[] {
  if (from === to || to < 0 || to >= rows.length) return [...rows];
  const same = sameAsAbove(rows);
  const order = rows.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return renumber(
    order.map((i) => rows[i]!),
    order.map((i) => same[i]!),
  );
}

/** Gives a row the priority of the one above it, or its own again. */
export function toggleSame(rows: readonly OrderRow[], index: number): OrderRow[] {
  const same = sameAsAbove(rows);
  same[index] = !same[index];
  return renumber(rows, same);
}

export function removeRow(rows: readonly OrderRow[], index: number): OrderRow[] {
  const same = sameAsAbove(rows);
  return renumber(
    rows.filter((_, i) => i !== index),
    same.filter((_, i) => i !== index),
  );
}

/** Adds an integration last, with a priority of its own and the default weight. */
export function addRow(rows: readonly OrderRow[], row: Omit<OrderRow, 'priority' | 'weight'> & { weight?: number }): OrderRow[] {
  if (rows.some((r) => r.integration_id === row.integration_id)) return [...rows];
  return renumber([...rows, { weight: 100, ...row, priority: 0 }], [...sameAsAbove(rows), false]);
}
