import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ContractCancellationScreen from './contract-cancellation-screen';

const subscriptions = {
  subscriptions: [
    { subscriberNo: '100234', type: 'G', typeName: 'Gerçek kişi', service: 'SU', address: 'Cumhuriyet Mah. Çınar Sok. No: 12', status: 'active', startedAt: '2015-06-01' },
    { subscriberNo: '100235', type: 'G', typeName: 'Gerçek kişi', service: 'SU', address: 'Atatürk Mah. Gül Cad. No: 47', status: 'active', startedAt: '2019-04-10' },
    { subscriberNo: '100236', type: 'G', typeName: 'Gerçek kişi', service: 'SU', address: 'Eski Mah. No: 1', status: 'cancelled', startedAt: '2010-01-01' },
  ],
};

const preview = (subscriberNo: string, openDebts: { accrualId: number; description: string; dueDate: string; principalKurus: number; interestKurus: number; totalKurus: number; inPayment: boolean }[]) => ({
  subscriberNo,
  typeName: 'Gerçek kişi',
  service: 'SU',
  address: 'Atatürk Mah. Gül Cad. No: 47',
  depositKurus: 60_000,
  lastReading: 412,
  lastReadingOn: '2026-10-28',
  openDebts,
  openDebtsKurus: openDebts.reduce((sum, debt) => sum + debt.totalKurus, 0),
  moveOutEarliest: '2026-10-24',
  moveOutLatest: '2027-02-21',
  holderName: 'Ayşe Yılmaz',
  openApplicationNo: null,
  terms: '1. Başvurunuz üzerine…',
});

const replies = {
  '/api/GetSubscriptionList': { body: subscriptions },
  '/api/GetContractCancellationList': { body: { applications: [] } },
  '/api/GetBankList': { body: { banks: [{ code: '00010', name: 'T.C. Ziraat Bankası A.Ş.', source: 'TCMB' }] } },
  '/api/GetBankBranchList': { body: { bank: { code: '00010', name: 'T.C. Ziraat Bankası A.Ş.', source: 'TCMB' }, branches: [] } },
  '/api/GetContractCancellationPreview': (body: Record<string, unknown>) => ({
    body:
      body.subscriberNo === '100234'
        ? preview('100234', [{ accrualId: 5, description: 'Ekim 2026 su faturası (100234)', dueDate: '2026-11-16', principalKurus: 28_975, interestKurus: 0, totalKurus: 28_975, inPayment: false }])
        : preview('100235', []),
  }),
};

describe('contract cancellation (/ContractCancellation)', () => {
  it('asks a visitor to sign in, and calls nothing', async () => {
    const fetchMock = mockFetch(replies);
    renderWithProviders(<ContractCancellationScreen />, { path: '/ContractCancellation' });
    expect(await screen.findByText(/Başvuru yapmak ve başvurularınızı görmek için giriş yapınız/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('GetSubscriptionList'))).toBe(false);
  });

  it('lists the member’s subscriptions (a cancelled one not selectable), shows open debts and keeps the IBAN refund for a subscription that owes nothing', async () => {
    mockFetch(replies);
    renderWithProviders(<ContractCancellationScreen />, { path: '/ContractCancellation', member: testMember });
    const choices = await screen.findByRole('radiogroup', { name: 'İptal edilecek aboneliği seçiniz' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    expect(within(choices).getByRole('radio', { name: /^100236 .* İptal edilmiş$/ })).toBeDisabled();

    await userEvent.click(within(choices).getByRole('radio', { name: /^100234/ }));
    expect(await screen.findByText('Toplam açık borç: ₺289,75')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /IBAN ile iade edilsin/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /mahsup edilsin/ })).toBeChecked();

    await userEvent.click(within(choices).getByRole('radio', { name: /^100235/ }));
    expect(await screen.findByText('Aboneliğin ödenmemiş borcu yok.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /IBAN ile iade edilsin/ })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'TR68 0001 0000 0012 3456 7890 12');
    expect(await screen.findByText('Banka: T.C. Ziraat Bankası A.Ş.')).toBeInTheDocument();
    expect(screen.getByText('Hesap abone adına (Ayşe Yılmaz) olmalıdır.')).toBeInTheDocument();
    // The code is asked for only after the terms are accepted.
    expect(screen.getByRole('button', { name: 'Onay kodu gönder' })).toBeDisabled();
  });
});
