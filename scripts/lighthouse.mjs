// `node scripts/lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 3] [--save dir]`: Lighthouse (mobile form
// factor, default simulated throttling) on the screens a citizen opens first — /anasayfa, /session/signin and,
// signed in as the demo's Ayşe, /DebtQuestioning — against a running demo server (`npm start`).
// Each run starts a fresh Chromium (empty cache, cold load); prints every run and the median of each
// figure. Figures, not a test: docs/performance.md, "The first screen on a phone".
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/anasayfa,/session/signin,/DebtQuestioning' },
    // A folder to write each run's whole report to (JSON), for reading where the time went.
    save: { type: 'string' },
  },
});
const base = values.url.replace(/\/+$/, '');
const runs = Number(values.runs);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screens that need a signed-in member. */
const guarded = new Set(['/DebtQuestioning']);

// The demo's Ayşe (README); the captcha is solved here as the e2e helpers do (e2e/tests/support/sign-in.ts).
const requireFromApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
async function signIn() {
  const lib = await import(pathToFileURL(requireFromApi.resolve('altcha-lib')).href);
  const pbkdf2 = await import(pathToFileURL(requireFromApi.resolve('altcha-lib/algorithms/pbkdf2')).href);
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await (lib.solveChallenge ?? lib.default.solveChallenge)({
    challenge,
    deriveKey: pbkdf2.deriveKey ?? pbkdf2.default.deriveKey,
  });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await fetch(`${base}/api/ValidateUserForEMunicipality`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userName: '10000000146', password: 'Demo2026', altcha }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('ebelediye_oturum='));
  return { cookie, member: JSON.stringify((await response.json()).member) };
}

async function audit(path, session) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (session) {
      const [name, value] = session.cookie.split('=');
      await browser.setCookie({ name, value, url: base, httpOnly: true });
      await page.evaluateOnNewDocument((member) => sessionStorage.setItem('MemberInfo', member), session.member);
    }
    // A fresh browser has an empty cache; storage is kept so that the session survives.
    const result = await lighthouse(
      `${base}${path}`,
      { logLevel: 'error', output: 'json', disableStorageReset: true },
      undefined,
      page,
    );
    await browser.disconnect();
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(`${values.save}/${path.replace(/\W+/g, '_')}-${Date.now()}.json`, JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      fcp: audits['first-contentful-paint'].numericValue / 1000,
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
      shifts: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.score.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? ''}`,
      ),
    };
  } finally {
    chrome.kill();
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () => execFileSync('cat', ['/proc/loadavg']).toString().split(' ')[0];

const session = values.pages.split(',').some((path) => guarded.has(path)) ? await signIn() : undefined;
for (const path of values.pages.split(',')) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const r = await audit(path, guarded.has(path) ? session : undefined);
    results.push(r);
    console.log(
      `${path} run ${run} (load ${load()}): perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} FCP ${round(r.fcp, 2)} s LCP ${round(r.lcp, 2)} s TBT ${round(r.tbt, 0)} ms CLS ${round(r.cls, 3)} → ${r.finalUrl}`,
    );
    for (const shift of r.shifts) console.log(`  layout shift ${shift}`);
  }
  const m = (key) => median(results.map((r) => r[key]));
  console.log(
    `${path} median of ${runs}: perf ${m('performance')} a11y ${m('accessibility')} bp ${m('bestPractices')} FCP ${round(m('fcp'), 2)} s LCP ${round(m('lcp'), 2)} s TBT ${round(m('tbt'), 0)} ms CLS ${round(m('cls'), 3)}`,
  );
}
