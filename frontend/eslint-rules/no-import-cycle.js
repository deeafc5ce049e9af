/*
 * `local/no-import-cycle`: an import whose module imports this file back, directly or through others.
 * The same check as eslint-plugin-import's `import/no-cycle`, kept here so that it needs no plugin: it reads
 * the imports of every module under src/ once per lint run (with TypeScript's parser) and reports an
 * import that stands in a cycle. Type-only imports (`import type`) are left out: they vanish at build time.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const SRC = path.resolve(new URL('../src', import.meta.url).pathname);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(specifier, from) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** The modules a file imports for their values (static imports and re-exports), as files under src/. */
function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.map((specifier) => resolve(specifier, file)).filter(Boolean);
}

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

let graph = null;

function importGraph() {
  if (!graph) graph = new Map(sourceFiles(SRC).map((file) => [file, valueImports(file)]));
  return graph;
}

/** Whether `start` leads back to `target` through value imports. */
function reaches(start, target) {
  const edges = importGraph();
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (file === target) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(edges.get(file) ?? []));
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module' },
    schema: [],
    messages: { cycle: 'Import cycle: {{module}} imports this file back. Move what both need to a third module.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!file.startsWith(SRC + path.sep)) return {};
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolve(node.source.value, file);
      if (target && target !== file && reaches(target, file)) {
        context.report({ node, messageId: 'cycle', data: { module: node.source.value } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
