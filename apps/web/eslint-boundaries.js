// The web app's import boundaries as ESLint rules (docs/architecture.md "Web"): a feature reaches
// another only through a shared place, and no module imports itself back through others.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'src');
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `features/<name>/…` → name; undefined outside features/. */
function featureOf(file) {
  const parts = relative(srcRoot, file).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.[^']*)'/g;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file's import circle (Tarjan's strongly connected components), computed once per ESLint run. */
let circles;
function circleOf(file) {
  if (!circles) {
    const graph = new Map();
    for (const path of sourceFiles(srcRoot)) {
      const text = readFileSync(path, 'utf8');
      const targets = [...text.matchAll(importPattern)].map(([, spec]) => resolveImport(path, spec));
      graph.set(path, [...new Set(targets.filter(Boolean))]);
    }
    circles = new Map();
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    let counter = 0;
    const visit = (node) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      for (const next of graph.get(node) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(node, Math.min(low.get(node), low.get(next)));
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      }
      if (low.get(node) !== index.get(node)) return;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (members.length > 1 || selfImport) for (const each of members) circles.set(each, members);
    };
    for (const node of graph.keys()) if (!index.has(node)) visit(node);
  }
  return circles.get(file);
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another only through components/, lib/ or app/paths.' },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const ownFeature = featureOf(importer);
    if (!ownFeature) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(importer, specifier);
      if (!target) return;
      const targetFeature = featureOf(target);
      const place = relative(srcRoot, target).split(sep);
      const appOutsidePaths = place[0] === 'app' && place.join('/') !== 'app/paths.ts';
      if ((targetFeature && targetFeature !== ownFeature) || appOutsidePaths || place[0] === 'layout')
        context.report({
          node: node.source,
          message: `features/${ownFeature} may not import ${place.join('/')}: move what features share to components/ or lib/ (app/paths for addresses).`,
        });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const noImportCycles = {
  meta: { type: 'problem', docs: { description: 'No module imports itself back through others.' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const circle = circleOf(context.filename);
        if (!circle) return;
        const names = circle.map((file) => relative(srcRoot, file).split(sep).join('/')).sort();
        context.report({ node, message: `Import circle of ${names.length} files: ${names.join(', ')}.` });
      },
    };
  },
};

export const webBoundaries = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-import-cycles': noImportCycles },
};
