import type { ReconciliationDifference, ReconciliationRun } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import ReconciliationScreen from './reconciliation-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const admin = { id: 1, userName: 'demo.yonetici', fullName: 'Demo Yönetici', role: 'administrator', unit: null };

const run: ReconciliationRun = {
  day: '2026-11-26',
  bankCode: 'ziraat',
  bankName: 'Ziraat Bankası',
  ranAt: '2026-11-26T22:30:00.000Z',
  portalCount: 3,
  portalTotalKurus: 150_000,
  bankCount: 2,
  bankTotalKurus: 100_000,
  unaskedCount: 0,
  differencesCount: 1,
};

const difference: ReconciliationDifference = {
  id: 41,
  day: '2026-11-26',
  kind: 'bank_has_no_sale',
  title: 'Portalda tahsil edildi, bankada onaylı satış yok',
  bankCode: 'ziraat',
  bankName: 'Ziraat Bankası',
  orderNo: 'EB20261126000123',
  receiptNo: 'M2026000456',
  amountKurus: 50_000,
  detail: 'Portalda ₺500,00 tahsil edildi (makbuz M2026000456), bankada sipariş bulunamadı.',
  action: 'Siparişi bankanın üye işyeri ekranında arayınız.',
  foundAt: '2026-11-26T22:30:00.000Z',
};

describe('the desk’s Mutabakat page', () => {
  it('lists the open differences with what to do and the runs per day and bank', async () => {
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(admin),
      '/api/GetReconciliation': { body: { runs: [run], differences: [difference] } },
    });
    renderWithProviders(
      <SignedIn>
        <ReconciliationScreen />
      </SignedIn>,
      { path: '/yonetim/mutabakat' },
    );
    const list = await screen.findByRole('list', { name: 'Çözülmemiş farklar' });
    const item = await within(list).findByRole('listitem');
    expect(within(item).getByText('Portalda tahsil edildi, bankada onaylı satış yok')).toBeTruthy();
    expect(within(item).getByText(/Sipariş no: EB20261126000123/)).toBeTruthy();
    expect(within(item).getByText(/Siparişi bankanın üye işyeri ekranında arayınız/)).toBeTruthy();
    expect(screen.getAllByText(/26\.11\.2026 · Ziraat Bankası/).length).toBeGreaterThan(0);
  });

  it('resolves a difference with the note the person wrote', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(admin),
      '/api/GetReconciliation': { body: { runs: [run], differences: [difference] } },
      '/api/ResolveReconciliationDifference': (body) => {
        sent.push(body);
        return { body: { id: 41, resolvedAt: '2026-11-27T08:00:00.000Z' } };
      },
    });
    renderWithProviders(
      <SignedIn>
        <ReconciliationScreen />
      </SignedIn>,
      { path: '/yonetim/mutabakat' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Çözüldü: Portalda tahsil edildi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Farkı çözüldü işaretle' });
    await userEvent.type(within(dialog).getByLabelText('Ne yapıldı?'), 'Bankayla görüşüldü.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Çözüldü' }));
    await screen.findByText('Fark çözüldü olarak kaydedildi.');
    expect(sent).toEqual([expect.objectContaining({ id: 41, note: 'Bankayla görüşüldü.' })]);
  });
});
