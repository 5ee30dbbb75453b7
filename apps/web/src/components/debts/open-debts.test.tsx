import type { DebtList } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
import { useDebtSelection } from '../../lib/use-debt-selection';
import { OpenDebts } from './open-debts';

type Debt = DebtList['groups'][number]['debts'][number];

const base = {
  revenueCode: 'EMLAK',
  revenueName: 'Emlak Vergisi',
  installment: 2,
  subscriberNo: null,
  inPayment: false,
};

/** Accrued for Sunday 30.11.2025: the last day to pay is Monday 01.12.2025 (VUK art. 18). */
const moved: Debt = {
  ...base,
  accrualId: 1,
  year: 2025,
  dueDate: '2025-12-01',
  originalDueDate: '2025-11-30',
  description: '2025 Emlak Vergisi 2. taksit',
  principalKurus: 185_040,
  interestKurus: 80_104,
  totalKurus: 265_144,
  needsOffice: false,
  overdue: true,
};
/** Before the first known rate: the office works the interest out. */
const old: Debt = {
  ...base,
  accrualId: 2,
  year: 2009,
  installment: 1,
  dueDate: '2009-05-29',
  originalDueDate: '2009-05-29',
  description: '2009 Emlak Vergisi 1. taksit',
  principalKurus: 20_000,
  interestKurus: null,
  totalKurus: null,
  needsOffice: true,
  overdue: true,
};

const list: DebtList = {
  asOf: '2026-11-22',
  groups: [
    {
      revenueCode: 'EMLAK',
      revenueName: 'Emlak Vergisi',
      year: 2009,
      principalKurus: 0,
      interestKurus: 0,
      totalKurus: 0,
      debts: [old],
    },
    {
      revenueCode: 'EMLAK',
      revenueName: 'Emlak Vergisi',
      year: 2025,
      principalKurus: 185_040,
      interestKurus: 80_104,
      totalKurus: 265_144,
      debts: [moved],
    },
  ],
  principalKurus: 185_040,
  interestKurus: 80_104,
  totalKurus: 265_144,
};

function Screen({ onPay }: { onPay: () => void }) {
  const selection = useDebtSelection(list);
  return <OpenDebts list={list} selection={selection} onPay={onPay} paying={false} />;
}

describe('open debts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the moved due date with the accrued one, and a debt only the office can compute without amounts and not selectable', async () => {
    setViewportWidth(1400);
    renderWithProviders(<Screen onPay={() => undefined} />);

    const movedRow = screen.getByRole('row', { name: /2025 Emlak Vergisi 2\. taksit/ });
    expect(movedRow).toHaveTextContent('01.12.2025');
    expect(movedRow).toHaveTextContent('Vade 30.11.2025 hafta sonu ya da resmî tatile denk geldiği için ertelendi.');

    const oldRow = screen.getByRole('row', { name: /2009 Emlak Vergisi 1\. taksit/ });
    expect(oldRow).toHaveTextContent(
      'Bu borcun gecikme zammı internetten hesaplanamıyor; ödemek için belediyemize başvurunuz.',
    );
    expect(oldRow).toHaveTextContent('Belediyede hesaplanır');
    expect(oldRow).toHaveTextContent('Belediyeye başvurunuz');
    expect(within(oldRow).getByRole('checkbox')).toBeDisabled();
    expect(
      screen.getByText('Toplama, gecikme zammı belediyemizde hesaplanacak 1 borç dahil değildir.'),
    ).toBeInTheDocument();

    // "Select all" takes only what can be paid online.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tüm borçları seç' }));
    const summary = screen.getByRole('region', { name: 'Seçilen borçlar' });
    expect(summary).toHaveTextContent('1 borç seçildi');
    expect(summary).toHaveTextContent('2.651,44');
    expect(screen.getByRole('checkbox', { name: 'Tümünü seç: Emlak Vergisi · 2009' })).toBeDisabled();
  });

  it('on a phone the card says the same', () => {
    setViewportWidth(390);
    renderWithProviders(<Screen onPay={() => undefined} />);
    const card = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('2025 Emlak Vergisi 2. taksit'))!;
    expect(within(card).getAllByRole('term')[0]).toHaveTextContent('Son ödeme tarihi');
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent('01.12.2025');
    expect(
      screen.getByText('Vade 30.11.2025 hafta sonu ya da resmî tatile denk geldiği için ertelendi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seç: 2009 Emlak Vergisi 1. taksit' })).toBeDisabled();
    expect(screen.getAllByText('Belediyede hesaplanır')).toHaveLength(2);
  });
});
