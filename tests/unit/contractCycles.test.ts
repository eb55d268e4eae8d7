import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/errors';

/**
 * The contract's files import each other one way. The linter's import-x/no-cycle skips `import type`,
 * so a circle closed by a type import (errors.ts → an area → endpoint.ts → errors.ts) passes it; this
 * reads every import and re-export of contract/, types included.
 */
const FROM = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*'\.\/([^']+)'/g;

function contractImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync('contract').filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(`contract/${file}`, 'utf8');
    graph.set(
      file,
      [...text.matchAll(FROM)].map((match) => `${match[1]!.replace(/\.ts$/, '')}.ts`),
    );
  }
  return graph;
}

/** Every circle, each once, as the files along it (the first file again at its end). */
export function circles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = path.slice(path.indexOf(next));
        found.set([...circle].sort().join(' '), [...circle, next]);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

describe('the contract’s imports', () => {
  it('read every import, types and re-exports included', () => {
    const graph = contractImports();
    expect(graph.get('index.ts')).toContain('common.ts');
    expect(graph.get('says.ts')).toContain('errors.ts');
    expect(graph.get('endpoint.ts')).toContain('errors.ts');
  });

  it('finds a circle closed by a type import', () => {
    const graph = new Map([
      ['errors.ts', ['money.ts']],
      ['money.ts', ['endpoint.ts']],
      ['endpoint.ts', ['errors.ts']],
      ['common.ts', []],
    ]);
    expect(circles(graph)).toEqual([['errors.ts', 'money.ts', 'endpoint.ts', 'errors.ts']]);
  });

  it('make no circle', () => {
    expect(circles(contractImports())).toEqual([]);
  });
});

describe('the refusals’ declarations', () => {
  it('declare each code once, in one area’s file, and the full list is theirs', () => {
    const declared = readdirSync('contract')
      .filter((file) => file.endsWith('.refusals.ts'))
      .flatMap((file) =>
        [...readFileSync(`contract/${file}`, 'utf8').matchAll(/^\s+'([a-z_]+\.[a-z_]+)': \{/gm)].map((m) => m[1]!),
      );
    const twice = declared.filter((code, at) => declared.indexOf(code) !== at);
    expect(twice).toEqual([]);
    expect([...declared].sort()).toEqual(Object.keys(ERRORS).sort());
  });
});
