import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.4.11 and 2.4.7 as a test: the element that has focus lies inside the window and nothing
 * (the fixed top bar, a sticky bar, the chat button) covers any of it — checked at its centre and
 * two px inside each corner with `elementFromPoint` — and it is not the page body (focus lost, 2.4.3).
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return 'focus is on the page body';
    const describe = (node: Element) => {
      const label = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${label}"`;
    };
    // The main landmark takes focus after a navigation and on the skip link; its start must show.
    const rect = element.getBoundingClientRect();
    const box = element.id === 'main-content' ? { left: rect.left, right: rect.right, top: rect.top, bottom: Math.min(rect.bottom, rect.top + 40) } : rect;
    if (box.right - box.left === 0 || box.bottom - box.top === 0) return `${describe(element)} has no size`;
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5) {
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
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit) && !hit.contains(element)) return `${describe(element)} is covered at (${Math.round(x)},${Math.round(y)}) by ${describe(hit)}`;
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
      return element && element !== document.body ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}` : null;
    });
    if (name === null) break;
    seen.push(name);
    await expectFocusVisible(page, `${step}, stop ${stop}: ${name}`);
  }
  return seen;
}
