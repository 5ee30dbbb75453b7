import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { subscriptions } from '../../../locales/tr/subscriptions';
import { testCancellation } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ApplicationDetail } from './application-detail';

const application = testCancellation({
  applicationNo: 'SI2026000042',
  address: 'Atatürk Mah. Gül Cad. No: 47 İç Kapı: 2, Yeşilvadi',
  createdAt: '2026-11-20T09:00:00Z',
  moveOutDate: '2026-11-27',
  pdfUrl: '/api/cancellations/SI2026000042.pdf',
});

// The screen adds its sentences when its chunk loads; the test adds them the same way.
if (!i18n.hasResourceBundle('tr', 'subscriptions')) i18n.addResourceBundle('tr', 'subscriptions', subscriptions);

describe('ApplicationDetail', () => {
  it('names the refund method in the summary, not in the citizen’s first-person radio wording', async () => {
    renderWithProviders(
      <ApplicationDetail
        application={application}
        onPayBill={() => undefined}
        onPayOwed={() => undefined}
        paying={false}
        onWithdraw={() => undefined}
        withdrawing={false}
      />,
    );
    const method = (await screen.findByText('İade şekli')).nextElementSibling;
    expect(method).toHaveTextContent('Abonenin kendi adına açılmış hesaba IBAN ile iade');
    expect(method).not.toHaveTextContent(/hesabıma|edilsin/);
  });
});
