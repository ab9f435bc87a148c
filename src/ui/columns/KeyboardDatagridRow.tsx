import { forwardRef, useCallback, type KeyboardEvent } from 'react';
import { DatagridRow, useResourceDefinition, type DatagridRowProps } from 'react-admin';

export interface KeyboardDatagridRowProps extends DatagridRowProps {
  /** the id of the grid's hidden "Enter opens" hint, read after the row's cells */
  hintId?: string;
}

/**
 * react-admin's row with a keyboard way in (WCAG 2.1.1): a row that opens something on click is
 * a Tab stop and opens on Enter or Space, exactly as a click would (edit, show, expand, or the
 * list's own function). It stays a table row for assistive technology (a `button` role would hide
 * the cells and wrap the row checkbox in another control, which axe refuses as nested-interactive);
 * the hint says what Enter does. Keys pressed on the checkbox or a button inside are theirs.
 */
export const KeyboardDatagridRow = forwardRef<HTMLTableRowElement, KeyboardDatagridRowProps>(function KeyboardDatagridRow(
  { hintId, rowClick, sx, ...rest },
  ref,
) {
  const definition = useResourceDefinition(rest);
  const clickable = rowClick === false ? false : rowClick !== undefined || definition.hasShow || definition.hasEdit;
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  }, []);
  if (!clickable) return <DatagridRow ref={ref} rowClick={rowClick} sx={sx} {...rest} />;
  return (
    <DatagridRow
      ref={ref}
      rowClick={rowClick}
      tabIndex={0}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      sx={[
        { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    />
  );
});
