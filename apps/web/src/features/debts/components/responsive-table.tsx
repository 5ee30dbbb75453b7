import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The cell that names the row: a row header in the table, the card's title on a phone. */
  isRowHeader?: boolean;
}

interface ResponsiveTableProps<T> {
  /** Names the table (its caption) and the list of cards. */
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}

/**
 * A table on wide screens; on a phone every row becomes a card of label–value pairs, so the page
 * never scrolls sideways.
 */
export function ResponsiveTable<T>({ title, columns, rows, rowKey }: ResponsiveTableProps<T>) {
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0];

  if (!isWide) {
    return (
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
            <Typography component="p" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
              {titleColumn.cell(row)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {columns
                .filter((column) => column !== titleColumn)
                .map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {title}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  component={column.isRowHeader ? 'th' : 'td'}
                  scope={column.isRowHeader ? 'row' : undefined}
                  sx={column.align === 'right' ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
