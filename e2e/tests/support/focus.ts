import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.4.11 as a test: the element that has focus lies inside the window and nothing fixed or
 * sticky (the top bar, the "Seçilen borçlar" bar, the chat button) covers any of it — checked at its
 * centre and two px inside each corner with `elementFromPoint` — and it is not the page body
 * (focus lost, 2.4.3).
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return 'focus is on the page body';
    const describe = (node: Element) => {
      const label = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${label}"`;
    };
    // A region taller than the window (the main landmark, a scrollable table) cannot show whole:
    // its start must.
    const rect = element.getBoundingClientRect();
    const box =
      rect.height > window.innerHeight / 2
        ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.top + 40 }
        : rect;
    if (box.right - box.left === 0 || box.bottom - box.top === 0) return `${describe(element)} has no size`;
    if (
      box.top < -0.5 ||
      box.left < -0.5 ||
      box.bottom > window.innerHeight + 0.5 ||
      box.right > window.innerWidth + 0.5
    ) {
      return `${describe(element)} lies outside the window (${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)})`;
    }
    const inset = 2;
    const points = [
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    // What obscures focus is content that stays put while the page scrolls (fixed or sticky) and
    // is not the focused element's own container; a label or a checkbox's drawn box is not.
    const floatingAncestor = (node: Element | null): Element | null => {
      for (let current = node; current; current = current.parentElement) {
        const { position } = getComputedStyle(current);
        if (position === 'fixed' || position === 'sticky') return current;
      }
      return null;
    };
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      const cover: Element | null = hit && !element.contains(hit) ? floatingAncestor(hit) : null;
      if (cover && !cover.contains(element))
        return `${describe(element)} is covered at (${Math.round(x)},${Math.round(y)}) by ${describe(cover)}`;
    }
    return null;
  });
}

export async function expectFocusVisible(page: Page, step: string) {
  expect(await focusProblem(page), step).toBeNull();
}

/** Presses Tab `stops` times (or until focus leaves the page), checking each focused element. */
export async function tabThrough(page: Page, step: string, stops: number) {
  const seen: string[] = [];
  for (let stop = 1; stop <= stops; stop++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body
        ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}`
        : null;
    });
    if (name === null) break;
    seen.push(name);
    await expectFocusVisible(page, `${step}, stop ${stop}: ${name}`);
  }
  return seen;
}

/**
 * Presses Tab (or Shift+Tab) until one of `target`'s elements has focus, checking at every stop
 * that the focused element is visible and uncovered. Fails after `maxStops`.
 */
export async function tabTo(page: Page, target: Locator, step: string, { maxStops = 60, backwards = false } = {}) {
  for (let stop = 1; stop <= maxStops; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page, `${step}, stop ${stop}`);
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
  }
  throw new Error(`${step}: not reached in ${maxStops} Tab stops`);
}

/** WCAG 2.4.7: the focused element draws a ring of at least 2 px. */
export async function expectFocusRing(page: Page, step: string) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style, `${step}: outline style`).not.toBe('none');
  expect(outline.width, `${step}: outline width`).toBeGreaterThanOrEqual(2);
}
