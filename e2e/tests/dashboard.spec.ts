import { expect, test } from './support/fixtures';
import { newDebtorWhoPaidByCard } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The desk home's dashboard (decision 085): each role sees the charts of its own work, each with a
// sentence and a table a screen reader reads; axe-clean at 1280 and 360 px.

test('the revenue supervisor sees today’s card payment on the desk home’s charts', async ({
  page,
  browser,
}, testInfo) => {
  await newDebtorWhoPaidByCard(page);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.revenueSupervisor);
  await expect(desk.getByRole('heading', { level: 1, name: 'Masa Özeti' })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Tahsilat' })).toBeVisible({ timeout: 20_000 });

  const byHour = desk.getByRole('region', { name: 'Bugün saat saat tahsilat' });
  await expect(byHour.locator('svg').first()).toBeVisible();
  await expect(byHour.getByText(/^Bugün [1-9][\d.]* makbuzla toplam ₺/)).toBeVisible();
  const payments = desk.getByRole('region', { name: 'Bugün başlatılan kartlı ödemeler' });
  await payments.getByRole('button', { name: 'Tablo olarak göster' }).click();
  await expect(payments.getByRole('table').getByRole('rowheader', { name: 'Ödendi' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Yapılandırma planları' })).toBeVisible();
  // Complaints and the backlogs are other roles' work.
  await expect(desk.getByRole('heading', { level: 2, name: 'Başvurular' })).toHaveCount(0);
  await expect(desk.getByRole('heading', { level: 2, name: 'Bekleyen gönderimler' })).toHaveCount(0);
  await checkScreen(desk, testInfo, 'desk-dashboard-revenue');
  await deskContext.close();
});

test('a complaints operator sees their unit’s open applications by legal deadline', async ({ browser }, testInfo) => {
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.operator);
  await expect(desk.getByRole('heading', { level: 2, name: 'Başvurular' })).toBeVisible({ timeout: 20_000 });
  const deadlines = desk.getByRole('region', { name: 'Açık başvurular yasal süreye göre' });
  await expect(deadlines.locator('svg').first()).toBeVisible();
  await expect(deadlines.getByText(/açık başvurunun \d+ tanesinin yasal süresi geçti\./)).toBeVisible();
  const rowHeaders = deadlines.getByRole('table').getByRole('rowheader');
  await expect(rowHeaders).toHaveText([
    'Yasal süresi geçmiş',
    'Süresi bugün doluyor',
    'Bu hafta doluyor',
    'Daha sonra',
  ]);
  const units = desk.getByRole('region', { name: 'Açık başvurular birime göre' });
  await expect(units.getByText('Biriminiz: Fen İşleri Müdürlüğü')).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Tahsilat' })).toHaveCount(0);
  await checkScreen(desk, testInfo, 'desk-dashboard-complaints');
  await deskContext.close();
});

test('an administrator sees every part, the SMS and event backlogs too', async ({ browser }, testInfo) => {
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.itAdministrator);
  for (const part of ['Tahsilat', 'Başvurular', 'Sözleşme iptalleri', 'Bekleyen gönderimler'])
    await expect(desk.getByRole('heading', { level: 2, name: part })).toBeVisible({ timeout: 20_000 });
  await expect(desk.getByRole('region', { name: 'Gönderilmeyi bekleyen SMS' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Teslim edilmeyi bekleyen olaylar' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Açık başvurular birime göre' }).getByRole('table')).toBeAttached();
  // The sign-in security panel stays on an administrator's home.
  await expect(desk.getByRole('heading', { name: 'Giriş güvenliği' })).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-dashboard-administrator');
  await deskContext.close();
});
