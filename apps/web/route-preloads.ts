import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the build leaves the list (a dot-folder of dist: read by the API, never served). */
export const routePreloadsFile = '.vite/route-preloads.json';

export const pathsSource = resolve(dirname(fileURLToPath(import.meta.url)), 'src/app/paths.ts');

/**
 * Each route's screen module, read from the route table (src/app/paths.ts): `route('/Path', …,
 * { screen: () => import('./routes/…') })`, or `screen: name` for a screen several routes share
 * (`const name = () => import('./routes/…')`).
 */
export function screenModulesOf(source: string): Map<string, string> {
  const shared = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, module]) => [name, module]),
  );
  const screens = new Map<string, string>();
  for (const entry of source.split(/\broute\(/).slice(1)) {
    const path = entry.match(/^'([^']+)'/)?.[1];
    const screen = entry.match(/screen: (?:\(\) => import\('([^']+)'\)|(\w+))/);
    if (!path || !screen) continue;
    const module = screen[1] ?? shared.get(screen[2]);
    if (!module) throw new Error(`${path}: its screen ${screen[2]} is not a "const … = () => import('…')" of paths.ts`);
    screens.set(path, module);
  }
  return screens;
}

/**
 * Writes, for every route, the chunks its screen needs besides the entry's: the screen's own chunk and
 * every chunk it imports statically. The API puts them as <link rel="modulepreload"> in the page it
 * sends for that address (decision 047), so a phone fetches a screen's code with the entry, not one
 * round trip after the entry has run and the router has asked for it.
 */
export function routePreloads(): Plugin {
  return {
    name: 'ebelediye-route-preloads',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set<string>();
      const withImports = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, entryFiles);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of screenModulesOf(readFileSync(pathsSource, 'utf8'))) {
        const moduleFile = resolve(dirname(pathsSource), module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '') === moduleFile);
        if (!chunk) throw new Error(`${path}: no chunk of the build is its screen ${module}`);
        const files = new Set<string>();
        withImports(chunk.fileName, files);
        preloads[path] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
