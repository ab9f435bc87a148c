import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Layout rules every screen inherits so that nothing scrolls the page sideways, from 320 px up:
 * the content column may shrink below its widest child (a flex item's default min-width
 * is its content), wide grids and tables scroll inside their own card, toolbars and filter bars
 * wrap, and long words (e-mails, URLs) break where nothing else fits.
 */
export const RESPONSIVE_LAYOUT: SxProps<Theme> = {
  // react-admin's Layout is `min-width: fit-content`: the widest table would widen the whole page
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0, overflowWrap: 'break-word' },
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaList-main, & .RaList-content, & .RaShow-main, & .RaEdit-main, & .RaCreate-main': { minWidth: 0, maxWidth: '100%' },
  '& .RaDatagrid-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto', maxWidth: '100%' },
  '& .RaTopToolbar-root, & .RaFilterForm-root, & .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
  // below 600 px react-admin stacks the list toolbar as a column (actions above filters): wrapping
  // a column pushes the actions into a second column past the right edge, so only wider screens wrap
  '& .RaList-actions': { flexWrap: 'wrap', '@media (max-width: 599.95px)': { flexWrap: 'nowrap' } },
  '& .MuiTabs-root': { maxWidth: '100%' },
};
