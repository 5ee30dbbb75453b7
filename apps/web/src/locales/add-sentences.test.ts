import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsSource } from '../../route-preloads';

/** apps/web/src, found through a file outside it (under jsdom a module's own URL is not a file's). */
const src = dirname(dirname(pathsSource));
/** The families whose sentences load with their screens: one `<family>-sentences.ts` module each (add-sentences.ts). */
const families = readdirSync(join(src, 'locales'))
  .map((name) => /^(\w+)-sentences\.ts$/.exec(name)?.[1])
  .filter((family) => family !== undefined && family !== 'add'); // add-sentences.ts is the helper itself

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("screens' sentences loaded with their code", () => {
  it('finds the families', () => {
    expect([...families].sort()).toEqual(['debts', 'declarations', 'employees', 'payments', 'restructuring']);
  });

  // The component tests register every family (test/setup.ts), so a module that forgot the import
  // would pass them and show its keys ("payments.window.title") in the product: this finds it.
  it.each(families)('every module that says t("%s.…") imports its sentences itself', (family) => {
    const uses = new RegExp(`[\`'"]${family}\\.[a-zA-Z]`);
    const missing = sourceFiles(src)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return uses.test(text) && !text.includes(`locales/${family}-sentences'`);
      })
      .map((file) => relative(src, file));
    expect(missing).toEqual([]);
  });
});
