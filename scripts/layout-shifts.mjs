// `node scripts/layout-shifts.mjs <url> [loads]`: cold loads of a page at Lighthouse's phone size
// (412×823), each watched by a `layout-shift` observer from the first byte; prints every shift with the
// elements that moved (before → after) and how many loads shifted. A rare shift that three Lighthouse
// runs may or may not catch shows here with its cause. Figures, not a test: docs/performance-log.md.
/* global window -- the functions given to evaluateOnNewDocument and evaluate run in the page */
import puppeteer from 'puppeteer-core';

const [url, loads] = [process.argv[2], Number(process.argv[3] ?? 10)];
if (!url) throw new Error('usage: node scripts/layout-shifts.mjs <url> [loads]');
let shifted = 0;
for (let load = 1; load <= loads; load++) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    await page.evaluateOnNewDocument(() => {
      const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const moved = entry.sources.map(
            (source) =>
              `${source.node?.nodeName ?? '?'}${source.node?.id ? `#${source.node.id}` : ''} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
          window.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const shifts = await page.evaluate(() => window.__shifts);
    if (shifts.length > 0) {
      shifted++;
      console.log(`load ${load}:\n  ${shifts.join('\n  ')}`);
    }
  } finally {
    await browser.close();
  }
}
console.log(`${url}: ${shifted} of ${loads} loads shifted`);
