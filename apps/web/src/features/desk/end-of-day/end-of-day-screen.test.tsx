import type { EndOfDay } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import EndOfDayScreen, { canCloseDay } from './end-of-day-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const staffOf = (role: string) => ({ id: 7, userName: 'demo.gelir', fullName: 'Ayşe Yıldız', role, unit: null });

const day: EndOfDay = {
  day: '2026-11-26',
  bankCode: '0010',
  bankName: 'Ziraat Bankası',
  portal: { count: 2, totalKurus: 150_000 },
  bank: { count: 2, totalKurus: 150_050 },
  refunds: { count: 0, totalKurus: 0 },
  acknowledged: { count: 2, totalKurus: 150_000 },
  differences: [
    {
      kind: 'amount_differs',
      title: 'Portaldaki ve bankadaki tutar farklı',
      orderNo: 'EB20261126000123',
      receiptNo: 'M2026000456',
      portalKurus: 50_000,
      bankKurus: 50_050,
      detail: 'Portalda ₺500,00 tahsil edildi, bankanın gün listesinde ₺500,50.',
      action: 'Bankanın üye işyeri ekranında siparişin tutarını kontrol ediniz.',
    },
  ],
  status: 'open',
  dueBy: '2026-11-27',
  close: null,
  lateDays: ['2026-11-20'],
};

async function showDay() {
  await userEvent.clear(await screen.findByLabelText('Gün'));
  await userEvent.type(screen.getByLabelText('Gün'), '26.11.2026');
  await userEvent.click(screen.getByRole('button', { name: 'Göster' }));
}

describe('the desk’s Gün Sonu page', () => {
  it('closes a day for the supervisor and the administrator only', () => {
    expect(canCloseDay('revenue_supervisor')).toBe(true);
    expect(canCloseDay('administrator')).toBe(true);
    expect(canCloseDay('revenue_operator')).toBe(false);
  });

  it('shows an operator the three columns, the differences with their orders and the late days, without closing', async () => {
    const asked: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(staffOf('revenue_operator')),
      '/api/EndOfDayGetDay': (body) => {
        asked.push(body);
        return { body: day };
      },
    });
    renderWithProviders(
      <SignedIn>
        <EndOfDayScreen />
      </SignedIn>,
      { path: '/yonetim/gun-sonu' },
    );
    await showDay();
    const totals = await screen.findByRole('table', { name: 'Toplamlar' });
    expect(within(totals).getByRole('rowheader', { name: 'Bankanın gün listesi' })).toBeTruthy();
    expect(screen.getByText('Portal ve banka toplamları tutmuyor; farklar aşağıda.')).toBeTruthy();
    expect(screen.getAllByText('EB20261126000123').length).toBeGreaterThan(0);
    expect(screen.getByText(/Kapatılmamış gecikmiş günler: 20\.11\.2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Günü kapat' })).toBeNull();
    expect(screen.getByText('Günü gelir şefi ya da yönetici kapatır.')).toBeTruthy();
    expect(asked).toEqual([expect.objectContaining({ bankCode: '0010', day: '2026-11-26' })]);
  });

  it('lets the supervisor close the day with the note they wrote, and shows who closed it', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply({ ...staffOf('revenue_supervisor'), fullName: 'Murat Aydın' }),
      '/api/EndOfDayGetDay': { body: day },
      '/api/EndOfDayCloseDay': (body) => {
        sent.push(body);
        return {
          body: {
            ...day,
            status: 'closed',
            close: {
              closedAt: '2026-11-26T15:00:00.000Z',
              closedBy: 'Murat Aydın',
              openDifferences: 1,
              note: String(body.note),
              portal: day.portal,
              bank: day.bank,
              acknowledged: day.acknowledged,
            },
          },
        };
      },
    });
    renderWithProviders(
      <SignedIn>
        <EndOfDayScreen />
      </SignedIn>,
      { path: '/yonetim/gun-sonu' },
    );
    await showDay();
    await userEvent.type(await screen.findByLabelText('Not'), 'Bankaya bildirildi.');
    await userEvent.click(screen.getByRole('button', { name: 'Günü kapat' }));
    await screen.findByText('Ziraat Bankası · 26.11.2026 kapatıldı.');
    expect(sent).toEqual([
      expect.objectContaining({ bankCode: '0010', day: '2026-11-26', note: 'Bankaya bildirildi.' }),
    ]);
    expect(screen.getByTestId('end-of-day-status').textContent).toContain('Murat Aydın tarafından');
    expect(screen.queryByRole('button', { name: 'Günü kapat' })).toBeNull();
  });
});
