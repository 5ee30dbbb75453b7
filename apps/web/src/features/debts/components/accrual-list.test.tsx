import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { AccrualList } from './accrual-list';

const accrual = (accrualId: number, description: string, status: string, paidKurus = 0) => ({
  accrualId,
  revenueCode: 'CEZA',
  revenueName: 'İdari Para Cezası',
  year: 2019,
  installment: accrualId,
  dueDate: '2019-05-31',
  originalDueDate: '2019-05-31',
  description,
  principalKurus: 40_000,
  paidKurus,
  status,
});

describe('Tüm tahakkuklar', () => {
  it('says a debt in a restructuring plan is restructured and a broken plan’s installment cancelled, not "Açık"', async () => {
    setViewportWidth(1280);
    mockFetch({
      '/api/GetAccrumentListForEMunicipality': {
        body: {
          accruals: [
            accrual(1, 'Yapılandırılan ceza', 'restructured'),
            accrual(2, 'Bozulan planın taksiti', 'cancelled'),
            accrual(3, 'Açık ceza', 'open'),
          ],
        },
      },
    });
    renderWithProviders(<AccrualList thisYear={2026} />, { member: testMember });
    expect(
      within(await screen.findByRole('row', { name: /Yapılandırılan ceza/ })).getByText(
        'Yapılandırıldı (taksitlerle ödenir)',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Bozulan planın taksiti/ })).getByText(
        'İptal edildi (yapılandırma bozuldu)',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Açık ceza/ })).getByText('Açık')).toBeInTheDocument();
  });
});
