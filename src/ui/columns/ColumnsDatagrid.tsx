import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, Fragment, isValidElement, useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Datagrid, DatagridBody, useGetResourceLabel, useResourceContext, useTranslate, useTranslateLabel, WrapperField, type DatagridProps } from 'react-admin';
import { useOptionalUiSettings } from '../../themes/UiSettingsContext';
import { layoutOf, settingsOf, type ColumnLayout } from './columnLayout';
import { ColumnsModal } from './ColumnsModal';
import { KeyboardDatagridRow } from './KeyboardDatagridRow';

/** Read by screen readers, not drawn (the usual clip pattern). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

interface ColumnProps {
  source?: string;
  label?: ReactNode;
}

/** The column elements, fragments opened (lists often pass their columns in one). */
const columnsOf = (children: ReactNode): ReactElement<ColumnProps>[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type === Fragment) return columnsOf((child.props as { children?: ReactNode }).children);
    return [child as ReactElement<ColumnProps>];
  });

const idOf = (child: ReactElement<ColumnProps>, index: number): string =>
  child.props.source ?? (typeof child.props.label === 'string' ? child.props.label : `column-${index}`);

/** Below this width (a phone) only the first PHONE_COLUMNS shown columns stay. */
export const PHONE_QUERY = '(max-width:767.95px)';
export const PHONE_COLUMNS = 3;

export interface ColumnsDatagridProps extends DatagridProps {
  /** the grid's settings id (its -mob copy is saved too); default: the resource name */
  gridId?: string;
  /** children without a source (edit and delete buttons) stay at the end, always shown */
  children: ReactNode;
}

/**
 * A `<Datagrid>` whose columns the user orders and hides in the visible-columns modal; the layout
 * is kept per user (grid settings, spec 1 §3). Adopt it by renaming `Datagrid` to `ColumnsDatagrid`.
 * On a phone it hides columns by priority: the user's order is the priority, so the first
 * PHONE_COLUMNS shown columns stay (reorder them in the modal to choose); what is still too wide
 * scrolls inside the list's card (src/layout/responsiveLayout.ts).
 */
export function ColumnsDatagrid({ gridId, children, ...rest }: ColumnsDatagridProps) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const ui = useOptionalUiSettings();
  const id = gridId ?? resource ?? 'grid';
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const getResourceLabel = useGetResourceLabel();
  // the list's name as its menu entry reads (a resource named by options.label has no resources.* key)
  const regionName = resource ? getResourceLabel(resource, 2) : id;
  // a table wider than the screen scrolls sideways in its wrapper: the wrapper takes focus so a
  // keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable), named after the list
  // the Datagrid renders its wrapper again on its own (loading → rows) without this component
  // rendering, so new wrappers are caught as they are added, not only after this render
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const apply = () => {
      for (const wrapper of root.querySelectorAll<HTMLElement>('.RaDatagrid-tableWrapper')) {
        if (wrapper.tabIndex !== 0) wrapper.tabIndex = 0;
        if (wrapper.getAttribute('role') !== 'region') wrapper.setAttribute('role', 'region');
        if (wrapper.getAttribute('aria-label') !== regionName) wrapper.setAttribute('aria-label', regionName);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [regionName]);

  const all = columnsOf(children);
  const configurable = all.filter((c) => c.props.source !== undefined);
  const fixed = all.filter((c) => c.props.source === undefined);
  // buttons without a column title share one "Actions" column whose title only screen readers
  // read: an empty header cell names nothing (WCAG 1.3.1)
  const untitled = fixed.filter((c) => c.props.label === undefined);
  const titled = fixed.filter((c) => c.props.label !== undefined);
  const columns = configurable.map((c, i) => ({
    id: idOf(c, i),
    label: String(translateLabel({ label: c.props.label as string | undefined, resource, source: c.props.source })),
    element: c,
  }));
  const ids = columns.map((c) => c.id);
  const stored = ui?.grid(id);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const layout = useMemo(() => layoutOf(ids, stored), [ids.join('\n'), stored]);
  const byId = new Map(columns.map((c) => [c.id, c.element]));
  const visible = layout.order.filter((c) => layout.visible.includes(c)).map((c) => byId.get(c)!);
  const shown = phone ? visible.slice(0, PHONE_COLUMNS) : visible;

  const save = (next: ColumnLayout) => {
    ui?.saveGrid(id, settingsOf(next, ids, stored));
    setOpen(false);
  };

  return (
    <Box ref={box}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <Button size="small" startIcon={<ViewColumnIcon />} onClick={() => setOpen(true)}>
          {translate('ui.columns.button')}
        </Button>
      </Box>
      {/* read after a clickable row's cells: what Enter does there */}
      <span id={hintId} style={visuallyHidden}>
        {translate('ui.columns.row_hint')}
      </span>
      <Datagrid body={<DatagridBody row={<KeyboardDatagridRow hintId={hintId} />} />} {...rest}>
        {shown}
        {titled}
        {untitled.length ? (
          <WrapperField label={<span style={visuallyHidden}>{translate('ui.columns.actions')}</span>} textAlign="right">
            {untitled}
          </WrapperField>
        ) : null}
      </Datagrid>
      <ColumnsModal open={open} columns={columns} layout={layout} onClose={() => setOpen(false)} onSave={save} />
    </Box>
  );
}
