import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../test/viewport';
import { DataTable } from './public-table';
import { ResponsiveTable, type Column } from './responsive-table';

interface Debt {
  id: number;
  description: string;
  amount: string;
  reason: string;
}

const debts: Debt[] = [
  { id: 1, description: 'Emlak vergisi 2024/1', amount: '₺1.250,00', reason: 'Vadesi kampanya tarihinden sonra' },
  { id: 2, description: 'Çevre temizlik vergisi', amount: '₺310,40', reason: 'Taksitlendirilmiş' },
];
const columns: Column<Debt>[] = [
  { id: 'description', header: 'Açıklama', isRowHeader: true, cell: (debt) => debt.description },
  { id: 'amount', header: 'Tutar', align: 'right', cell: (debt) => debt.amount },
  { id: 'reason', header: 'Neden', cell: (debt) => debt.reason },
];

describe('ResponsiveTable', () => {
  it('is a table with column headers where there is room', () => {
    setViewportWidth(1280);
    render(
      <ResponsiveTable title="Yapılandırılamayan borçlar" columns={columns} rows={debts} rowKey={(debt) => debt.id} />,
    );
    const table = screen.getByRole('table', { name: 'Yapılandırılamayan borçlar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Açıklama', 'Tutar', 'Neden']);
    expect(within(table).getByRole('rowheader', { name: 'Emlak vergisi 2024/1' })).toBeInTheDocument();
  });

  it('at 360 px shows each row as a card: the amount and the reason under their labels, no table to scroll', () => {
    setViewportWidth(360);
    render(
      <ResponsiveTable title="Yapılandırılamayan borçlar" columns={columns} rows={debts} rowKey={(debt) => debt.id} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Yapılandırılamayan borçlar' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Emlak vergisi 2024/1');
    const terms = within(cards[0]!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(cards[0]!)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Tutar', 'Neden']);
    expect(values).toEqual(['₺1.250,00', 'Vadesi kampanya tarihinden sonra']);
  });

  it('puts a row’s checkbox beside the card’s title', () => {
    setViewportWidth(360);
    const withSelect: Column<Debt>[] = [
      {
        id: 'select',
        header: 'Seç',
        isControl: true,
        cell: (debt) => <input type="checkbox" aria-label={`${debt.description} seç`} />,
      },
      ...columns,
    ];
    render(<ResponsiveTable title="Borçlar" columns={withSelect} rows={debts} rowKey={(debt) => debt.id} />);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('checkbox', { name: 'Emlak vergisi 2024/1 seç' })).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tutar', 'Neden']);
  });
});

describe('a card’s own wording', () => {
  it('uses cardCell where the table shows an icon, and leaves a blank one out', () => {
    setViewportWidth(360);
    const withPdf: Column<Debt>[] = [
      ...columns,
      { id: 'pdf', header: 'PDF', cell: () => '📄', cardCell: (debt) => (debt.id === 1 ? 'PDF var' : null) },
    ];
    render(<ResponsiveTable title="Kararlar" columns={withPdf} rows={debts} rowKey={(debt) => debt.id} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getAllByRole('definition').at(-1)).toHaveTextContent('PDF var');
    expect(
      within(second!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tutar', 'Neden']);
  });
});

describe('DataTable (the public tables)', () => {
  it('at 360 px is cards too, not a table that scrolls sideways inside its frame', () => {
    setViewportWidth(360);
    render(
      <DataTable
        title="Arsa birim değerleri"
        columns={columns}
        rows={debts}
        rowKey={(debt) => String(debt.id)}
        minWidth={760}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Arsa birim değerleri' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('Tutar₺310,40');
  });

  it('offers sorting as buttons above the cards', () => {
    setViewportWidth(360);
    const sortable = columns.map((column) => (column.id === 'amount' ? { ...column, sortable: true } : column));
    render(
      <DataTable
        title="Arsa birim değerleri"
        columns={sortable}
        rows={debts}
        rowKey={(debt) => String(debt.id)}
        sort={{ by: 'amount', direction: 'desc', onChange: () => undefined }}
      />,
    );
    expect(screen.getByRole('button', { name: /Tutar/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
