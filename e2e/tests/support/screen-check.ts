import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// A screen at 1280 and 360 px: no serious or critical WCAG 2.2 AA violation (axe), no sideways
// scrolling of the page, and a full-page screenshot of each for a person to look at (in the run's
// results directory).

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
export const screenWidths = [1280, 360] as const;

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * The page at rest at its new size: two animation frames (the media queries of the new size have been
 * reported and React has re-rendered), then no transition still running (the side nav folding into
 * its drawer narrows the content for a moment, and a text in a box then overflows it). Endless
 * animations (a loading skeleton) do not count.
 */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** At each width: axe finds nothing serious, the page does not scroll sideways, and a screenshot is kept. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const width of screenWidths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    // From the top, so the fixed app bar sits where a person sees it first.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
