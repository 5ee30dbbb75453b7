import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeskTable } from './desk-table';

describe('DeskTable', () => {
  it('names the table, heads its columns and reads out the action column it does not show', () => {
    render(
      <DeskTable label="Şikâyet kategorileri" columns={['Kod', 'Ad']} actionColumn="Düzenle">
        <TableRow>
          <TableCell>YOL</TableCell>
          <TableCell>Yol ve kaldırım</TableCell>
          <TableCell />
        </TableRow>
      </DeskTable>,
    );
    const table = screen.getByRole('table', { name: 'Şikâyet kategorileri' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Kod', 'Ad', 'Düzenle']);
    expect(within(table).getByText('Düzenle').style.position).toBe('absolute');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'Yol ve kaldırım' })).toBeTruthy();
  });
});
