import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layering read from the files themselves, type-only imports included (the linter's import-x/no-cycle
 * passes over `import type`): the server and the apps stand side by side and share only contract/,
 * engines/ and lib/; lib/ is pure; nothing in server/ or lib/ imports in a circle.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every .ts file under a top-level folder, as paths from the repository's root. */
const filesIn = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name).replaceAll('\\', '/'))
    .sort();

/** `from '…'`, `import '…'`, `import('…')`, `require('…')`: each relative specifier of a file. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative specifier names (repository path), or null when it names no .ts file. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(ROOT, dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found ? relative(ROOT, found).replaceAll('\\', '/') : null;
}

/** The files a file imports (relative imports only; packages are not the layering's concern). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out = new Set<string>();
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const target = resolveImport(file, specifier!);
    if (target) out.add(target);
  }
  return [...out];
}

/** The import graph among the files (imports of files outside them left out). */
const graphOf = (files: string[]): Map<string, string[]> => {
  const inSet = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((target) => inSet.has(target))]));
};

/** Each circle in a graph (as the files on it, starting from its first in sorted order). */
function circles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = stack.slice(stack.indexOf(next));
        const start = circle.indexOf([...circle].sort()[0]!);
        const normal = [...circle.slice(start), ...circle.slice(0, start)];
        found.set(normal.join(' → '), normal);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

const server = filesIn('server');
const lib = filesIn('lib');

describe('the server and the apps side by side', () => {
  it('reads the server’s imports (the walk finds what it should)', () => {
    expect(server.length).toBeGreaterThan(100);
    expect(importsOf('server/payments/sandbox.ts')).toContain('lib/qr.ts');
  });

  it('the server imports nothing from the apps (src/) or their flows (machines/)', () => {
    const wrong = server.flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(src|machines)\//.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lib/ imports only lib/, the contract and the engines', () => {
    expect(lib.length).toBeGreaterThan(0);
    const wrong = lib.flatMap((file) =>
      importsOf(file)
        .filter((target) => !/^(lib|contract|engines)\//.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['c.ts', ['a.ts']],
      ['a.ts', ['b.ts', 'd.ts']],
      ['b.ts', ['c.ts']],
      ['d.ts', []],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      circles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads a type-only import as an arrow', () => {
    expect(importsOf('server/messaging/codes.ts')).toContain('server/config.ts');
  });

  it('nothing in server/ or lib/ imports in a circle, not even for a type', () => {
    expect(circles(graphOf([...server, ...lib])).map((circle) => circle.join(' → '))).toEqual([]);
  });
});
