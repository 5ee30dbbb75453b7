import { expect, test, type Page } from './support/fixtures';
import { demoMembers } from './support/sign-in';
import { newCitizen } from './support/membership';

/**
 * e-Devlet sign-in (SPEC §2/§4, domain/identity.md) through the sandbox's OAuth2 server: the
 * one-click address goes straight to the authorization page, where the tester picks a citizen and
 * an outcome, and e-Devlet sends the browser back to /e-devlet-girisi.
 */

/** Window alerts the page raises (SPEC §8's gateway alerts), accepted as a person would. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** From /index_edevlet_girisi to the sandbox page, where `tckn` is chosen with `outcome`. */
async function throughEDevlet(page: Page, tckn: string, outcome = 'Başarılı giriş') {
  await page.goto('/index_edevlet_girisi');
  await expect(page.getByRole('heading', { name: 'e-Devlet Kapısı — Kimlik Doğrulama (sandbox)' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(tckn) }).check();
  await page.getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

test('a citizen the municipality knows signs in through e-Devlet and lands home, signed in', async ({ page }) => {
  const alerts = collectAlerts(page);
  await throughEDevlet(page, demoMembers.ayse.userName);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ayşe Yılmaz')).toBeVisible();
  // Signed in for real: a guarded page opens with the member's own registry.
  await page.goto('/RegistryObservation');
  await expect(page.getByText('100******46')).toBeVisible();
  expect(alerts).toEqual([]);
});

test('a citizen with a registry but no account signs in through e-Devlet, sees their records, and is offered membership for the rest', async ({
  page,
}) => {
  // Zeynep Kaya (seed): a registry, no account. Signing in this way changes nothing of hers.
  await throughEDevlet(page, '23456789060');
  await expect(page).toHaveURL(/\/anasayfa$/);
  await page.goto('/RegistryObservation');
  await expect(page.getByText('234******60')).toBeVisible();
  await page.goto('/sifre-degistir');
  await expect(
    page.getByText('e-Devlet ile giriş yaptınız, ancak e-Belediye üyeliğiniz yok. Bu işlem için üyelik gerekir.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Üyelik başvurusu yap' })).toHaveAttribute('href', '/Register');
});

test("the sign-in screen's e-Devlet button leads to the same authorization page, and back signed in", async ({
  page,
}) => {
  await page.goto('/session/signin');
  await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
  await expect(page.getByRole('heading', { name: 'e-Devlet Kapısı — Kimlik Doğrulama (sandbox)' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(demoMembers.mehmet.userName) }).check();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('banner').getByText('Mehmet Öztürk')).toBeVisible();
});

test('someone e-Devlet knows but the municipality does not is told "Sicil bilgisi bulunamadı" and stays signed out', async ({
  page,
  request,
}) => {
  const stranger = await newCitizen(request, { ad: 'Tarık', soyad: 'Yabancı' });
  await throughEDevlet(page, stranger.tckn);
  await expect(page).toHaveURL(/\/e-devlet-girisi\?/);
  await expect(page.getByText('Sicil bilgisi bulunamadı.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Üyelik başvurusu yap' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
});

test('a refused token gives the alert "Geçersiz token, E-devlet girişi başarısız" and goes home', async ({ page }) => {
  const alerts = collectAlerts(page);
  await throughEDevlet(page, demoMembers.mehmet.userName, 'Erişim belirteci reddedilsin');
  await expect.poll(() => alerts).toEqual(['Geçersiz token, E-devlet girişi başarısız']);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
});

test('a failed identity query gives the alert "E-devlet girişi başarısız" and goes home', async ({ page }) => {
  const alerts = collectAlerts(page);
  await throughEDevlet(page, demoMembers.mehmet.userName, 'Kimlik sorgusu başarısız olsun');
  await expect.poll(() => alerts).toEqual(['E-devlet girişi başarısız']);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
});

test('e-Devlet coming back to another page than /e-devlet-girisi (SPEC §2) signs in there too, and leaves no code in the address', async ({
  page,
}) => {
  // e-Devlet's 303 back to us is pointed at a public page instead (a gateway registered with another return address).
  await page.route(
    (url) => url.pathname.startsWith('/sandbox/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()['location'];
      if (!location?.includes('/e-devlet-girisi?')) return route.fulfill({ response });
      await route.fulfill({
        response,
        headers: { ...response.headers(), location: location.replace('/e-devlet-girisi', '/EstateConstructionCost') },
      });
    },
  );
  const alerts = collectAlerts(page);
  await throughEDevlet(page, demoMembers.ayse.userName);
  await expect(page).toHaveURL(/\/EstateConstructionCost$/);
  await expect(page.getByRole('banner').getByText('Ayşe Yılmaz')).toBeVisible();
  expect(alerts).toEqual([]);
});
