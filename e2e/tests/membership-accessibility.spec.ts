import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/screen-check';
import { signIn } from './support/sign-in';

// The membership screens: no serious or critical WCAG 2.2 AA violation, no sideways scroll on a phone.

const open = ['/session/signin', '/session/signup', '/session/forgot-password', '/Register'];
const guarded = ['/sifre-degistir', '/UserUpdate', '/RegistryObservation'];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [...open, ...guarded]) {
      test(`${path} has no serious or critical WCAG 2.2 AA violation and no sideways scroll`, async ({ page }) => {
        // Ayşe only reads here; nothing is changed.
        if (guarded.includes(path)) await signIn(page);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The forms' data (registry, member, address lists) and the ALTCHA widget are in place.
        await page.waitForLoadState('networkidle');
        if (path === '/RegistryObservation') await expect(page.getByText('100******46')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}
