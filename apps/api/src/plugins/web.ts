import fastifyStatic from '@fastify/static';
import { UNKNOWN_OPERATION_MESSAGE } from '@ebelediye/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Prerenderer } from './prerender';

/**
 * Build files that are not for browsers: source maps (vite.config.ts makes none, but a build made with
 * them must not publish the sources) and dot-folders such as Vite's manifest (.vite/manifest.json).
 */
function isPrivate(path: string): boolean {
  return path.endsWith('.map') || path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Serves the built SPA. Any GET that is not a file, an API call or the sandbox gets index.html, so
 * that the web's router answers /anasayfa, /DebtQuestioning and unknown paths (→ /session/404).
 */
export async function webPlugin(app: FastifyInstance, options: { root: string }) {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn(`web arayüzü derlenmemiş (${options.root}); yalnızca API sunuluyor. "npm run build" çalıştırın.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside each asset (apps/web/precompress.ts): send those, never compress per request.
    preCompressed: true,
    allowedPath: (path) => !isPrivate(path),
    setHeaders(res, path) {
      // Vite puts a content hash in every asset name: cache those for a year, never index.html.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The public screens' HTML rendered here with the settings in effect (decision 032); the rest is the SPA.
  const prerenderer = Prerenderer.create(options.root, app.log);

  /**
   * The SPA for every other address, with the screen's title and the settings in effect in it, so that
   * the app's first render does not wait for /AppSetting.json (decision 047). Without the server's
   * module or its settings (a database that is down) it is the build's index.html, as before.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (prerenderer) {
      try {
        const html = await prerenderer.appDocument(request.url.split('?')[0], (await app.settings.get()).public);
        return reply.type('text/html; charset=utf-8').send(html);
      } catch (error) {
        request.log.warn({ err: error }, 'sayfa ayarlarla hazırlanamadı; derlemenin index.html dosyası sunuldu');
      }
    }
    return reply.sendFile('index.html');
  };
  const prerendered = async (path: string, reply: FastifyReply): Promise<string | undefined> => {
    if (!prerenderer) return undefined;
    try {
      const html = await prerenderer.page(path, (await app.settings.get()).public);
      if (html === undefined) return undefined;
      // The page's one inline script (the guard) is allowed by its hash; every other inline script stays refused.
      const csp = reply.raw.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace(/script-src ([^;]*)/, `script-src $1 ${await prerenderer.scriptHash()}`),
        );
      return html;
    } catch (error) {
      app.log.warn({ err: error, path }, 'sayfa sunucuda hazırlanamadı; tarayıcıda çizilecek');
      return undefined;
    }
  };
  if (prerenderer) {
    // After listen, not during start-up: the start-up budget stays, and the first citizens find the pages ready.
    app.addHook('onListen', async () => {
      void app.settings
        .get()
        .then((settings) => prerenderer.warm(settings.public))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sayfalar önceden hazırlanamadı'));
    });
  }

  app.get('/', sendIndex);
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith('/sandbox/')) {
      return reply
        .status(404)
        .send({ Message: `${UNKNOWN_OPERATION_MESSAGE} (${request.method} ${path})`, code: 'not_found' });
    }
    if (isPrivate(path)) return reply.status(404).send({ Message: 'Aradığınız kayıt bulunamadı.', code: 'not_found' });
    if (/\.[a-z0-9]+$/i.test(path)) return reply.sendFile(path.slice(1));
    // With a query (a table's filters, e-Devlet's return, ?ISLEMADI=…) the browser renders: the prerender is the bare address's page.
    const html = path === request.url ? await prerendered(path, reply) : undefined;
    if (html !== undefined)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return sendIndex(request, reply);
  });
}
