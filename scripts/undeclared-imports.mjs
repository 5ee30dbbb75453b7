// Lists the imports a workspace makes without declaring them: a package missing from its package.json
// (it resolves today only because npm hoisted it for another workspace), or another workspace reached
// by a relative path instead of its package name. Run by `npm run lint`; exits 1 when it finds any.
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const skipped = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'migrations']);

const workspaceDirs = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(pattern.slice(0, -2), entry.name))
    : [pattern],
);
const workspaces = workspaceDirs.map((dir) => {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const declared = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
  return { dir, name: manifest.name, declared };
});
// The root's own tools (TypeScript, Vitest, ESLint, Drizzle Kit) serve every workspace's tests and configs.
const rootDeclared = new Set(Object.keys({ ...rootPackage.dependencies, ...rootPackage.devDependencies }));
const builtins = new Set(builtinModules);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(c|m)?(t|j)sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const workspaceOf = (path) =>
  workspaces.find(
    (workspace) => path === join(root, workspace.dir) || path.startsWith(join(root, workspace.dir) + sep),
  );

const problems = [];
for (const workspace of workspaces) {
  for (const file of sourceFiles(join(root, workspace.dir))) {
    // TypeScript's own pre-parser: static and dynamic imports, re-exports and require calls.
    for (const { fileName: specifier } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const where = relative(root, file);
      if (specifier.startsWith('.')) {
        const target = workspaceOf(resolve(dirname(file), specifier));
        if (target && target !== workspace)
          problems.push(`${where}: reaches ${target.name} by the path '${specifier}'`);
        continue;
      }
      if (
        specifier.startsWith('node:') ||
        builtins.has(specifier) ||
        specifier.startsWith('virtual:') ||
        specifier.startsWith('/')
      )
        continue;
      const name = packageName(specifier);
      if (name === workspace.name || workspace.declared.has(name) || rootDeclared.has(name)) continue;
      problems.push(`${where}: imports ${name}, not in ${workspace.dir}/package.json`);
    }
  }
}

for (const problem of problems) console.log(problem);
console.log(`${problems.length} undeclared import(s)`);
process.exitCode = problems.length > 0 ? 1 : 0;
