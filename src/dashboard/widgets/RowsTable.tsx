import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import type { MeasureField } from '../../../domain/dashboard/measures';
import { formatMeasure } from '../format';
import type { RankedRow } from '../types';

export interface RowsTableProps {
  rows: readonly RankedRow[];
  columns: readonly (MeasureField | 'affiliates_count' | 'active_affiliates')[];
  sort: { field: string; descending: boolean };
  onSort?(field: MeasureField): void;
  nameOf(row: RankedRow): string;
  locale: string;
  highlight?: string;
}

/** A ranking as a table; a click on a measure's header sorts by it (Top first). */
export function RowsTable({ rows, columns, sort, onSort, nameOf, locale, highlight }: RowsTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('dashboard.columns.name')}</TableCell>
          {columns.map((c) => (
            <TableCell key={c} align="right" sx={c === highlight ? { fontWeight: 700 } : undefined} sortDirection={sort.field === c ? (sort.descending ? 'desc' : 'asc') : false}>
              {onSort && c !== 'affiliates_count' && c !== 'active_affiliates' ? (
                <TableSortLabel active={sort.field === c} direction={sort.field === c && !sort.descending ? 'asc' : 'desc'} onClick={() => onSort(c)}>
                  {translate(`dashboard.columns.${c}`)}
                </TableSortLabel>
              ) : (
                translate(`dashboard.columns.${c}`)
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-key={row.key}>
            <TableCell>{nameOf(row)}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right" data-field={c} data-value={row[c]}>
                {formatMeasure(c, row[c], locale, row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
