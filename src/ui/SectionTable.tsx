import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SectionTableProps {
  /** the columns' headings (message keys), amounts aligned right */
  columns: readonly { label: string; align?: 'right' }[];
  sx?: SxProps<Theme>;
  /** the rows */
  children: ReactNode;
}

/** A small table inside a section card (periods, invoices) that scrolls sideways rather than widen the page. */
export function SectionTable({ columns, sx, children }: SectionTableProps) {
  const translate = useTranslate();
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table size="small" sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {translate(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
