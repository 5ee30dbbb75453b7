import type { Cancellation } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { testCancellation, staffSessionReply } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import ContractCancellationQueueScreen from './queue-screen';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

/** As the desk layout: the page renders once the staff member is known. */
function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const operator = { id: 7, userName: 'demo.abone2', fullName: 'Selin Koç', role: 'subscriptions_operator', unit: null };

const base = testCancellation({
  state: 'FINAL_BILLED',
  stateName: 'Son fatura kesildi',
  memberReading: 431,
  readingScheduledFor: '2026-11-27',
  finalReading: 431,
  finalReadingOn: '2026-11-27',
  finalBill: {
    accrualId: 9,
    description: 'Son su faturası (100235)',
    dueDate: '2026-12-15',
    amountKurus: 80_750,
    paidKurus: 0,
    paid: false,
    inPayment: false,
  },
  refundDueKurus: 60_000,
  owedNow: {
    debts: [
      {
        accrualId: 9,
        description: 'Son su faturası (100235)',
        dueDate: '2026-12-15',
        principalKurus: 80_750,
        interestKurus: 0,
        totalKurus: 80_750,
        inPayment: false,
      },
    ],
    totalKurus: 80_750,
  },
  refundBlockedBy: 'Güvence bedeli son fatura ödendikten sonra iade edilir; son fatura henüz ödenmedi.',
  closeBlockedBy: 'Son fatura ödenmeden başvuru kapatılamaz.',
  desk: {
    billRange: null,
    pendingBill: null,
    finalBillIssuedBy: { id: 3, fullName: 'Ali Demir' },
    finalBillApprovedBy: null,
  },
});

// 100234 after the offset: the final bill paid, 152,25 TL of an older bill left (application day: 602,25).
const stalled: Cancellation = {
  ...base,
  applicationNo: 'SI2026000002',
  subscriberNo: '100234',
  depositKurus: 45_000,
  depositMethod: 'offset',
  ibanMasked: null,
  bankName: null,
  accountHolder: null,
  openDebtsAtApplicationKurus: 60_225,
  finalBill: { ...base.finalBill!, amountKurus: 68_000, paidKurus: 68_000, paid: true },
  offsetKurus: 45_000,
  refundDueKurus: 0,
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
  closeBlockedBy: 'Aboneliğin bugün ₺152,25 tutarında ödenmemiş borcu var; bu borç ödenmeden sözleşme sonlandırılamaz.',
};

const ready: Cancellation = {
  ...stalled,
  applicationNo: 'SI2026000003',
  subscriberNo: '100990',
  owedNow: { debts: [], totalKurus: 0 },
  closeBlockedBy: null,
};

function renderQueue(applications: Cancellation[]) {
  mockFetch({
    '/api/GetStaffSession': staffSessionReply(operator),
    '/api/GetContractCancellationQueue': { body: { applications } },
  });
  renderWithProviders(
    <SignedIn>
      <ContractCancellationQueueScreen />
    </SignedIn>,
    { path: '/yonetim/sozlesme-iptalleri' },
  );
}

const card = (name: RegExp) => screen.findByRole('region', { name });

describe('the desk’s contract cancellations', () => {
  it('offers neither the refund nor the close before the final bill is paid, and says why (decision 040)', async () => {
    renderQueue([base]);
    const application = await card(/^SI2026000001 · 100235/);
    expect(
      within(application).getByText(
        'Güvence bedeli son fatura ödendikten sonra iade edilir; son fatura henüz ödenmedi.',
      ),
    ).toBeInTheDocument();
    expect(within(application).queryByRole('textbox', { name: 'Dekont numarası' })).not.toBeInTheDocument();
    expect(within(application).queryByRole('button', { name: 'Sözleşmeyi sonlandır' })).not.toBeInTheDocument();
  });

  it('offers the refund once the bill is paid, to someone other than its issuer', async () => {
    renderQueue([
      {
        ...base,
        finalBill: { ...base.finalBill!, paidKurus: 80_750, paid: true },
        owedNow: { debts: [], totalKurus: 0 },
        refundBlockedBy: null,
        closeBlockedBy: 'Güvence bedeli iadesi kaydedilmeden başvuru kapatılamaz.',
      },
    ]);
    const application = await card(/^SI2026000001 · 100235/);
    expect(within(application).getByRole('textbox', { name: 'Dekont numarası' })).toBeInTheDocument();
    expect(within(application).queryByRole('button', { name: 'Sözleşmeyi sonlandır' })).not.toBeInTheDocument();
  });

  it('shows today’s debt, not the application day’s, and offers the close only when it can succeed', async () => {
    renderQueue([stalled, ready]);
    const waiting = await card(/^SI2026000002 · 100234/);
    expect(within(waiting).getByText('₺152,25 (1 kalem, gecikme zammı bugüne kadar)')).toBeInTheDocument();
    expect(within(waiting).queryByText('₺602,25')).not.toBeInTheDocument();
    expect(within(waiting).getByTestId('close-waits-for')).toHaveTextContent(
      'Aboneliğin bugün ₺152,25 tutarında ödenmemiş borcu var; bu borç ödenmeden sözleşme sonlandırılamaz.',
    );
    expect(within(waiting).queryByRole('button', { name: 'Sözleşmeyi sonlandır' })).not.toBeInTheDocument();
    const closable = await card(/^SI2026000003 · 100990/);
    expect(within(closable).getByText('Aboneliğin ödenmemiş borcu yok.')).toBeInTheDocument();
    expect(within(closable).getByRole('button', { name: 'Sözleşmeyi sonlandır' })).toBeEnabled();
  });
});
