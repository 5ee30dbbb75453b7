import { tr } from '@ebelediye/web/locales/tr';
import { payments } from '@ebelediye/web/locales/tr/payments';
import { expect, test, type Page } from './support/fixtures';
import { expectFocusRing, expectFocusVisible, tabThrough, tabTo } from './support/focus';
import { demo } from './support/demo-calendar';
import { newDebtor, signInNewMember } from './support/debtor';
import { captchaVerified } from './support/membership';
import { seriousViolations } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

/**
 * What axe cannot see. Journeys done with the keyboard alone, asserting at every stop
 * that the focused element is inside the window and covered by nothing (WCAG 2.4.11), that focus
 * never falls to the page body (2.4.3), a ring on the ALTCHA checkbox (2.4.7), a title per page
 * (2.4.2) and the themes.
 */

const municipality = 'YEŞİLVADİ BELEDİYESİ (DEMO)';
const phone = { width: 360, height: 740 };
/** 1280 × 800 at 400 % zoom: the window is 320 × 200 CSS px. */
const zoomed400 = { width: 320, height: 200 };

const signInButton = (page: Page) => page.getByRole('button', { name: 'Giriş', exact: true });

test.describe('titles', () => {
  const openPages: [string, keyof typeof tr.routes][] = [
    ['/anasayfa', 'home'],
    ['/mobil-menu', 'mobileMenu'],
    ['/session/signin', 'signIn'],
    ['/session/signup', 'signUp'],
    ['/session/forgot-password', 'forgotPassword'],
    ['/session/404', 'notFound'],
    ['/EstateStreetValuation', 'estateStreetValuation'],
    ['/EstateConstructionCost', 'estateConstructionCost'],
    ['/ResolutionCouncilObservation', 'resolutionCouncilObservation'],
    ['/ECTAnnualPrice', 'ectAnnualPrice'],
    ['/FastPayment', 'fastPayment'],
    ['/FastPaymentForMatrimony', 'fastPaymentForMatrimony'],
    ['/Register', 'register'],
    ['/ComplaintsAndRequests', 'complaintsAndRequests'],
  ];
  const guardedPages: [string, keyof typeof tr.routes][] = [
    ['/DebtQuestioning', 'debtQuestioning'],
    ['/Beyanlarim', 'myDeclarations'],
    ['/EMunicipalityEstateDeclarationBuilding', 'estateDeclarationBuilding'],
    ['/RegistryObservation', 'registryObservation'],
    ['/UserUpdate', 'userUpdate'],
    ['/sifre-degistir', 'changePassword'],
  ];

  test('every page is titled with its own name and the capitalised municipality name', async ({ page }) => {
    for (const [path, key] of openPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${tr.routes[key]} – ${municipality}`);
    }
    // An unknown address lands on the 404 page, titled as such.
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page).toHaveTitle(`${tr.routes.notFound} – ${municipality}`);
  });

  test('signed-in pages too, and the title follows a client-side navigation', async ({ page }) => {
    await signIn(page);
    for (const [path, key] of guardedPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${tr.routes[key]} – ${municipality}`);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Yeşilvadi Belediyesi (Demo)' }).click();
    await expect(page).toHaveTitle(`${tr.routes.home} – ${municipality}`);
  });
});

test.describe('focus never hidden', () => {
  test('tabbing through /DebtQuestioning at 360 px, every stop is clear of the top bar, the "Seçilen borçlar" bar and the chat button; back up with Shift+Tab too', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('region', { name: 'Seçilen borçlar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const forward = await tabThrough(page, '360 px forward', 80);
    expect(forward.length, 'Tab stops on the page').toBeGreaterThan(15);
    for (let stop = 1; stop <= forward.length; stop++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusVisible(page, `360 px backward, stop ${stop}`);
    }
  });

  test('at 400 % zoom (320 × 200 px) the top bar and the selection bar scroll with the page, and every stop shows', async ({
    page,
  }) => {
    await page.setViewportSize(zoomed400);
    await signIn(page);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const forward = await tabThrough(page, '400 % forward', 80);
    expect(forward.length).toBeGreaterThan(15);
    for (let stop = 1; stop <= forward.length; stop++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusVisible(page, `400 % backward, stop ${stop}`);
    }
  });

  test('the table sort buttons of a reference table, going back up under the fixed top bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/EstateStreetValuation');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const forward = await tabThrough(page, 'forward', 60);
    for (let stop = 1; stop <= forward.length; stop++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusVisible(page, `backward, stop ${stop}`);
    }
  });

  test('the first invalid field of /FastPaymentForMatrimony gets focus where it can be seen', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/FastPaymentForMatrimony');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: payments.matrimony.submit }), 'to the submit button', {
      maxStops: 40,
    });
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectFocusVisible(page, 'first invalid field');
  });

  test('the skip link leads to the start of the content, heading in view, after scrolling down', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/EstateStreetValuation');
    // At 360 px the table's rows are cards (decision 067).
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
    await expectFocusVisible(page, 'skip link');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expectFocusVisible(page, 'main content');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  });
});

