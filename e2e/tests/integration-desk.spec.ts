import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The desk's side of the revenue system's bridge (docs/integration.md): an administrator issues a
// connected system's key (shown once) and revokes it, and reads each webhook endpoint's deliveries.
// The demo seed's stand-in (its key and its endpoint) is there from the first start.

test('an administrator issues and revokes an integration key and reads the webhook deliveries', async ({
  page,
  context,
}, testInfo) => {
  await signInToDesk(page, context, demoStaff.administrator);
  const menu = page.getByRole('navigation', { name: 'Masa menüsü' });

  await menu.getByRole('link', { name: 'Entegrasyon Anahtarları' }).click();
  await expect(page).toHaveURL(/\/yonetim\/entegrasyon-anahtarlari$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entegrasyon Anahtarları' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Örnek gelir yönetim sistemi (sandbox)' })).toBeVisible();

  const name = `Gelir sistemi ${Date.now()}`;
  const issue = page.getByRole('form', { name: 'Anahtar ver' });
  await issue.getByLabel('Sistem adı').fill(name);
  await issue.getByRole('button', { name: 'Anahtar ver' }).click();
  await expect(page.getByText('Yeni anahtar (şimdi kopyalayın, bir daha gösterilmez):')).toContainText(/gys_\S{20,}/);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Etkin');

  await row.getByRole('button', { name: `İptal et: ${name}` }).click();
  await page.getByRole('button', { name: 'Evet' }).click();
  await expect(row).toContainText('İptal:');
  await expect(page.getByRole('button', { name: `İptal et: ${name}` })).toHaveCount(0);
  // At a phone's width the table becomes cards: the screen check comes after the table's rows are read.
  await checkScreen(page, testInfo, 'desk-integration-keys');

  // The screen check ends at a phone's width (the menu a drawer, tables as cards): back to a desk's.
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu.getByRole('link', { name: 'Olay Abonelikleri' }).click();
  await expect(page).toHaveURL(/\/yonetim\/olay-abonelikleri$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olay Abonelikleri' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '/sandbox/gelir-sistemi/webhook' })).toContainText('Etkin');
  await checkScreen(page, testInfo, 'desk-webhook-endpoints');
});
