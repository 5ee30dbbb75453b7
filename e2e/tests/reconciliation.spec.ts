import { istanbulToday } from '@ebelediye/finance';
import { expect, test } from './support/fixtures';
import { serverNow } from './support/clock';
import { turkishDay } from './support/demo-calendar';
import { newDebtorWhoPaidByCard } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The daily reconciliation at the desk (decision 081): a citizen pays by card, an administrator runs
// the day on "Mutabakat" and reads, per bank, the portal's collections beside the bank's sales.

test('an administrator reconciles the day of a card payment on the Mutabakat page', async ({
  page,
  browser,
}, testInfo) => {
  await newDebtorWhoPaidByCard(page);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.administrator);
  await desk.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Mutabakat' }).click();
  await expect(desk).toHaveURL(/\/yonetim\/mutabakat$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Mutabakat' })).toBeVisible();

  const today = turkishDay(istanbulToday(serverNow()));
  await desk.getByLabel('Gün').fill(today);
  await desk.getByRole('button', { name: 'Şimdi çalıştır' }).click();
  // Other journeys of the run may have left differences today (late approvals, refunds): only the run is checked.
  await expect(desk.getByText(`${today} için mutabakat yapıldı:`, { exact: false })).toBeVisible({ timeout: 30_000 });
  const runs = desk.getByRole('table', { name: 'Son 14 günün sonuçları' });
  await expect(runs.getByRole('rowheader', { name: `${today} · Ziraat Bankası` })).toBeVisible();
  await checkScreen(desk, testInfo, 'desk-reconciliation');
  await deskContext.close();
});
