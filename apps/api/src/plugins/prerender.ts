import type { AppSettings } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `vite build --ssr` makes of apps/web/src/entry-server.tsx. */
interface PrerenderModule {
  prerenderedPaths: readonly string[];
  guardScript: string;
  renderPage(
    template: string,
    path: string,
    settings: AppSettings,
    preloads: readonly string[],
  ): Promise<string | undefined>;
  appDocument(template: string, path: string, settings: AppSettings, preloads: readonly string[]): string;
}

/** The file the web build leaves for the server (dist/.ssr: a dot-folder, never served). */
export function prerenderEntry(webRoot: string): string {
  return join(webRoot, '.ssr', 'entry-server.mjs');
}

interface Rendered {
  key: string;
  html: Promise<string | undefined>;
}

/**
 * The public screens rendered by the server (decision 032), kept per address. A page is rendered
 * again when what it was rendered from changes: the municipality's settings (the settings store reads
 * them again every few seconds, so an operator's change shows without a rebuild or a restart) or the
 * day (the footer's year, a table's default year, the print header's date), so the browser's first
 * render equals the server's and hydration never disagrees. Rendering takes tens of milliseconds once
 * the module is loaded; concurrent requests share one render.
 */
export class Prerenderer {
  private module?: Promise<PrerenderModule>;
  private readonly pages = new Map<string, Rendered>();
  private readonly template: string;
  /** Each route's screen chunks, from the web build (apps/web/route-preloads.ts); none from an older build. */
  private readonly preloads: Map<string, string[]>;
  private failedOnce = false;

  constructor(
    private readonly webRoot: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.template = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const preloadsFile = join(webRoot, '.vite', 'route-preloads.json');
    this.preloads = new Map(
      existsSync(preloadsFile)
        ? Object.entries(JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
        : [],
    );
  }

  static create(webRoot: string, log: FastifyBaseLogger): Prerenderer | undefined {
    return existsSync(prerenderEntry(webRoot)) ? new Prerenderer(webRoot, log) : undefined;
  }

  private load(): Promise<PrerenderModule> {
    this.module ??= import(pathToFileURL(prerenderEntry(this.webRoot)).href) as Promise<PrerenderModule>;
    return this.module;
  }

  /** The script-src source that allows the page's inline guard script, and nothing else. */
  async scriptHash(): Promise<string> {
    const { guardScript } = await this.load();
    return `'sha256-${createHash('sha256').update(guardScript).digest('base64')}'`;
  }

  /** The page for `path` with these settings, or undefined (not a prerendered screen, or its render failed: the SPA's index.html serves). */
  async page(path: string, settings: AppSettings, now = new Date()): Promise<string | undefined> {
    const module = await this.load();
    if (!module.prerenderedPaths.includes(path)) return undefined;
    const key = `${istanbulToday(now)}|${now.toISOString().slice(0, 10)}|${JSON.stringify(settings)}`;
    let rendered = this.pages.get(path);
    if (rendered?.key !== key) {
      rendered = {
        key,
        html: module
          .renderPage(this.template, path, settings, this.preloads.get(path) ?? [])
          .catch((error: unknown) => this.failed(path, error)),
      };
      this.pages.set(path, rendered);
    }
    return rendered.html;
  }

  /** The SPA's document for an address that is not prerendered, with its title and the settings (no render: a few µs). */
  async appDocument(path: string, settings: AppSettings): Promise<string> {
    return (await this.load()).appDocument(this.template, path, settings, this.preloads.get(path) ?? []);
  }

  /** Loads the module and renders every page, so that the first citizens do not wait for it. */
  async warm(settings: AppSettings): Promise<void> {
    const module = await this.load();
    for (const path of module.prerenderedPaths) await this.page(path, settings);
  }

  private failed(path: string, error: unknown): undefined {
    // Logged once: the page still works, as the SPA it was before prerendering.
    if (!this.failedOnce) this.log.warn({ err: error, path }, 'sayfa sunucuda hazırlanamadı; tarayıcıda çizilecek');
    this.failedOnce = true;
    return undefined;
  }
}