test('no form label is cut off at 320 or 360 px', async ({ page }) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of [
      '/session/signup',
      '/session/signin',
      '/session/forgot-password',
      '/Register',
      '/FastPayment',
      '/FastPaymentForMatrimony',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cut = await page
        .locator('label')
        .evaluateAll((labels) =>
          labels
            .filter(
              (label) => (label as HTMLElement).offsetParent !== null && label.scrollWidth > label.clientWidth + 1,
            )
            .map((label) => label.textContent),
        );
      expect(cut, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test.describe('with the keyboard alone', () => {
  test('sign-in: a wrong password keeps focus on the button, the ALTCHA checkbox shows a ring, then sign-in and sign-out land on the main content', async ({
    page,
  }) => {
    // Two ALTCHA proofs of work on a busy machine.
    test.slow();
    await page.setViewportSize(phone);
    await page.goto('/session/signin');
    await expect(page).toHaveTitle(`${tr.routes.signIn} – ${municipality}`);
    const idField = page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true });
    const passwordField = page.getByRole('textbox', { name: 'Şifre', exact: true });

    await tabTo(page, idField, 'to the ID');
    await page.keyboard.type(demoMembers.mehmet.userName);
    await tabTo(page, passwordField, 'to the password');
    await page.keyboard.type('Yanlis2026');
    // The widget's code loads once the page has hydrated; a person tabs to the checkbox they see.
    await expect(page.locator('altcha-widget')).toBeAttached();
    await tabTo(page, page.locator('.altcha-checkbox input, .altcha-checkbox-native input'), 'to the ALTCHA checkbox', {
      maxStops: 5,
    });
    await expectFocusRing(page, 'ALTCHA checkbox');
    await captchaVerified(page);
    await tabTo(page, signInButton(page), 'to the sign-in button', { maxStops: 10 });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog', { name: 'Hata!' });
    await expect(dialog).toContainText('Kullanıcı adı veya şifre hatalı.');
    await expectFocusVisible(page, 'in the error dialog');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The button kept focus while the call ran (aria-disabled, not disabled), so focus comes back to it.
    await expect(signInButton(page)).toBeFocused();

    await tabTo(page, passwordField, 'back to the password', { backwards: true, maxStops: 10 });
    await page.keyboard.press('Control+A');
    await page.keyboard.type(demoMembers.mehmet.password);
    await captchaVerified(page);
    await tabTo(page, signInButton(page), 'to the sign-in button again', { maxStops: 10 });
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page).toHaveTitle(`${tr.routes.home} – ${municipality}`);

    await tabTo(page, page.getByRole('button', { name: 'Çıkış Yap' }), 'to sign-out', {
      backwards: true,
      maxStops: 20,
    });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the side menu to the debt list, a debt chosen, "Öde", then "Onayla ve devam et" hands focus to what follows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { debt } = await newDebtor(page);
    await page.goto('/anasayfa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Ana menü' }), 'to the menu button', { maxStops: 5 });
    await page.keyboard.press('Enter');
    // The member's menu arrives from the API after the page; on a busy machine Tab would otherwise run
    // past the end of the page before its groups are there (focus then leaves for the browser).
    await expect(page.getByRole('button', { name: 'Borç ve Ödeme' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Borç ve Ödeme' }), 'to the payments group');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Borç Sorgulama ve Ödeme' }), 'to the debt list link', {
      maxStops: 3,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/DebtQuestioning$/);
    await expect(page.locator('#main-content')).toBeFocused();
    // The debts arrive from the API after the screen; on a busy machine Tab would otherwise pass the
    // empty list and leave the page before the first debt is there.
    await expect(page.getByRole('checkbox', { name: 'Tüm borçları seç' })).toBeVisible();

    // A fresh member's debt: the order this journey opens holds it.
    await tabTo(
      page,
      page.getByRole('checkbox', { name: `Seç: ${debt('culture', demo.year, 2)}`, exact: true }),
      'to a debt',
    );
    await page.keyboard.press('Space');
    const summary = page.getByRole('region', { name: 'Seçilen borçlar' });
    await expect(summary).toContainText('1 borç seçildi');
    await tabTo(page, summary.getByRole('button', { name: 'Öde' }), 'to "Öde"');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    // The window lists the debts once they have loaded; on a busy machine Tab would otherwise run past
    // a button that is not there yet.
    await expect(page.getByRole('button', { name: 'Onayla ve devam et' })).toBeEnabled();

    await tabTo(page, page.getByRole('button', { name: 'Onayla ve devam et' }), 'to "Onayla ve devam et"');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: payments.window.handOverTitle })).toBeFocused();
    await expectFocusVisible(page, 'the hand-over heading');
  });
});

