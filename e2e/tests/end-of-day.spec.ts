import { istanbulToday } from '@ebelediye/finance';
import { expect, test } from './support/fixtures';
import { serverNow } from './support/clock';
import { turkishDay } from './support/demo-calendar';
import { newDebtorWhoPaidByCard } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The end of day at the desk (decision 084): a citizen pays by card; the revenue supervisor opens
// "Gün Sonu" for the bank and the day, sees the portal's collections and the bank's own day list
// agree, and closes the day under their name.

test('the revenue supervisor sees the day of a card payment agree with the bank and closes it', async ({
  page,
  browser,
}, testInfo) => {
  await newDebtorWhoPaidByCard(page);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.revenueSupervisor);
  const menu = desk.getByRole('navigation', { name: 'Masa menüsü' });
  if (await menu.isVisible()) await menu.getByRole('link', { name: 'Gün Sonu' }).click();
  else await desk.goto('/yonetim/gun-sonu');
  await expect(desk).toHaveURL(/\/yonetim\/gun-sonu$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Gün Sonu' })).toBeVisible();

  const today = turkishDay(istanbulToday(serverNow()));
  await desk.getByLabel('Banka', { exact: true }).selectOption({ label: 'Ziraat Bankası' });
  await desk.getByLabel('Gün', { exact: true }).fill(today);
  await desk.getByRole('button', { name: 'Göster' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: `Ziraat Bankası · ${today}` })).toBeVisible({
    timeout: 30_000,
  });
  const totals = desk.getByRole('table', { name: 'Toplamlar' });
  await expect(totals.getByRole('rowheader', { name: 'Portal tahsilatı' })).toBeVisible();
  await expect(totals.getByRole('rowheader', { name: 'Bankanın gün listesi' })).toBeVisible();
  await expect(totals.getByRole('rowheader', { name: 'Gelir sisteminin onayladığı' })).toBeVisible();
  await expect(desk.getByText('Portal ve banka toplamları tutuyor.')).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-end-of-day');

  // The revenue system may not have acknowledged the payment yet: a note says so when differences are open.
  await desk.getByLabel('Not', { exact: true }).fill('Banka ile portal tuttu; gelir sistemi onayı izlenecek.');
  await desk.getByRole('button', { name: 'Günü kapat' }).click();
  await expect(desk.getByText(`Ziraat Bankası · ${today} kapatıldı.`)).toBeVisible();
  await expect(desk.getByTestId('end-of-day-status')).toContainText(`${demoStaff.revenueSupervisor.name} tarafından`);
  await expect(desk.getByRole('button', { name: 'Günü kapat' })).toHaveCount(0);
  await checkScreen(desk, testInfo, 'desk-end-of-day-closed');
  await deskContext.close();
});
