import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the build leaves the list (a dot-folder of dist: read by the API, never served). */
export const routePreloadsFile = '.vite/route-preloads.json';

const appFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'src/app');
/** The route paths (`key: route('/Path', …)`). */
export const pathsSource = resolve(appFolder, 'paths.ts');
/** Each route's screen (`key: () => import('…')`, or `key: name` of a `const name = () => import('…')`). */
export const routeTableSource = resolve(appFolder, 'route-table.ts');

/** Each route's screen module, read from the route table: its path from paths.ts, its screen from route-table.ts. */
export function screenModulesOf(paths: string, routeTable: string): Map<string, string> {
  const pathOf = new Map([...paths.matchAll(/^\s*(\w+): route\(\s*'([^']+)'/gm)].map(([, key, path]) => [key, path]));
  const shared = new Map(
    [...routeTable.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, module]) => [name, module]),
  );
  const screens = new Map<string, string>();
  for (const [, key, module, name] of routeTable.matchAll(/^\s*(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),$/gm)) {
    const path = pathOf.get(key);
    if (!path) throw new Error(`route-table.ts: ${key} is not a route of paths.ts`);
    const screen = module ?? shared.get(name);
    if (!screen)
      throw new Error(`${path}: its screen ${name} is not a "const … = () => import('…')" of route-table.ts`);
    screens.set(path, screen);
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
      const source = (file: string) => readFileSync(file, 'utf8');
      for (const [path, module] of screenModulesOf(source(pathsSource), source(routeTableSource))) {
        const moduleFile = resolve(appFolder, module);
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
