import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import LeaveInformationScreen from './leave-information-screen';

// The sentences are the API's (packages/finance leaveEntitlement, travelLeaveRule, carryOverLimit): the
// page shows them as they come, quoting the articles, not a paraphrase of them.
const civilServant = {
  employee: { name: 'Zeynep Kaya', employeeNo: 'P-2001', unit: 'Fen İşleri', title: 'Memur' },
  years: [2026],
  year: 2026,
  account: { entitledDays: 20, carriedDays: 20, usedDays: 12, remainingDays: 28 },
  rule: '657 sayılı Kanun md. 102: "hizmeti bir yıldan on yıla kadar (on yıl dahil) olanlar için yirmi gün"',
  travelRule:
    '657 sayılı Kanun md. 102: "Zorunlu hallerde bu sürelere gidiş ve dönüş için en çok ikişer gün eklenebilir."',
  carryOverRule:
    '657 sayılı Kanun md. 103: "Birbirini izliyen iki yılın izni bir arada verilebilir. Cari yıl ile bir önceki yıl hariç, önceki yıllara ait kullanılmayan izin hakları düşer."',
  records: [
    { recordNo: 'IZ-2026-01', kind: 'yillik', startDate: '2026-07-06', endDate: '2026-07-17', days: 10 },
    { recordNo: 'IZ-2026-02', kind: 'yol', startDate: '2026-07-03', endDate: '2026-07-03', days: 2 },
  ],
};

describe('leave information (/izin-bilgileri)', () => {
  it('shows the entitlement’s article in its own words, what carries over and the travel days, and a travel leave by its name', async () => {
    mockFetch({ '/api/GetEmployeeLeaveInformation': { body: civilServant } });
    renderWithProviders(<LeaveInformationScreen />, {
      path: '/izin-bilgileri',
      member: { ...testMember, isEmployee: true },
    });
    const account = await screen.findByRole('region', { name: '2026 yıllık izin hesabı' });
    expect(within(account).getByText(`Dayanak: ${civilServant.rule}`)).toBeInTheDocument();
    expect(within(account).getByText(`Devreden izin: ${civilServant.carryOverRule}`)).toBeInTheDocument();
    expect(within(account).getByText(`Yol izni: ${civilServant.travelRule}`)).toBeInTheDocument();
    const records = screen.getByRole('region', { name: '2026 izin kayıtları' });
    expect(within(records).getByRole('rowheader', { name: 'Yol izni' })).toBeInTheDocument();
  });
});
