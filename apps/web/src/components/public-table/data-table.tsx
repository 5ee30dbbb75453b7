import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';
import { revealStartOnFocus } from '../focus-clearance';
import { ColumnCells, RowCards, useRowCards, type Column as BaseColumn } from '../responsive-table';

export interface Column<T> extends BaseColumn<T> {
  /** Server-side sorting by this column. */
  sortable?: boolean;
}

export interface Sort {
  by: string;
  direction: 'asc' | 'desc';
  onChange: (by: string) => void;
}

interface DataTableProps<T> {
  /** Names the table for screen readers and the scroll region. */
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort?: Sort;
  /** Below the table inside its frame: pagination. */
  footer?: ReactNode;
  /** Under this width (from a phone's upwards, where rows are cards) the table scrolls inside its frame instead of squeezing its cells. */
  minWidth?: number;
  /** An extra header row above the column headers (e.g. "Bina yaşı" over the age bands). */
  headerGroup?: ReactNode;
  /** The rows shown are being replaced (another page, sort or filter is loading). */
  busy?: boolean;
}

/**
 * A table in a frame of its own. On a phone its rows are cards (RowCards), so nothing is read by
 * scrolling sideways; between a phone and `minWidth` it scrolls sideways inside the frame (which can
 * be focused and scrolled with the arrow keys) and the page itself never scrolls sideways.
 */
export function DataTable<T>({
  title,
  columns,
  rows,
  rowKey,
  sort,
  footer,
  minWidth = 560,
  headerGroup,
  busy = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const asCards = useRowCards('sm');
  if (asCards) {
    return (
      <Box aria-busy={busy}>
        <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
        {sort && <SortButtons columns={columns} sort={sort} />}
        <RowCards title={title} columns={columns} rows={rows} rowKey={rowKey} />
        {footer && (
          <Paper variant="outlined" sx={{ mt: 1.5 }}>
            {footer}
          </Paper>
        )}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', '@media print': { border: 0 } }}>
      {/* Keeps its height while idle, so the table does not jump when loading starts. */}
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Box
        role="region"
        aria-busy={busy}
        aria-label={t('publicTables.tableRegion', { title })}
        tabIndex={0}
        onFocus={revealStartOnFocus}
        // Positioned, so visually hidden texts in far cells stay inside the scrolling frame.
        sx={{
          position: 'relative',
          overflowX: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          '@media print': { overflow: 'visible' },
        }}
      >
        <Table size="small" sx={{ minWidth, '@media print': { minWidth: 0 } }}>
          <Box component="caption" sx={visuallyHidden}>
            {title}
          </Box>
          <TableHead>
            {headerGroup}
            <TableRow>
              {columns.map((column) => {
                const active = sort?.by === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? sort.direction : false}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'action.hover' }}
                  >
                    {column.sortable && sort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => sort.onChange(column.id)}
                      >
                        {column.header}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {t(
                              sort.direction === 'desc'
                                ? 'publicTables.sortedDescending'
                                : 'publicTables.sortedAscending',
                            )}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                <ColumnCells columns={columns} row={row} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {footer}
    </Paper>
  );
}

/** The cards have no header to click: the sortable columns become a row of buttons above them. */
function SortButtons<T>({ columns, sort }: { columns: Column<T>[]; sort: Sort }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('publicTables.sortBy')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      {columns
        .filter((column) => column.sortable)
        .map((column) => {
          const active = sort.by === column.id;
          return (
            <Button
              key={column.id}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => sort.onChange(column.id)}
            >
              {column.header}
              {active && (sort.direction === 'desc' ? ' ↓' : ' ↑')}
              {active && (
                <Box component="span" sx={visuallyHidden}>
                  {t(sort.direction === 'desc' ? 'publicTables.sortedDescending' : 'publicTables.sortedAscending')}
                </Box>
              )}
            </Button>
          );
        })}
    </Box>
  );
}
