import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

interface ChartCardProps<T> {
  title: string;
  /** The chart's point in one sentence, shown above it. */
  summary: ReactNode;
  /** The picture: hidden from screen readers, who read the table instead. */
  chart: ReactNode;
  /** The first column names the row (a row header). */
  columns: FigureColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  height?: number;
}

/**
 * One chart of the desk home with its text alternative (decision 085): a sentence that says what the
 * chart shows, and a table of every value — hidden from the eye (not from screen readers) until
 * "Tablo olarak göster" is pressed.
 */
export function ChartCard<T>({ title, summary, chart, columns, rows, rowKey, height = 220 }: ChartCardProps<T>) {
  const { t } = useTranslation('desk');
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {summary}
      </Typography>
      <Box aria-hidden="true" sx={{ height, minWidth: 0, width: '100%' }}>
        {chart}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('home.dashboard.hideTable') : t('home.dashboard.showTable')}
        </Button>
      </Box>
      <Box id={tableId} sx={tableShown ? { overflowX: 'auto' } : visuallyHidden}>
        <Table size="small">
          <caption style={visuallyHidden}>{title}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.header}
                    align={column.align}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** A figure with no chart: a number and what it means (the backlogs). */
export function StatCard({ title, value, lines }: { title: string; value: string; lines: string[] }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="h4" sx={{ my: 1 }}>
        {value}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
    </Paper>
  );
}
