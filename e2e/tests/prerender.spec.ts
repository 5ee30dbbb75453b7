import { expect, test, type Page } from './support/fixtures';
import { settingsServer } from './support/settings-server';
import { demoMembers, signIn } from './support/sign-in';

/**
 * Decision 032: the public screens arrive as HTML the server rendered with the
 * municipality's settings and styles, and React hydrates that HTML without a mismatch.
 */
const screens = [
  { path: '/anasayfa', heading: 'Yeşilvadi Belediyesi (Demo)' },
  { path: '/session/signin', heading: 'e-Belediye Girişi' },
  { path: '/EstateConstructionCost', heading: 'Bina İnşaat Maliyetleri' },
  { path: '/ECTAnnualPrice', heading: 'Çevre Temizlik Vergisi Tarifesi' },
  { path: '/ResolutionCouncilObservation', heading: 'Meclis Kararları' },
  { path: '/FastPayment', heading: 'Hızlı Ödeme' },
  { path: '/FastPaymentForMatrimony', heading: 'Nikâh Ücreti Ödeme' },
];

/** The page's h1 in the HTML as the server sent it, before any script. */
function headingIn(html: string): string | undefined {
  return /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** Console errors and uncaught errors of the page (React reports a hydration mismatch as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, heading } of screens) {
  test(`${path}: the server's HTML holds the page's heading, styles and settings`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(headingIn(html)).toBe(heading);
    expect(html).toContain('<title>');
    expect(html).toMatch(/<title>[^<]*YEŞİLVADİ BELEDİYESİ \(DEMO\)<\/title>/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('<script id="app-settings" type="application/json">');
    // The one inline script (the guard) is allowed by its hash, no other.
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { path, heading } of screens) {
    test(`${path} hydrates with no hydration error and answers at once`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrate');
      // Hydrated: the lazily loaded header search replaced nothing, the menu button opens the drawer.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      if (path !== '/session/signin') {
        await page.getByRole('button', { name: 'Ana menü' }).click();
        await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('what a visitor types before the page hydrates stays in the form and is what it sends', async ({ page }) => {
    // The app's entry module waits until the person has typed, as on a slow phone: React's first
    // render would put the form's empty values back (prerender/client.ts keepTypedValues).
    let typed!: () => void;
    const done = new Promise<void>((resolve) => (typed = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await done;
      await route.continue();
    });
    await page.goto('/session/signin', { waitUntil: 'domcontentloaded' });
    const idField = page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true });
    const passwordField = page.getByRole('textbox', { name: 'Şifre', exact: true });
    await idField.click();
    await page.keyboard.type(demoMembers.mehmet.userName);
    await passwordField.click();
    await page.keyboard.type('Yanlis2026');
    typed();

    // Hydrated: the captcha widget's code loads with the app.
    await expect(page.locator('altcha-widget')).toBeAttached();
    await expect(idField).toHaveValue(demoMembers.mehmet.userName);
    await expect(passwordField).toHaveValue('Yanlis2026');
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    // The form sent what was typed: the server's answer to a wrong password, not "zorunludur".
    await expect(page.getByRole('alertdialog', { name: 'Hata!' })).toContainText('Kullanıcı adı veya şifre hatalı.', {
      timeout: 30_000,
    });
  });

  test("sign-in hydrates on the server's styles: the browser inserts none of its own", async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'e-Belediye Girişi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrate');
    await page.waitForLoadState('networkidle');
    // The server's class names are the browser build's (decision 042): emotion's browser cache adopted
    // every rule of the page from the <style data-emotion="css …"> element instead of inserting (and
    // laying out) its own copy under other names while hydrating. Sign-in shows nothing after
    // hydrating that the server did not render, so the browser's own "css" element stays empty.
    const inserted = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
        (sum, element) => sum + ((element as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(inserted).toBe(0);
    const html = await (await page.request.get('/session/signin')).text();
    expect(html).not.toMatch(/class="[^"]*css-[a-z0-9]+-Mui/);
  });

  test('the page shows, styled, before any script has run', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/anasayfa');
    await expect(page.getByRole('heading', { level: 1, name: 'Yeşilvadi Belediyesi (Demo)' })).toBeVisible();
    // emotion's styles came with the HTML: the top bar has its colour, not a browser default.
    const background = await page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a visitor who chose the dark theme gets their theme, not a flash of the light page', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('ebelediye.tema', 'dark'));
    await page.goto('/anasayfa');
    await expect(page.getByRole('heading', { level: 1, name: 'Yeşilvadi Belediyesi (Demo)' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender', 'hydrate');
    const background = await page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(errors).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the page is rendered for the wide window in place of the phone prerender, with no error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/EstateConstructionCost');
    await expect(page.getByRole('heading', { level: 1, name: 'Bina İnşaat Maliyetleri' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("a member's screen (decisions 047, 048)", () => {
  test("its HTML holds the screen before the member is known: heading, intro, sections; no one's data", async ({
    request,
  }) => {
    const response = await request.get('/DebtQuestioning');
    const html = await response.text();
    expect(html).toContain('<title>Borç Sorgulama ve Ödeme – YEŞİLVADİ BELEDİYESİ (DEMO)</title>');
    expect(html).toContain('<script id="app-settings" type="application/json">');
    expect(headingIn(html)).toBe('Borç Sorgulama ve Ödeme');
    expect(html).toContain('Açık borçlarınız bugüne kadar işlemiş gecikme zammıyla birlikte listelenir.');
    expect(html).toContain('>Aboneliklerim<'); // a setting (HasSubscription) in use
    // The guard is told it is a member's page; the screen's code waits with the app's in the template.
    expect(html).toMatch(/<script data-for="member">/);
    expect(html).toMatch(
      /<template id="app-scripts">.*<link rel="modulepreload" crossorigin href="\/assets\/debt-questioning-screen-[\w-]+\.js">.*<\/template>/s,
    );
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    // The same page for everyone: no sign-in or sign-out in it, no member's name.
    expect(html).not.toContain('Giriş');
    expect(html).not.toContain('Çıkış');
    expect(html).not.toContain('Ayşe');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("a member's phone hydrates it with no error, then shows their debts and the sign-out", async ({ page }) => {
      const errors = collectErrors(page);
      await signIn(page, demoMembers.ayse);
      await page.goto('/DebtQuestioning');
      await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrate');
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible(); // the member's debts, from their call
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('a tab whose session has ended on the server hydrates it, is told so and is signed out to sign-in', async ({
      page,
      context,
    }) => {
      const errors = collectErrors(page);
      await signIn(page, demoMembers.ayse);
      await context.clearCookies(); // the server no longer knows this tab; the tab still holds the member
      await page.goto('/DebtQuestioning');
      // As on every screen (query-provider.tsx): the calls' 401s say so (the debt list's and the open
      // payments': one dialog for the same sentence while it waits) and sign the tab out.
      const dialog = page.getByRole('alertdialog', { name: 'Hata!' });
      await expect(dialog).toContainText('Bu işlem için giriş yapmalısınız.');
      const signInHeading = page.getByRole('heading', { level: 1, name: 'e-Belediye Girişi' });
      await expect(async () => {
        if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Tamam' }).click();
        await expect(signInHeading).toBeVisible({ timeout: 500 });
      }).toPass();
      expect(await page.evaluate(() => sessionStorage.getItem('MemberInfo'))).toBeNull();
      // The debt list's 401 is the only error the console may show.
      expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    });

    test('a visitor who is not signed in never sees it: sign-in is rendered in its place', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/DebtQuestioning');
      await expect(page).toHaveURL(/\/session\/signin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'e-Belediye Girişi' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-prerender'); // rendered by the browser in its place
      expect(errors).toEqual([]);
    });
  });

  test('on a desktop it shows the screen without waiting for /AppSetting.json, then follows its answer', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, demoMembers.ayse);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/AppSetting.json', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender'); // a wide window: rendered by the browser in its place
    await expect(page.getByRole('tab', { name: 'Aboneliklerim' })).toBeVisible();
    answer();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('another municipality, the same build', () => {
  // Settings are the deployment's: a portal started with other settings prerenders with them, no rebuild.
  const server = settingsServer('prerender-settings', 12, { MunicipalityName: 'Gölkıyı Belediyesi' });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test("the home page's HTML carries that municipality's name", async ({ request }) => {
    const html = await (await request.get('/anasayfa')).text();
    expect(headingIn(html)).toBe('Gölkıyı Belediyesi');
    expect(html).toContain('<title>Anasayfa – GÖLKIYI BELEDİYESİ</title>');
  });
});
