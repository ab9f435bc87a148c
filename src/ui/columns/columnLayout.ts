import type { GridSettings } from '../../../domain/uiSettings/settings';

export interface ColumnLayout {
  /** every column id, in the user's order */
  order: string[];
  visible: string[];
}

/**
 * The user's layout applied to the grid's current columns: stored order first (ids the grid no
 * longer has are dropped), new columns after it, visible by default.
 */
export function layoutOf(columnIds: readonly string[], stored: GridSettings | undefined): ColumnLayout {
  const known = new Set(columnIds);
  const storedOrder = (stored?.columns ?? []).filter((id) => known.has(id));
  const order = [...storedOrder, ...columnIds.filter((id) => !storedOrder.includes(id))];
  const listed = new Set(stored?.columnsList ?? []);
  const visibleStored = stored?.visibleColumns;
  const visible = visibleStored
    ? order.filter((id) => visibleStored.includes(id) || !listed.has(id))
    : [...order];
  return { order, visible };
}

/** The grid settings saved for a layout (spec 1 §3), keeping the visible filters as they were. */
export const settingsOf = (layout: ColumnLayout, columnIds: readonly string[], previous?: GridSettings): GridSettings => ({
  columns: layout.order,
  columnsList: [...columnIds],
  visibleColumns: layout.order.filter((id) => layout.visible.includes(id)),
  visibleFilters: previous?.visibleFilters ?? [],
});
