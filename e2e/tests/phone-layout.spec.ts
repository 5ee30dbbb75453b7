import type { Locator, Page } from '@playwright/test';
import { demoStaff, lodgeNoiseComplaint, signInToDesk } from './support/desk';
import { expect, test } from './support/fixtures';
import { demoMembers, signIn } from './support/sign-in';

// At 360 px nothing is read by scrolling sideways: a table whose columns do not fit is a list of
// cards, every amount lies inside the window, and the chat button leaves the page's end uncovered.

const phone = { width: 360, height: 740 };

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

/** Each of these is laid out wholly inside the window's width: read without scrolling anything sideways. */
async function expectInsideWindow(items: Locator, what: string) {
  const count = await items.count();
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = await items.nth(index).boundingBox();
    expect(box, `${what} #${index + 1}`).not.toBeNull();
    expect(box!.x, `${what} #${index + 1} starts inside`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what} #${index + 1} ends inside`).toBeLessThanOrEqual(phone.width);
  }
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('at 360 × 740', () => {
  test.use({ viewport: phone });

  test('the debts page: every amount in the window, every accrual a card, and the chat button clear of the page’s end', async ({
    page,
  }) => {
    await signIn(page, demoMembers.ayse);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('checkbox', { name: 'Tüm borçları seç' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(page.getByRole('main').getByText(/₺\s?[\d.]+,\d{2}/), 'open debts’ amounts');

    await page.getByRole('tab', { name: 'Tüm tahakkuklar' }).click();
    const accruals = page.getByRole('list', { name: 'Tahakkuklar' });
    await expect(accruals.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(accruals.getByRole('definition').filter({ hasText: /₺/ }), 'accruals’ amounts');

    // Scrolled so that each figure passes the window's bottom corner, none is covered by the chat button.
    const covered = await page.evaluate(() => {
      const chatButton = document.querySelector('button[aria-label="Demo sohbeti aç"]')!;
      const hidden: string[] = [];
      for (const figure of document.querySelectorAll('main dd')) {
        // Its bottom 30 px above the window's, where a floating button sits (scroll-padding would keep it clear).
        window.scrollTo(0, window.scrollY + figure.getBoundingClientRect().bottom - (window.innerHeight - 30));
        const [a, b] = [figure.getBoundingClientRect(), chatButton.getBoundingClientRect()];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          hidden.push(figure.textContent ?? '');
      }
      return hidden;
    });
    expect(covered, 'figures under the chat button').toEqual([]);

    // At the page's end the chat button covers neither the last thing in the page nor the footer's lines.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const chat = await page.getByRole('button', { name: 'Demo sohbeti aç' }).boundingBox();
    expect(chat).not.toBeNull();
    const lastInMain = page.getByRole('main').locator(':scope *:not(:has(*))').filter({ visible: true }).last();
    const ends = [
      await lastInMain.boundingBox(),
      ...(await Promise.all((await page.locator('footer > *').all()).map((child) => child.boundingBox()))),
    ];
    for (const box of ends) {
      expect(box).not.toBeNull();
      expect(overlaps(chat!, box!), `chat button over ${JSON.stringify(box)}`).toBe(false);
    }
  });

  test('the leave page: every leave a card, nothing read by scrolling sideways', async ({ page }) => {
    await signIn(page, demoMembers.mehmet);
    await page.goto('/izin-bilgileri');
    await expect(page.getByRole('heading', { level: 1, name: 'İzin Bilgileri' })).toBeVisible();
    await expect(page.getByRole('region', { name: /yıllık izin hesabı$/ })).toBeVisible();
    // Early in January the year may hold no leave yet; then there is nothing to lay out as cards.
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('desk pages: the queue and the staff trail are cards with their figures in the window; a toast opens below the bar', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, demoMembers.mehmet);
    const trackingNo = await lodgeNoiseComplaint(page);

    await signInToDesk(page, context, demoStaff.administrator);
    await page.goto('/yonetim/basvurular');
    const queue = page.getByRole('list', { name: 'Başvuru kuyruğu' });
    await expect(queue.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(queue.getByRole('definition'), 'queue figures');

    // A toast opens below the bar: the bar and "Çıkış yap" stay uncovered.
    await queue.getByRole('link', { name: trackingNo }).click();
    await page.getByRole('textbox', { name: 'Okuma nedeni' }).fill('Vatandaş telefonla aradı, durumunu soruyor.');
    await page.getByRole('button', { name: 'Başvuruyu aç' }).click();
    await page.getByRole('textbox', { name: 'Not (vatandaş görmez)' }).fill('Ekip yarın gece bölgede olacak.');
    await page.getByRole('button', { name: 'Notu ekle' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Kaydedildi.' });
    await expect(toast).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y, 'toast top below the bar').toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(overlaps(toastBox!, (await page.getByRole('button', { name: 'Çıkış yap' }).boundingBox())!)).toBe(false);

    await page.goto('/yonetim/islem-kaydi');
    const trail = page.getByRole('list', { name: 'Personel işlem kaydı' });
    await expect(trail.getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(trail.getByRole('definition'), 'audit trail details');
  });
});
