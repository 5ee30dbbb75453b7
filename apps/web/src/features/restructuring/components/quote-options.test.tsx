import type { RestructuringQuoteView } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QuoteOptions } from './quote-options';

const quote: RestructuringQuoteView = {
  campaignId: 1,
  asOf: '2026-11-22',
  debts: [
    {
      accrualId: 7,
      description: '2024 Emlak Vergisi',
      principalKurus: 100_000,
      lateInterestKurus: 30_000,
      indexKurus: 12_000,
    },
  ],
  principalKurus: 100_000,
  lateInterestKurus: 30_000,
  currentTotalKurus: 130_000,
  indexKurus: 12_000,
  restructuredKurus: 112_000,
  forgivenKurus: 18_000,
  options: [
    {
      installments: 1,
      coefficient: '1',
      discountKurus: 6_000,
      totalKurus: 106_000,
      schedule: [{ no: 1, dueDate: '2026-12-31', amountKurus: 106_000 }],
    },
    {
      installments: 3,
      coefficient: '1.045',
      discountKurus: 0,
      totalKurus: 117_040,
      schedule: [
        { no: 1, dueDate: '2026-12-31', amountKurus: 39_014 },
        { no: 2, dueDate: '2027-02-28', amountKurus: 39_013 },
        { no: 3, dueDate: '2027-04-30', amountKurus: 39_013 },
      ],
    },
  ],
};

describe('QuoteOptions', () => {
  it('gives the up-front option its one date, and an installment plan its first and last', async () => {
    renderWithProviders(<QuoteOptions quote={quote} upFrontPercent={50} chosen={null} onChoose={() => undefined} />);
    const upFront = await screen.findByRole('radio', { name: /^Peşin/ });
    expect(upFront.closest('label')).toHaveTextContent('Son ödeme 31.12.2026');
    expect(upFront.closest('label')).not.toHaveTextContent('31.12.2026 – 31.12.2026');
    expect(screen.getByRole('radio', { name: /^3 taksit/ }).closest('label')).toHaveTextContent(
      '31.12.2026 – 30.04.2027',
    );
  });
});
