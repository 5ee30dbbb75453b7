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
import { visuallyHidden } from './visually-hidden';

// The app's one way to show rows whose columns do not fit a phone: a table where there is room, and
// below that a list of cards of label–value pairs, so amounts and reasons are read without scrolling
// sideways, neither the page nor a box inside it.

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The cell that names the row: a row header in the table, the card's title on a phone. */
  isRowHeader?: boolean;
  nowrap?: boolean;
  /** A control for the row (a checkbox): a narrow cell of its own; on a card, beside its title. */
  isControl?: boolean;
  /** A fixed width in the table, so that several tables of the same columns line up. */
  width?: string;
  /** What the card says instead, where the table's cell leans on its column (an icon, say). */
  cardCell?: (row: T) => ReactNode;
}

const cardValue = <T,>(column: Column<T>, row: T) => (column.cardCell ?? column.cell)(row);

/** A cell with nothing to say (null, false, ''): a card leaves its label out. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

interface RowCardsProps<T> {
  /** Names the list of cards for screen readers. */
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** A row to pick out: one that is chosen, or one that is late. */
  tint?: (row: T) => RowTint | undefined;
}

export type RowTint = 'selected' | 'late' | 'muted';
const tintColour: Record<RowTint, string> = {
  selected: 'action.selected',
  late: 'rgba(211, 47, 47, 0.08)',
  muted: 'action.hover',
};

/** Every row a card: its title (the row header) first, then each other column as label and value. */
export function RowCards<T>({ title, columns, rows, rowKey, tint }: RowCardsProps<T>) {
  const titleColumn =
    columns.find((column) => column.isRowHeader) ?? columns.find((column) => !column.isControl) ?? columns[0];
  const controls = columns.filter((column) => column.isControl);
  const pairs = columns.filter((column) => column !== titleColumn && !column.isControl);
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2, bgcolor: tintOf(tint, row) }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            {controls.map((column) => (
              <Box key={column.id} sx={{ ml: -1.5, my: -1 }}>
                {column.cell(row)}
              </Box>
            ))}
            <Typography component="p" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
              {titleColumn && cardValue(titleColumn, row)}
            </Typography>
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {pairs.map((column) => {
              const value = cardValue(column, row);
              if (isBlank(value)) return null;
              return (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {value}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

function tintOf<T>(tint: RowCardsProps<T>['tint'], row: T): string | undefined {
  const which = tint?.(row);
  return which ? tintColour[which] : undefined;
}

/** True where a table's columns no longer fit and its rows are shown as cards. */
export function useRowCards(below: CardsBelow = 'md'): boolean {
  return useMediaQuery(useTheme().breakpoints.down(below), { noSsr: true });
}

/** A table's head and body from its columns, shared by the plain and the framed (DataTable) tables. */
export function ColumnCells<T>({ columns, row }: { columns: Column<T>[]; row: T }) {
  return columns.map((column) => (
    <TableCell
      key={column.id}
      align={column.align}
      padding={column.isControl ? 'checkbox' : undefined}
      component={column.isRowHeader ? 'th' : 'td'}
      scope={column.isRowHeader ? 'row' : undefined}
      sx={{
        whiteSpace: column.nowrap || column.align === 'right' ? 'nowrap' : undefined,
        fontVariantNumeric: column.align === 'right' ? 'tabular-nums' : undefined,
        overflowWrap: column.isRowHeader ? 'anywhere' : undefined,
      }}
    >
      {column.cell(row)}
    </TableCell>
  ));
}

type CardsBelow = 'sm' | 'md' | 'lg';

interface ResponsiveTableProps<T> extends RowCardsProps<T> {
  /** Below this breakpoint the rows are cards: 'md' for tables of many or wide columns. */
  cardsBelow?: CardsBelow;
  /** False inside a frame of its own (a group's section): no outline of its own. */
  framed?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/** A table on wide screens; on a narrower one every row becomes a card (see RowCards). */
export function ResponsiveTable<T>({ cardsBelow = 'md', framed = true, empty, ...props }: ResponsiveTableProps<T>) {
  const asCards = useRowCards(cardsBelow);
  const { title, columns, rows, rowKey, tint } = props;
  const fixedWidths = columns.some((column) => column.width);
  if (rows.length === 0 && empty) return <Typography variant="body2">{empty}</Typography>;
  if (asCards) {
    const cards = <RowCards {...props} />;
    return framed ? cards : <Box sx={{ p: 1.5 }}>{cards}</Box>;
  }
  return (
    <Paper variant={framed ? 'outlined' : 'elevation'} elevation={0} square={!framed} sx={{ overflow: 'hidden' }}>
      <Table size="small" sx={fixedWidths ? { tableLayout: 'fixed' } : undefined}>
        <Box component="caption" sx={visuallyHidden}>
          {title}
        </Box>
        {fixedWidths && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.width ?? 'auto' }} />
            ))}
          </colgroup>
        )}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                padding={column.isControl ? 'checkbox' : undefined}
                sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              selected={tint?.(row) === 'selected'}
              sx={tint?.(row) === 'selected' ? undefined : { bgcolor: tintOf(tint, row) }}
            >
              <ColumnCells columns={columns} row={row} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
