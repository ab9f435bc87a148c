import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import type { ReportDimension, ReportMeasure } from '../../domain/reports/catalogue';
import type { ReportRow, TrafficReportAnswer } from '../../providers/reportCalls';
import { useReportFormat } from './useReportFormat';

export interface ReportTableProps {
  answer: TrafficReportAnswer;
  groupBy: readonly ReportDimension[];
  measures: readonly ReportMeasure[];
  /** the sort in effect: a field, '-' for descending */
  sort: string;
  page: number;
  perPage: number;
  onSort(field: string): void;
  onPage(page: number, perPage: number): void;
  /** absent: the row cannot be drilled into */
  drillLabel(row: ReportRow): string | null;
  onDrill(row: ReportRow): void;
}

const PER_PAGE = [25, 50, 100, 500];

/**
 * The report's groups with a totals row: sortable headers, paging, and rows that open the report
 * one level deeper (click or Enter), each row's drill named for screen readers.
 */
export function ReportTable({ answer, groupBy, measures, sort, page, perPage, onSort, onPage, drillLabel, onDrill }: ReportTableProps) {
  const translate = useTranslate();
  const f = useReportFormat();
  const descending = sort.startsWith('-');
  const sortField = descending ? sort.slice(1) : sort;
  const header = (field: string, label: string, numeric: boolean) => (
    <TableCell key={field} align={numeric ? 'right' : 'left'} sortDirection={sortField === field ? (descending ? 'desc' : 'asc') : false}>
      <TableSortLabel active={sortField === field} direction={sortField === field && descending ? 'desc' : 'asc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const keyOf = (row: ReportRow) => groupBy.map((d) => String(row[d])).join('\u0000');
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('reports.title')}>
        <Table size="small" aria-label={translate('reports.title')}>
          <TableHead>
            <TableRow>
              {groupBy.map((d) => header(d, f.dimensionLabel(d), false))}
              {measures.map((m) => header(m, f.measureLabel(m), true))}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.rows.map((row) => {
              const label = drillLabel(row);
              return (
                <TableRow
                  key={keyOf(row)}
                  hover={label !== null}
                  tabIndex={label !== null ? 0 : undefined}
                  aria-label={label ?? undefined}
                  onClick={label !== null ? () => onDrill(row) : undefined}
                  onKeyDown={label !== null ? (e) => e.key === 'Enter' && onDrill(row) : undefined}
                  sx={label !== null ? { cursor: 'pointer' } : undefined}
                >
                  {groupBy.map((d) => (
                    <TableCell key={d}>{f.rowKey(d, row)}</TableCell>
                  ))}
                  {measures.map((m) => (
                    <TableCell key={m} align="right">
                      {f.measure(m, row[m] as number)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={groupBy.length} sx={{ fontWeight: 'bold' }}>
                {translate('reports.total')}
              </TableCell>
              {measures.map((m) => (
                <TableCell key={m} align="right" sx={{ fontWeight: 'bold' }}>
                  {f.measure(m, answer.total[m])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={answer.count}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE}
        onPageChange={(_, p) => onPage(p + 1, perPage)}
        onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </Box>
  );
}
