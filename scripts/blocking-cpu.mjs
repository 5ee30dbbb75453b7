// `node scripts/blocking-cpu.mjs <url> [runs]`: a load-resistant stand-in for Lighthouse's total blocking
// time, for comparing two builds on a shared machine. Loads the page cold in Debian's Chromium at a phone's
// size (390×844) with a trace, and sums over the renderer's main-thread tasks their *thread CPU time* × 4
// (Lighthouse's simulated mobile CPU) minus 50 ms: time the thread spent descheduled by the neighbours'
// load is not counted, which wall-clock Lighthouse runs cannot separate. Prints the medians of the runs.
// Figures, not a test: docs/performance.md, "The first screen on a phone".
import puppeteer from 'puppeteer-core';
const [url, n] = [process.argv[2], Number(process.argv[3] ?? 1)];
const out = [];
for (let i = 0; i < n; i++) {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.tracing.start({ categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1000));
  const ev = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  await browser.close();
  const mains = ev.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const main = mains
    .map((m) => [m, ev.filter((e) => e.pid === m.pid && e.tid === m.tid).length])
    .sort((a, b) => b[1] - a[1])[0][0];
  const tasks = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.tdur);
  const cpu = tasks.reduce((s, t) => s + t.tdur / 1000, 0);
  const blocking = tasks.reduce((s, t) => s + Math.max(0, (4 * t.tdur) / 1000 - 50), 0);
  const long = tasks.filter((t) => (4 * t.tdur) / 1000 > 50).length;
  out.push({ cpu, blocking, long });
}
const med = (k) => out.map((o) => o[k]).sort((a, b) => a - b)[Math.floor(out.length / 2)];
console.log(
  `${url}: main-thread CPU ${med('cpu').toFixed(0)} ms, blocking (CPU×4−50) ${med('blocking').toFixed(0)} ms, tasks over 50 ms ×4: ${med('long')}  [runs: ${out.map((o) => o.blocking.toFixed(0)).join(', ')}]`,
);
