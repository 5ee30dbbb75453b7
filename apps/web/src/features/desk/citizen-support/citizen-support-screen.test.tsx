import type { CitizenRecord } from '@ebelediye/contract/citizen-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import CitizenSupportScreen from './citizen-support-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const operator = { id: 7, userName: 'demo.gelir', fullName: 'Ayşe Yıldız', role: 'revenue_operator', unit: null };

const ayse: CitizenRecord = {
  registry: {
    oid: 'R-1',
    kind: 'G',
    kindName: 'Gerçek kişi',
    identityNoMasked: '100******46',
    name: 'Ayşe',
    surname: 'Yılmaz',
    phoneMasked: '(532) *** ** 33',
    emailMasked: 'ay***@e***.com',
    addresses: [{ kind: 'ikamet', text: 'Çamlık Mah. Gül Sok. No: 5' }],
  },
  account: {
    memberId: 1,
    status: 'active',
    lockedUntil: '2026-11-27T10:15:00.000Z',
    createdAt: '2026-01-02T09:00:00.000Z',
    phoneMasked: '(532) *** ** 33',
    emailMasked: 'ay***@e***.com',
    openClosureRequest: false,
  },
  debts: [
    {
      accrualId: 11,
      revenueCode: '1201',
      revenueName: 'Emlak Vergisi',
      year: 2026,
      installment: 1,
      dueDate: '2026-06-01',
      originalDueDate: '2026-05-31',
      description: 'Emlak Vergisi 2026/1',
      subscriberNo: null,
      principalKurus: 100_000,
      interestKurus: 9_250,
      totalKurus: 109_250,
      needsOffice: false,
      overdue: true,
      inPayment: false,
    },
  ],
  debtsTotalKurus: 109_250,
  orders: [
    {
      orderNo: 'EB20261126000123',
      state: 'PAID',
      amountKurus: 50_000,
      bankName: 'Ziraat Bankası',
      receiptNo: 'M2026000456',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  applications: [],
};

describe('the desk’s Vatandaş Destek page', () => {
  it('shows the server’s refusal under the reason field and sends nothing else', async () => {
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(operator),
      '/api/CitizenSupportFind': {
        status: 400,
        body: { Message: 'Sorgulama gerekçesini seçiniz.', code: 'bad_input', field: 'reasonKind' },
      },
    });
    renderWithProviders(
      <SignedIn>
        <CitizenSupportScreen />
      </SignedIn>,
      { path: '/yonetim/vatandas' },
    );
    await userEvent.type(await screen.findByLabelText(/T\.C\. Kimlik No \/ Vergi No/), '10000000146');
    await userEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(await screen.findByText('Sorgulama gerekçesini seçiniz.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the citizen with today’s debts, a link to each order, and unlocks the account with the same reason', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(operator),
      '/api/CitizenSupportFind': { body: { citizens: [ayse] } },
      '/api/CitizenSupportUnlockAccount': (body) => {
        sent.push(body);
        return { body: { wasLocked: true, message: 'Hesabın kilidi açıldı; vatandaş şimdi giriş yapabilir.' } };
      },
    });
    renderWithProviders(
      <SignedIn>
        <CitizenSupportScreen />
      </SignedIn>,
      { path: '/yonetim/vatandas' },
    );
    await userEvent.type(await screen.findByLabelText(/T\.C\. Kimlik No \/ Vergi No/), '10000000146');
    await userEvent.selectOptions(screen.getByLabelText('Sorgulama gerekçesi'), 'counter');
    await userEvent.type(screen.getByLabelText(/Gerekçe açıklaması/), 'Vezneye geldi.');
    await userEvent.click(screen.getByRole('button', { name: 'Sorgula' }));

    const card = await screen.findByRole('region', { name: 'Ayşe Yılmaz' });
    expect(within(card).getByText(/100\*\*\*\*\*\*46/)).toBeTruthy();
    expect(within(card).getByText(/Toplam: ₺1\.092,50/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'EB20261126000123' }).getAttribute('href')).toBe(
      '/yonetim/odemeler/EB20261126000123',
    );
    expect(within(card).getByText(/girişi .* saatine kadar kilitli/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Kilidi aç' }));
    await screen.findByText('Hesabın kilidi açıldı; vatandaş şimdi giriş yapabilir.');
    expect(sent).toEqual([
      expect.objectContaining({ ID: '10000000146', reasonKind: 'counter', reasonText: 'Vezneye geldi.' }),
    ]);
    expect(within(card).queryByText(/saatine kadar kilitli/)).toBeNull();
  });
});
