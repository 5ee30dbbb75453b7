import { expect, test } from './support/fixtures';

// The web shell against the real server and its seeded demo municipality.

test('home shows the municipality and titles the page with its name and the municipality upper-cased the Turkish way', async ({
  page,
}) => {
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeşilvadi Belediyesi (Demo)' })).toBeVisible();
  await expect(page).toHaveTitle('Anasayfa – YEŞİLVADİ BELEDİYESİ (DEMO)');
  await expect(page.getByRole('img', { name: /Deniz Işıkçı/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '444 99 01' })).toBeVisible();
});

test('/ goes to /anasayfa', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/anasayfa$/);
});

test('an unknown address goes to /session/404, which links back to /', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page).toHaveURL(/\/session\/404$/);
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();

  await page.getByRole('link', { name: 'Anasayfaya dön' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
});

test('?ISLEMADI=EDEVLETGIRIS goes to /e-devlet-girisi', async ({ page }) => {
  await page.goto('/anasayfa?ISLEMADI=EDEVLETGIRIS');
  await expect(page).toHaveURL(/\/e-devlet-girisi$/);
});

test('a guarded page sends an anonymous visitor to sign-in', async ({ page }) => {
  await page.goto('/DebtQuestioning');
  await expect(page).toHaveURL(/\/session\/signin$/);
  await expect(page.getByRole('heading', { name: 'e-Belediye Girişi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/session/forgot-password');
});

test('a failing call shows the "Hata!" dialog with the server\'s sentence', async ({ page }) => {
  await page.route('**/api/RetrieveParametersWithoutAuthorization', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ Message: 'Parametreler okunamadı.', code: 'server' }),
    }),
  );
  await page.goto('/anasayfa');
  const dialog = page.getByRole('alertdialog', { name: 'Hata!' });
  await expect(dialog).toContainText('Parametreler okunamadı.');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
});

test("while the next screen's code loads, a bar at the top says so; then the screen shows", async ({ page }) => {
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeşilvadi Belediyesi (Demo)' })).toBeVisible();
  // Every script from now on waits (a slow network), except the bar's own code.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!route.request().url().includes('/LinearProgress-')) await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('progressbar', { name: 'Yükleniyor...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeşilvadi Belediyesi (Demo)' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'e-Belediye Girişi' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Yükleniyor...' })).toHaveCount(0);
});
