import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures';
import { focusProblem } from './support/focus';
import { demoMembers, signIn } from './support/sign-in';

/**
 * WCAG 2.4.11 on every route, which axe cannot check: each address of the router's table (apps/web/src/app/paths.ts),
 * at 360 px and at 320 × 256 px (a 1280 × 1024 window at 400 % zoom), tabbed through forward and back
 * again, no stop is hidden under the top bar, the "Seçilen borçlar" bar or the chat button, and focus
 * never falls to the page body (support/focus.ts's check). A route a test, each naming every problem
 * of its page, so one run names every one.
 */

interface RouteRow {
  path: string;
  guard: boolean;
}

/**
 * The routes as the router's table writes them. Read as text: importing paths.ts would bring every
 * screen's module into the e2e typecheck.
 */
function routerPaths(): RouteRow[] {
  const source = readFileSync(new URL('../../apps/web/src/app/paths.ts', import.meta.url), 'utf8');
  // route('/path', 'key') with an optional third argument: `guarded`, `session` or `{ …options }`.
  const rows = [...source.matchAll(/route\('([^']+)', '\w+'(?:, ([^)]*))?\)/g)].map((match) => ({
    path: match[1],
    guard: (match[2] ?? '').includes('guarded'),
  }));
  return rows;
}

/** Not screens to tab through: the one-click e-Devlet login leaves for the gateway at once, and its return without a code goes home. */
const leavesAtOnce = new Set(['/index_edevlet_girisi', '/e-devlet-girisi']);

const viewports = [
  { name: '360 px', size: { width: 360, height: 740 } },
  { name: '400 % zoom', size: { width: 320, height: 256 } },
];

/** How many Tab stops a page may have before the tour gives up on it (the longest, a reference table, has fewer). */
const maxStops = 150;

async function activeKey(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    // The same element seen again means focus has gone round the page.
    const marked = element as HTMLElement & { __tourMark?: number };
    marked.__tourMark ??= Math.random();
    return `${marked.__tourMark}`;
  });
}

async function tourRoute(page: Page, path: string, label: string, problems: string[]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${label}: the page's heading`).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  // A bank window or a result page opened with no payment sends the visitor on (to the debt list or
  // /FastPayment, with a passing "Ödenecek borç bilgisi bulunamadı" toast): that page has its own turn.
  if (new URL(page.url()).pathname !== path) return 0;
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press('Tab');
    const key = await activeKey(page);
    if (key === null || seen.has(key)) break;
    seen.add(key);
    const problem = await focusProblem(page);
    if (problem) problems.push(`${label} ${path}, Tab stop ${stops + 1}: ${problem}`);
  }
  // Every page has something to reach (the 404 page only its link home): none means the tour did not run.
  if (stops === 0) problems.push(`${label} ${path}: no Tab stop at all`);
  tourStops += stops;
  // Back up the page: the top bar covers what scrolls up under it.
  for (let back = 1; back <= stops; back++) {
    await page.keyboard.press('Shift+Tab');
    if ((await activeKey(page)) === null) break;
    const problem = await focusProblem(page);
    if (problem) problems.push(`${label} ${path}, Shift+Tab stop ${back}: ${problem}`);
  }
  return stops;
}

const routes = routerPaths().filter((route) => !leavesAtOnce.has(route.path));
/** Tab stops checked by the current test, named in its report. */
let tourStops = 0;

test('the router table is read whole', () => {
  expect(routes.length).toBeGreaterThanOrEqual(40);
  expect(routes.filter((route) => route.guard).map((route) => route.path)).toContain('/DebtQuestioning');
});

for (const { name, size } of viewports) {
  test.describe(`every route at ${name}`, () => {
    test.use({ viewport: size });
    // A route a test: one page toured forward and back, up to 150 Tab stops each way on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test.describe('signed out, the open routes: no focused control is covered', () => {
      for (const route of routes.filter((entry) => !entry.guard)) {
        test(route.path, async ({ page }) => {
          const problems: string[] = [];
          tourStops = 0;
          await tourRoute(page, route.path, name, problems);
          console.log(`${name} ${route.path}: ${tourStops} Tab stops checked`);
          expect(problems).toEqual([]);
        });
      }
    });

    test.describe('signed in, the guarded routes: no focused control is covered', () => {
      test.beforeEach(async ({ page }) => {
        // Mehmet is the demo's employee too, so the payslip, leave and enforcement screens open.
        await signIn(page, demoMembers.mehmet);
      });

      for (const route of routes.filter((entry) => entry.guard)) {
        test(route.path, async ({ page }) => {
          const problems: string[] = [];
          tourStops = 0;
          await tourRoute(page, route.path, name, problems);
          console.log(`${name} ${route.path}: ${tourStops} Tab stops checked`);
          expect(problems).toEqual([]);
        });
      }
    });
  });
}
