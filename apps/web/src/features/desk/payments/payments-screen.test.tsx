import type { DeskPayment, DeskPaymentRow } from '@ebelediye/contract/desk-payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import PaymentScreen from './payment-screen';
import PaymentsScreen from './payments-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const operator = { id: 7, userName: 'demo.gelir', fullName: 'Ayşe Yıldız', role: 'revenue_operator', unit: null };

const row: DeskPaymentRow = {
  orderNo: 'EB20261127844B7E6831FAC32A',
  receiptNo: '2026-0000002',
  createdAt: '2026-11-27T13:58:00.000Z',
  collectedAt: '2026-11-27T13:58:30.000Z',
  state: 'PAID',
  stateName: 'Ödendi',
  bankCode: '0010',
  bankName: 'Ziraat Bankası',
  amountKurus: 16_001,
  payerName: 'Sevgi Ünlü',
  payerIdentityMasked: '850******50',
};

describe('the desk’s Ödemeler page', () => {
  it('searches by the numbers typed, in kuruş, and offers the same filter as CSV and XLSX', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(operator),
      '/api/SearchDeskPayments': (body) => {
        sent.push(body);
        return { body: { payments: [row], total: 1, pageSize: 25 } };
      },
    });
    renderWithProviders(
      <SignedIn>
        <PaymentsScreen />
      </SignedIn>,
      { path: '/yonetim/odemeler' },
    );
    const form = await screen.findByRole('form', { name: 'Ödeme arama' });
    await userEvent.type(within(form).getByLabelText('T.C. Kimlik No / Vergi No'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Ara' }));
    expect(await screen.findByText('T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.')).toBeTruthy();

    await userEvent.clear(within(form).getByLabelText('T.C. Kimlik No / Vergi No'));
    await userEvent.type(within(form).getByLabelText('T.C. Kimlik No / Vergi No'), '85033829750');
    await userEvent.type(within(form).getByLabelText('En az tutar (TL)'), '100,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Ara' }));
    await screen.findByRole('link', { name: 'EB20261127844B7E6831FAC32A' });
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({ identityNo: '85033829750', minAmountKurus: 10_050, page: 0 }),
    );
    expect(screen.getByRole('link', { name: 'CSV indir' }).getAttribute('href')).toBe(
      '/api/desk-payments.csv?identityNo=85033829750&minAmountKurus=10050',
    );
    expect(screen.getByRole('link', { name: 'Excel (XLSX) indir' }).getAttribute('href')).toBe(
      '/api/desk-payments.xlsx?identityNo=85033829750&minAmountKurus=10050',
    );
    expect(screen.getAllByText('Ödendi').length).toBeGreaterThan(0);
  });

  it("shows an order's lines, state changes with the bank's fields, and its receipt", async () => {
    const order: DeskPayment = {
      orderNo: row.orderNo,
      state: 'PAID',
      stateName: 'Ödendi',
      channel: 'member',
      channelName: 'Üye girişiyle',
      bankCode: '0010',
      bankName: 'Ziraat Bankası',
      storeType: '3d_pay_hosting',
      amountKurus: 16_001,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
      maskedPan: '435508******4358',
      authCode: '906652',
      hostRefNum: '795787906652',
      transId: '8601482d23d9',
      errorMessage: null,
      payer: { name: 'Sevgi Ünlü', identityMasked: '850******50', registryNo: null },
      receipt: {
        receiptNo: '2026-0000002',
        collectedAt: row.createdAt,
        totalKurus: 16_001,
        url: `/api/desk-receipts/${row.orderNo}.pdf`,
      },
      lines: [
        {
          accrualId: 1,
          accrualNo: null,
          description: '2026 Kültür Varlıkları Katkı Payı 1. taksit',
          revenueCode: 'KVKP',
          year: 2026,
          installment: 1,
          principalKurus: 13_147,
          interestKurus: 2_854,
        },
      ],
      events: [
        {
          id: 1,
          at: row.createdAt,
          fromState: 'AUTHORISING',
          toState: 'PAID',
          toStateName: 'Ödendi',
          source: 'callback',
          fields: [{ name: 'HASH', value: '•••• (gizli)' }],
        },
      ],
    };
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(operator),
      '/api/GetDeskPayment': { body: order },
    });
    renderRoutes(
      [
        {
          path: '/yonetim/odemeler/:orderNo',
          element: (
            <SignedIn>
              <PaymentScreen />
            </SignedIn>
          ),
        },
      ],
      `/yonetim/odemeler/${row.orderNo}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: `Ödeme ${row.orderNo}` })).toBeTruthy();
    expect(screen.getAllByText('2026 Kültür Varlıkları Katkı Payı 1. taksit').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Bankada onaylanıyor → Ödendi').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/•••• \(gizli\)/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Makbuzu aç (PDF)' }).getAttribute('href')).toBe(
      `/api/desk-receipts/${row.orderNo}.pdf`,
    );
  });
});
