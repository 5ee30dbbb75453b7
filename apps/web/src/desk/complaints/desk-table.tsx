import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface DeskTableProps {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  /** The last column holds a button a row: its heading is read out but not shown. */
  actionColumn: string;
  /** The rows (TableRow elements). */
  children: ReactNode;
}

/** A small administration list of the desk: headed columns and an action column. */
export function DeskTable({ label, columns, actionColumn, children }: DeskTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{actionColumn}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
