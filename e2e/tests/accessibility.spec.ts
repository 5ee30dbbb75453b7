import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/screen-check';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ['/anasayfa', '/mobil-menu', '/session/404', '/session/signin']) {
      test(`${path} has no serious or critical WCAG 2.2 AA violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Wait for the menu and parameters, so axe sees the finished page.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open demo chat and the open side nav pass too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/anasayfa');
  await page.getByRole('button', { name: 'Ana menü' }).click();
  await page.getByRole('button', { name: 'Demo sohbeti aç' }).click();
  await expect(page.getByRole('dialog', { name: 'Demo sohbet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