test.describe('with the keyboard alone: one declaration to its number', () => {
  test('an entertainment declaration, filled, checked, sent and numbered without a mouse; every stop visible at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // A fresh member: the declaration's accrual is nobody else's debt.
    await signInNewMember(page);
    await page.goto('/EMunicipalityEntertainmentDeclaration');
    await expect(page.getByRole('heading', { level: 1, name: tr.routes.entertainmentDeclaration })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // A closed <select> takes the option's name typed on it (the browser's type-ahead). The form
    // asks the place, its address, then the entertainment (its list follows the place) and the month.
    const placeType = page.getByRole('combobox', { name: 'Yer türü' });
    await tabTo(page, placeType, 'to the place type', { maxStops: 40 });
    await page.keyboard.type('Sinema salonu');
    await expect(placeType.locator('option:checked')).toHaveText('Sinema salonu');
    await tabTo(page, page.getByRole('textbox', { name: 'Eğlence yerinin adresi' }), 'to the address', { maxStops: 5 });
    // An address no other journey uses: the same place and month twice would be one declaration.
    await page.keyboard.type('Klavye Sok. No: 13, Yeşilvadi');
    const entertainmentType = page.getByRole('combobox', { name: 'Eğlence türü' });
    await expect(entertainmentType.locator('option')).not.toHaveCount(1);
    await tabTo(page, entertainmentType, 'to the entertainment type', { maxStops: 5 });
    await page.keyboard.type('Sinema gösterimi');
    await expect(entertainmentType.locator('option:checked')).toHaveText('Sinema gösterimi');
    // The month starts at the one just ended, named in Turkish ("Ekim" and the year), not as YYYY-MM.
    const period = page.getByRole('combobox', { name: 'Dönem (ay)' });
    await expect(period.locator('option:checked')).toHaveText(
      /^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    const month = (await period.locator('option:checked').textContent())!;

    await tabTo(page, page.getByRole('textbox', { name: 'Bilet hasılatı (TL)' }), 'to the takings', { maxStops: 10 });
    await page.keyboard.type('80.000');
    await expect(page.getByTestId('preview-total')).toHaveText('₺4.000,00', { timeout: 15_000 });

    await tabTo(page, page.getByRole('button', { name: 'Kontrol et' }), 'to "Kontrol et"', { maxStops: 30 });
    await page.keyboard.press('Enter');
    const review = page.getByRole('heading', { name: 'Adım 2 / 3: Kontrol' });
    await expect(review).toBeFocused();
    await expectFocusVisible(page, 'the review heading');
    await expect(page.getByText(month, { exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Beyanı gönder' }), 'to "Beyanı gönder"', { maxStops: 30 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Bilgilendirme' });
    await expect(confirm).toBeVisible();
    await expectFocusVisible(page, 'in the confirmation');
    await tabTo(page, confirm.getByRole('button', { name: 'Evet' }), 'to "Evet"', { maxStops: 5 });
    await page.keyboard.press('Enter');

    const number = page.getByTestId('declaration-number');
    await expect(number).toHaveText(/^BYN-\d{4}-\d{6}$/);
    await expect(page.getByRole('heading', { name: /Adım 3 \/ 3/ })).toBeFocused();
    await expectFocusVisible(page, 'the result heading');
    // On to the summary PDF by keyboard: the number and the way on are reachable.
    await tabTo(page, page.getByRole('link', { name: /Beyanname özetini indir \(PDF\)/ }), 'to the summary PDF', {
      maxStops: 20,
    });
  });
});

test.describe('themes', () => {
  test('dark is chosen from the top bar, applies at once, is remembered on the device, and passes axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'Tema: Cihazımın ayarı' }).click();
    await page.getByRole('menuitemradio', { name: 'Koyu' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(26, 32, 56)');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Tema: Koyu' })).toBeVisible();
    expect(await background()).toBe('rgb(26, 32, 56)');
    for (const path of ['/session/signin', '/EstateStreetValuation', '/FastPaymentForMatrimony']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} in dark`).toEqual([]);
    }
  });

  test('"Cihazımın ayarı" follows the device: dark when it prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/anasayfa');
    await expect(page.getByRole('button', { name: 'Tema: Cihazımın ayarı' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(26, 32, 56)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tema: Cihazımın ayarı' }).click();
    await page.getByRole('menuitemradio', { name: 'Açık' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(245, 247, 247)');
  });

  test('signed in, the debt list passes axe in dark at 360 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => window.localStorage.setItem('ebelediye.tema', 'dark'));
    await signIn(page);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('region', { name: 'Seçilen borçlar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
