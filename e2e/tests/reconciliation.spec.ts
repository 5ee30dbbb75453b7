import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The daily reconciliation at the desk (decision 081): an administrator opens "Mutabakat", runs the
// day before again, and reads the result per bank with the differences still open.

test('an administrator runs the day before again on the Mutabakat page', async ({ page, context }, testInfo) => {
  await signInToDesk(page, context, demoStaff.administrator);
  await page.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Mutabakat' }).click();
  await expect(page).toHaveURL(/\/yonetim\/mutabakat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mutabakat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Çözülmemiş farklar' })).toBeVisible();
  await page.getByRole('button', { name: 'Şimdi çalıştır' }).click();
  await expect(page.getByText(/için mutabakat yapıldı: \d+ çözülmemiş fark\./)).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, testInfo, 'desk-reconciliation');
});
