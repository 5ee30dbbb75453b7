import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ContractCancellationScreen from './contract-cancellation-screen';

const subscriptions = {
  subscriptions: [
    {
      subscriberNo: '100234',
      type: 'G',
      typeName: 'Gerçek kişi',
      service: 'SU',
      address: 'Cumhuriyet Mah. Çınar Sok. No: 12',
      status: 'active',
      startedAt: '2015-06-01',
    },
    {
      subscriberNo: '100235',
      type: 'G',
      typeName: 'Gerçek kişi',
      service: 'SU',
      address: 'Atatürk Mah. Gül Cad. No: 47',
      status: 'active',
      startedAt: '2019-04-10',
    },
    {
      subscriberNo: '100236',
      type: 'G',
      typeName: 'Gerçek kişi',
      service: 'SU',
      address: 'Eski Mah. No: 1',
      status: 'cancelled',
      startedAt: '2010-01-01',
    },
  ],
};

const preview = (
  subscriberNo: string,
  openDebts: {
    accrualId: number;
    description: string;
    dueDate: string;
    principalKurus: number;
    interestKurus: number;
    totalKurus: number;
    inPayment: boolean;
  }[],
) => ({
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
  '/api/GetBankBranchList': {
    body: { bank: { code: '00010', name: 'T.C. Ziraat Bankası A.Ş.', source: 'TCMB' }, branches: [] },
  },
  '/api/GetContractCancellationPreview': (body: Record<string, unknown>) => ({
    body:
      body.subscriberNo === '100234'
        ? preview('100234', [
            {
              accrualId: 5,
              description: 'Ekim 2026 su faturası (100234)',
              dueDate: '2026-11-16',
              principalKurus: 28_975,
              interestKurus: 0,
              totalKurus: 28_975,
              inPayment: false,
            },
          ])
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

  // Subscription 100234 in the demo: the 450,00 TL deposit covered 312,50 and 137,50 of 289,75; the
  // final bill is paid, 152,25 TL is left and the contract cannot end until it is paid.
  const stalled = {
    applicationNo: 'SI2026000002',
    subscriberNo: '100234',
    address: 'Cumhuriyet Mah. Çınar Sok. No: 12',
    holderName: 'Ayşe Yılmaz',
    state: 'FINAL_BILLED',
    stateName: 'Son fatura kesildi',
    createdAt: '2026-11-23T09:00:00.000Z',
    moveOutDate: '2026-11-23',
    memberReading: null,
    hasMeterPhoto: false,
    depositKurus: 45_000,
    depositMethod: 'offset',
    ibanMasked: null,
    ibanForDesk: null,
    bankName: null,
    branchName: null,
    accountHolder: null,
    openDebtsAtApplicationKurus: 60_225,
    readingScheduledFor: '2026-11-24',
    finalReading: 1_300,
    finalReadingOn: '2026-11-24',
    finalBill: {
      accrualId: 9,
      description: 'Son su faturası (100234)',
      dueDate: '2026-12-14',
      amountKurus: 68_000,
      paidKurus: 68_000,
      paid: true,
      inPayment: false,
    },
    offsetKurus: 45_000,
    refundDueKurus: 0,
    refund: null,
    rejectionReason: null,
    events: [{ at: '2026-11-24T10:00:00.000Z', state: 'FINAL_BILLED', text: 'Son fatura kesildi: ₺680,00.' }],
    owedNow: {
      debts: [
        {
          accrualId: 5,
          description: 'Ekim 2026 su faturası (100234)',
          dueDate: '2026-11-16',
          principalKurus: 15_225,
          interestKurus: 0,
          totalKurus: 15_225,
          inPayment: false,
        },
      ],
      totalKurus: 15_225,
    },
    refundBlockedBy: 'Bu başvuruda iade edilecek güvence bedeli yok.',
    closeBlockedBy:
      'Aboneliğin bugün ₺152,25 tutarında ödenmemiş borcu var; bu borç ödenmeden sözleşme sonlandırılamaz.',
    pdfUrl: '/api/contract-cancellations/SI2026000002.pdf',
    desk: null,
  };

  it('shows what the deposit left owed with today’s figures and pays it there, by card, as the debt list does', async () => {
    const fetchMock = mockFetch({
      ...replies,
      '/api/GetContractCancellationDetail': { body: stalled },
      '/api/GetActiveMerchantBankInfo': {
        body: {
          merchantCode: 'ZIRAAT',
          bankName: 'Ziraat',
          windowPath: '/ziraat-banka',
          storeType: '3d_pay_hosting',
          cardEntry: 'bank_page',
        },
      },
    });
    renderWithProviders(<ContractCancellationScreen />, {
      path: '/ContractCancellation?basvuru=SI2026000002',
      member: testMember,
    });
    expect(
      await screen.findByText('Sözleşmenin sonlandırılması için ödenmesi gereken kalan borç: ₺152,25'),
    ).toBeInTheDocument();
    const owed = screen.getByRole('list', { name: 'Kalan borçlar' });
    expect(
      within(owed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ekim 2026 su faturası (100234) — son ödeme 16.11.2026, ₺152,25']);
    // Two sentences, not one run together ("… 14.12.2026 Son fatura ödendi.").
    expect(
      screen.getByText(
        /Son fatura: Son su faturası \(100234\) — ₺680,00, son ödeme 14\.12\.2026\. Son fatura ödendi\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Son faturayı kartla öde/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kalan borçları kartla öde (₺152,25)' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('GetActiveMerchantBankInfo'))).toBe(true),
    );
  });
});
