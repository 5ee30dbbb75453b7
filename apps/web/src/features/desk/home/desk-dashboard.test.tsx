import type { DeskDashboard } from '@ebelediye/contract/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import { ageOf, formatKurusCompact, hourRange, topSlices } from './dashboard-figures';
import DeskDashboardPanels from './desk-dashboard';
import { staffSessionReply } from '../../../test/fixtures';

// The pictures are the library's; what is tested here is what the screen says and tabulates.
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <svg data-testid="chart" /> }));
vi.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => <svg data-testid="chart" /> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <svg data-testid="chart" /> }));

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const supervisor = {
  id: 6,
  userName: 'demo.gelirsef',
  fullName: 'Murat Aydın',
  role: 'revenue_supervisor',
  unit: null,
};
const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, totalKurus: 0 }));
hours[9] = { hour: 9, count: 2, totalKurus: 1_500_000 };
hours[14] = { hour: 14, count: 1, totalKurus: 123_456 };

const revenueBoard: DeskDashboard = {
  today: '2026-11-27',
  generatedAt: '2026-11-27T12:30:00.000Z',
  revenue: {
    collectionsByHour: hours,
    collectionsByDay: [
      { day: '2026-11-01', count: 4, totalKurus: 400_000 },
      { day: '2026-11-27', count: 3, totalKurus: 1_623_456 },
    ],
    revenueTypesToday: [{ code: 'ETV', name: 'Emlak Vergisi', count: 3, totalKurus: 1_623_456 }],
    revenueTypesMonth: [
      { code: 'ETV', name: 'Emlak Vergisi', count: 5, totalKurus: 1_823_456 },
      { code: 'CTV', name: 'Çevre Temizlik Vergisi', count: 2, totalKurus: 200_000 },
    ],
    paymentsByState: [
      { state: 'PAID', name: 'Ödendi', count: 3, totalKurus: 1_623_456 },
      { state: 'DECLINED', name: 'Reddedildi', count: 1, totalKurus: 5_000 },
    ],
    plansByState: [
      { state: 'ACTIVE', name: 'Devam ediyor', count: 12 },
      { state: 'COMPLETED', name: 'Tamamlandı', count: 4 },
      { state: 'BROKEN', name: 'Bozuldu', count: 2 },
    ],
  },
  complaints: null,
  cancellations: null,
  backlogs: null,
};

function renderPanels(board: DeskDashboard, staff: Parameters<typeof staffSessionReply>[0] = supervisor) {
  mockFetch({
    '/api/GetStaffSession': staffSessionReply(staff),
    '/api/GetDeskDashboard': { body: board },
  });
  renderWithProviders(
    <SignedIn>
      <DeskDashboardPanels />
    </SignedIn>,
    { path: '/yonetim' },
  );
}

describe('the desk home’s dashboard', () => {
  it('says each chart’s point in Turkish numbers and keeps every value in a table', async () => {
    renderPanels(revenueBoard);
    await screen.findByRole('heading', { level: 2, name: 'Tahsilat' });
    expect(screen.getByText(/Bugün 3 makbuzla toplam ₺16\.234,56 tahsil edildi\./)).toBeTruthy();
    expect(screen.getByText(/En yoğun saat 09:00–10:00: ₺15\.000,00\./)).toBeTruthy();
    expect(screen.getByText('2 plan bozuldu.', { exact: false })).toBeTruthy();
    const byHour = screen.getByRole('region', { name: 'Bugün saat saat tahsilat' });
    const table = within(byHour).getByRole('table', { name: 'Bugün saat saat tahsilat' });
    expect(within(table).getByRole('rowheader', { name: '14:00–15:00' })).toBeTruthy();
    expect(within(table).getByText('₺1.234,56')).toBeTruthy();
    // No complaints, cancellations or backlogs for this role: the API sent none.
    expect(screen.queryByRole('heading', { name: 'Başvurular' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bekleyen gönderimler' })).toBeNull();
  });

  it('shows a chart’s table when asked, and hides it again', async () => {
    renderPanels(revenueBoard);
    const plans = await screen.findByRole('region', { name: 'Yapılandırma planları' });
    const toggle = within(plans).getByRole('button', { name: 'Tablo olarak göster' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(plans).getByRole('button', { name: 'Tabloyu gizle' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lists the deadlines, past the legal deadline first, and gives an administrator the backlogs', async () => {
    renderPanels(
      {
        ...revenueBoard,
        revenue: null,
        complaints: {
          unitName: null,
          byUnit: [
            { unitName: 'Fen İşleri Müdürlüğü', open: 7, overdue: 3 },
            { unitName: 'Zabıta Müdürlüğü', open: 2, overdue: 0 },
          ],
          byDeadline: [
            { bucket: 'overdue', name: 'Yasal süresi geçmiş', count: 3 },
            { bucket: 'dueToday', name: 'Süresi bugün doluyor', count: 1 },
            { bucket: 'thisWeek', name: 'Bu hafta doluyor', count: 2 },
            { bucket: 'later', name: 'Daha sonra', count: 3 },
          ],
        },
        backlogs: {
          sms: { waiting: 1250, oldestAt: '2026-11-27T09:30:00.000Z', failed: 2 },
          webhooks: { pending: 0, oldestAt: null, disabledEndpoints: 1 },
        },
      },
      { ...supervisor, role: 'administrator' },
    );
    const deadlines = await screen.findByRole('region', { name: 'Açık başvurular yasal süreye göre' });
    expect(within(deadlines).getByText('9 açık başvurunun 3 tanesinin yasal süresi geçti.')).toBeTruthy();
    const rows = within(within(deadlines).getByRole('table')).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Yasal süresi geçmiş',
      'Süresi bugün doluyor',
      'Bu hafta doluyor',
      'Daha sonra',
    ]);
    expect(screen.getByText('En çok süresi geçen: Fen İşleri Müdürlüğü (3).')).toBeTruthy();
    const sms = screen.getByRole('region', { name: 'Gönderilmeyi bekleyen SMS' });
    expect(within(sms).getByText('1.250')).toBeTruthy();
    expect(within(sms).getByText('En eskisi 3 saat önce')).toBeTruthy();
    const hooks = screen.getByRole('region', { name: 'Teslim edilmeyi bekleyen olaylar' });
    expect(within(hooks).getByText('Bekleyen yok.')).toBeTruthy();
    expect(within(hooks).getByText('Kapalı olay aboneliği: 1')).toBeTruthy();
  });
});

describe('the dashboard’s figures', () => {
  it('names hours, shortens amounts and sums the smallest slices into one', () => {
    expect(hourRange(9)).toBe('09:00–10:00');
    expect(hourRange(23)).toBe('23:00–00:00');
    expect(formatKurusCompact(1_250_000_00)).toMatch(/^1,3\s?Mn ₺$/);
    const rows = ['a', 'b', 'c', 'd'].map((name, i) => ({ name, count: 1, totalKurus: 100 - i }));
    expect(topSlices(rows, 3, 'Diğer')).toEqual([rows[0], rows[1], { name: 'Diğer', count: 2, totalKurus: 98 + 97 }]);
    expect(topSlices(rows, 4, 'Diğer')).toBe(rows);
  });

  it('tells an age in the largest whole unit', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(ageOf('2026-11-27T11:59:50Z', now)).toEqual({ unit: 'minutes', count: 1 });
    expect(ageOf('2026-11-27T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf('2026-11-24T12:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
  });
});
