/**
 * vitest global setup: clears the per-machine coverage files before the run and, after it, prints the
 * path-coverage table of every machine walked (and writes it to reports/machine-coverage.md). Each
 * machine's own test fails below 100% of its reachable states and transitions.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const DIR = 'reports/machine-coverage';

type Count = { total: number; covered: number };
type Coverage = { states: Count; transitions: Count; steps: number; walks: number };

export function setup() {
  rmSync(DIR, { recursive: true, force: true });
}

export function teardown() {
  if (!existsSync(DIR)) return;
  // The product's flows (docs/flows/index.json); the helper's own test machine is left out.
  const flows = (JSON.parse(readFileSync('docs/flows/index.json', 'utf8')) as { id: string }[]).map((f) => f.id);
  const walked = new Set(readdirSync(DIR).map((f) => f.replace(/\.json$/, '')));
  if (!flows.some((id) => walked.has(id))) return;
  const rows = flows.map(
    (id) => [id, walked.has(id) ? (JSON.parse(readFileSync(`${DIR}/${id}.json`, 'utf8')) as Coverage) : null] as const,
  );
  const pct = (c: Count) => (c.total === 0 ? 100 : (100 * c.covered) / c.total).toFixed(0);
  const lines = [
    '| machine | states | transitions | distinct steps | walks |',
    '|---|---|---|---|---|',
    ...rows.map(([name, c]) =>
      c
        ? `| ${name} | ${c.states.covered}/${c.states.total} (${pct(c.states)}%) | ${c.transitions.covered}/${c.transitions.total} (${pct(c.transitions)}%) | ${c.steps} | ${c.walks} |`
        : `| ${name} | not walked in this run | | | |`,
    ),
  ];
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/machine-coverage.md', `# Path coverage of the machines\n\n${lines.join('\n')}\n`);
  console.log(`\nPath coverage of the machines (reports/machine-coverage.md)\n${lines.join('\n')}\n`);
}
