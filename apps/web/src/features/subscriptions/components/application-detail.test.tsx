import type { Cancellation } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { subscriptions } from '../../../locales/tr/subscriptions';
import { renderWithProviders } from '../../../test/render';
import { ApplicationDetail } from './application-detail';

// Only what the summary reads; the cast keeps the test to the point as the application grows fields.
const application = {
  applicationNo: 'SI2026000042',
  subscriberNo: '100235',
  address: 'Atatürk Mah. Gül Cad. No: 47 İç Kapı: 2, Yeşilvadi',
  holderName: 'Ayşe Yılmaz',
  state: 'REQUESTED',
  stateName: 'Başvuru alındı',
  createdAt: '2026-11-20T09:00:00Z',
  moveOutDate: '2026-11-27',
  memberReading: null,
  hasMeterPhoto: false,
  depositKurus: 60_000,
  depositMethod: 'iban',
  ibanMasked: 'TR68 **** **** **** **** **90 12',
  ibanForDesk: null,
  bankName: 'T.C. Ziraat Bankası A.Ş.',
  branchName: null,
  accountHolder: 'Ayşe Yılmaz',
  openDebtsAtApplicationKurus: 0,
  readingScheduledFor: null,
  finalReading: null,
  finalReadingOn: null,
  finalBill: null,
  offsetKurus: 0,
  refundDueKurus: null,
  refund: null,
  rejectionReason: null,
  events: [],
  pdfUrl: '/api/cancellations/SI2026000042.pdf',
  desk: null,
} as unknown as Cancellation;

// The screen adds its sentences when its chunk loads; the test adds them the same way.
if (!i18n.hasResourceBundle('tr', 'subscriptions')) i18n.addResourceBundle('tr', 'subscriptions', subscriptions);

describe('ApplicationDetail', () => {
  it('names the refund method in the summary, not in the citizen’s first-person radio wording', async () => {
    renderWithProviders(<ApplicationDetail application={application} onPayBill={() => undefined} onPayOwed={() => undefined} paying={false} onWithdraw={() => undefined} withdrawing={false} />);
    const method = (await screen.findByText('İade şekli')).nextElementSibling;
    expect(method).toHaveTextContent('Abonenin kendi adına açılmış hesaba IBAN ile iade');
    expect(method).not.toHaveTextContent(/hesabıma|edilsin/);
  });
});
