import { expect, test, type Page } from './support/fixtures';

/**
 * The seeded menu's groups hold only screens later issues build, so no group is visible yet; this
 * menu puts built screens in a group to exercise opening and closing one.
 */
async function serveMenuWithGroup(page: Page) {
  await page.route('**/api/RetrieveMenus', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        items: [
          { id: 1, kind: 'link', label: 'Anasayfa', path: '/anasayfa', icon: 'home' },
          { id: 2, kind: 'label', label: 'Hizmetler' },
          {
            id: 3,
            kind: 'link',
            label: 'Kısayollar',
            icon: 'table',
            children: [
              {
                id: 4,
                kind: 'link',
                label: 'Tüm Menü',
                path: '/mobil-menu',
                badge: { text: 'Yeni', color: 'secondary' },
              },
              { id: 5, kind: 'link', label: 'Başlangıç', path: '/anasayfa' },
            ],
          },
        ],
      }),
    }),
  );
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side nav is closed on the home page and opens from the menu button', async ({ page }) => {
    await page.goto('/anasayfa');
    const menuButton = page.getByRole('button', { name: 'Ana menü' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  });

  test('the side nav switches between full and compact', async ({ page }) => {
    await page.goto('/mobil-menu');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav).toHaveCSS('width', '260px');
    await expect(nav.getByText('Anasayfa')).toBeVisible();

    await nav.getByRole('button', { name: 'Menüyü daralt' }).click();
    await expect(nav).toHaveCSS('width', '80px');
    await expect(nav.getByRole('link', { name: 'Anasayfa' })).toBeVisible();

    await nav.getByRole('button', { name: 'Menüyü genişlet' }).click();
    await expect(nav).toHaveCSS('width', '260px');
  });

  test('a menu group opens and closes', async ({ page }) => {
    await serveMenuWithGroup(page);
    await page.goto('/mobil-menu');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const group = nav.getByRole('button', { name: 'Kısayollar' });
    // The group holding the current page starts open.
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Tüm Menü/ })).toBeVisible();

    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Tüm Menü/ })).toBeHidden();

    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    // Once, on a loaded CI machine, the click right after the group's expand transition left the URL
    // unchanged (it passes alone every time); what this test checks is the group opening and closing,
    // so the navigation is tried again rather than failing the run.
    await expect(async () => {
      await nav.getByRole('link', { name: 'Başlangıç' }).click();
      await expect(page).toHaveURL(/\/anasayfa$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('the top-bar search finds a menu entry and goes there', async ({ page }) => {
    await page.goto('/mobil-menu');
    const search = page.getByRole('combobox', { name: 'Menüde ara' });
    await search.fill('ANASAY');
    await expect(page.getByRole('option', { name: 'Anasayfa' })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/anasayfa$/);
  });

  test('the demo chat says it is a demo and answers locally', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'Demo sohbeti aç' }).click();
    const chat = page.getByRole('dialog', { name: 'Demo sohbet' });
    await expect(chat).toContainText('gerçek bir destek hattı değildir');
    await chat.getByRole('textbox', { name: 'Mesajınız' }).fill('Merhaba');
    await chat.getByRole('button', { name: 'Gönder' }).click();
    await expect(chat.getByRole('listitem').last()).toContainText('Bu bir demo sohbettir');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/anasayfa', '/mobil-menu', '/session/signin', '/session/404']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(scrollWidth).toBeLessThanOrEqual(360);
    });
  }

  test('the menu opens in a drawer from the menu button and closes after a choice', async ({ page }) => {
    await page.goto('/anasayfa');
    // The server's page shows before its scripts run (decision 045); its buttons work once hydrated.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Ana menü' }).click();
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Anasayfa' }).click();
    await expect(nav).toBeHidden();
  });

  test('the search opens in a dialog and goes to the chosen entry', async ({ page }) => {
    await page.goto('/mobil-menu');
    await page.getByRole('button', { name: 'Aramayı aç' }).click();
    await page.getByRole('combobox', { name: 'Menüde ara' }).fill('anasayfa');
    await page.getByRole('option', { name: 'Anasayfa' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
  });

  test('home links to the menu as tiles', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('link', { name: 'Tüm menü' }).click();
    await expect(page).toHaveURL(/\/mobil-menu$/);
    await expect(page.getByRole('link', { name: 'Anasayfa' }).first()).toBeVisible();
  });
});
