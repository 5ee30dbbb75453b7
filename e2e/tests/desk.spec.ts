import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The staff desk's foundation (issue 15): /yonetim is its own application with its own sign-in
// (password + SMS code), layout and session; the citizen's sign-in does not open it.

test.describe('staff desk', () => {
  test('an operator signs in with password and SMS code, sees the desk, and signs out', async ({ page, context }, testInfo) => {
    await page.goto('/yonetim');
    await expect(page).toHaveURL(/\/yonetim\/giris$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personel Girişi' })).toBeVisible();
    await expect(page).toHaveTitle(/^Personel Girişi – Personel Masası – /);
    await checkScreen(page, testInfo, 'desk-sign-in');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A wrong password: the sentence on the screen, no code sent.
    await page.getByLabel('Kullanıcı adı').fill(demoStaff.operator.userName);
    await page.getByLabel('Şifre').fill('Yanlis2026');
    await page.getByRole('button', { name: 'Devam et' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' })).toBeVisible();

    await signInToDesk(page, context, demoStaff.operator);
    await expect(page).toHaveURL(/\/yonetim$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masa Özeti' })).toBeVisible();
    await expect(page.getByText('Hoş geldiniz, Can Demir.')).toBeVisible();
    await expect(page.getByText('Fen İşleri Müdürlüğü').first()).toBeVisible();
    await checkScreen(page, testInfo, 'desk-home');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/yonetim\/giris$/);
    await page.goto('/yonetim');
    await expect(page).toHaveURL(/\/yonetim\/giris$/);
  });
});
