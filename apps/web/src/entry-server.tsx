/**
 * The server's prerender of the public screens (decision 032): built by `vite build --ssr` into
 * dist/.ssr (never served), loaded by the API (apps/api/src/plugins/prerender.ts), which renders a page
 * with the municipality's settings in effect and serves it for the screen's address.
 */
import type { AppSettings } from '@ebelediye/contract';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app';
import { findRouteEntry, paths } from './app/paths';
import { createAppRoutes } from './app/router';
import { documentTitleFor } from './lib/app-settings';
import { i18n } from './lib/i18n';
import { SETTINGS_ELEMENT_ID } from './prerender/client';
import { createServerCache, styleTags } from './prerender/emotion';
import { GUARD_FOR_ATTRIBUTE, guardScript, guardStyle, SCRIPTS_TEMPLATE_ID } from './prerender/guard';
import { answerMediaQueriesAsPhone } from './prerender/phone-media';
import { themes } from './layout/themes/themes';

export { guardScript };

answerMediaQueriesAsPhone(Object.values(themes));

/**
 * The screens whose first paint does not wait for JavaScript: the home page, sign-in, the reference
 * tables (their shells: the tables' rows arrive with their call, as before), the two fast payments (a
 * deadline day's visitors who do not sign in), and the debt list, the member's screen of a deadline
 * day, rendered before the member is known (decision 048: its heading, intro and sections; the debts
 * arrive with their call).
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.signIn,
  paths.estateConstructionCost,
  paths.advertisingTaxAnnualGroupTariff,
  paths.estateStreetValuation,
  paths.estateAbrasionShare,
  paths.ectAnnualPrice,
  paths.resolutionCommitteeObservation,
  paths.resolutionCouncilObservation,
  paths.fastPayment,
  paths.fastPaymentForMatrimony,
  paths.debtQuestioning,
].map((entry) => entry.path);

/** Vite's tags in index.html that load the app: its entry module and the chunks it imports. */
const scriptTags = /[ \t]*<script type="module"[^>]*><\/script>\s*|[ \t]*<link rel="modulepreload"[^>]*>\s*/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script>: `<` escaped so that no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

async function markupOf(element: React.ReactElement): Promise<string> {
  // A lazily loaded part (the header search, the screen's own parts) that was still loading when React
  // wrote its parent comes out "out of order", patched in by inline scripts the CSP refuses. Once loaded
  // it renders in place: render again until nothing is left out of order.
  for (let attempt = 1; ; attempt++) {
    const html = await renderOnce(element);
    if (!html.includes('<template id="B:')) return html;
    if (attempt === 4) throw new Error('parts of the page were still loading after 4 renders');
  }
}

async function renderOnce(element: React.ReactElement): Promise<string> {
  let failure: unknown;
  // Waits for every lazily loaded part (the header search, the screen), so the HTML is the whole page.
  const { prelude } = await prerenderToNodeStream(element, {
    // React writes a large finished part apart, patched in by a script, to show what is above it sooner;
    // a prerender sends everything at once, and the CSP refuses such scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // A part that failed would be rendered by the browser instead, with a hydration error: serve no prerender.
  if (failure) throw failure;
  return html;
}

/**
 * The document for an address that is not prerendered (a member's screens, an address with a query):
 * the build's index.html with the screen's title and the settings in effect, so the app renders its
 * first screen without asking /AppSetting.json first (it asks right after, as a prerendered page does).
 */
export function appDocument(
  template: string,
  path: string,
  settings: AppSettings,
  preloads: readonly string[] = [],
): string {
  const html = withTitle(template, path, settings)
    .replace('</head>', () => `${preloadTags(preloads)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${settingsElement(settings)}`);
  if (!html.includes(SETTINGS_ELEMENT_ID))
    throw new Error('index.html has no empty <div id="root"></div> to put the settings after');
  return html;
}

/** The template with the document title of the screen at `path` (the app sets the same one). */
function withTitle(template: string, path: string, settings: AppSettings): string {
  const entry = findRouteEntry(path);
  const title = documentTitleFor(settings, entry ? i18n.t(`routes.${entry.title}`) : undefined);
  return template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The screen's own chunks (the build's route-preloads.json), fetched with the entry instead of after it has run. */
function preloadTags(preloads: readonly string[]): string {
  return preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('');
}

/** The settings a page was served with, read by the app before its first render (prerender/client.ts). */
function settingsElement(settings: AppSettings): string {
  return `<script id="${SETTINGS_ELEMENT_ID}" type="application/json">${scriptJson(settings)}</script>`;
}

/**
 * The whole document for `path`, from the build's index.html: the title, the guard, the critical CSS,
 * the page's markup and the settings it was rendered with. Undefined for a path that is not prerendered.
 */
export async function renderPage(
  template: string,
  path: string,
  settings: AppSettings,
  preloads: readonly string[] = [],
): Promise<string | undefined> {
  if (!prerenderedPaths.includes(path)) return undefined;
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createServerCache();
  const forMember = findRouteEntry(path)?.guard === true;
  const markup = await markupOf(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame initialSettings={settings} memberUnknownAtFirst={forMember}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
  );
  // The build's script and modulepreload tags, and the screen's own chunks, move into an inert <template>
  // the guard script loads them from: after its first contentful paint when the page hydrates (guard.ts,
  // decision 045).
  const scripts = template.match(scriptTags) ?? [];
  if (scripts.length === 0) throw new Error('index.html has no module script to load the app with');
  const head =
    `<template id="${SCRIPTS_TEMPLATE_ID}">${scripts.join('')}${preloadTags(preloads)}</template>` +
    `<script${forMember ? ` ${GUARD_FOR_ATTRIBUTE}="member"` : ''}>${guardScript}</script><style>${guardStyle}</style>${styleTags(cache)}`;
  const body = `<div id="root">${markup}</div>${settingsElement(settings)}`;
  const html = withTitle(template, path, settings)
    .replace(scriptTags, '')
    // Replacer functions: the markup and the CSS may hold `$` patterns that a replacement string would expand.
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => body);
  if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return html;
}
