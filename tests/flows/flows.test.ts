/**
 * docs/flows: one Mermaid diagram per machine, generated from the definitions. `npm run flows` writes
 * them (this file with FLOWS_WRITE=1, then scripts/flows.mjs renders each to SVG in Chromium); without
 * it, this test fails when a committed diagram differs from what the machines generate.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reachableFromDefinition } from '../machines/paths';
import { toMermaid } from './diagram';
import { DECLARATION_FILES, FEATURE_FILES, FLOWS, OPERATOR_MACHINE_FILES, RUNS } from './registry';

const DIR = 'docs/flows';
const WRITE = process.env.FLOWS_WRITE === '1';

export const sourceHash = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 16);

const generated = FLOWS.map((flow) => {
  const { source, states, anywhere } = toMermaid(flow.machine);
  const reachable = reachableFromDefinition(flow.machine);
  const markdown = [
    `# ${flow.title}`,
    '',
    flow.summary,
    '',
    `Generated from the \`${flow.machine.id}\` machine in \`machines/\` by \`npm run flows\`: do not edit by hand.`,
    `Running in the app as: ${flow.runs.map((r) => `\`${r}\``).join(', ')}.`,
    '',
    '```mermaid',
    source,
    '```',
    '',
    `![${flow.title}](./${flow.id}.svg)`,
    '',
    ...(anywhere.length ? ['Also accepted without a change of state:', '', ...anywhere.map((a) => `- ${a}`), ''] : []),
    `${reachable.states.size} states, ${reachable.transitions.size} transitions (each guarded alternative counted).`,
    '',
  ].join('\n');
  return { flow, source, states, markdown, hash: sourceHash(source), reachable };
});

const readme = [
  '# Flows',
  '',
  'Every flow of the product is an XState machine in `machines/`. These diagrams are generated from the',
  'machine definitions by `npm run flows` (a test fails when they are out of date); the app shows them',
  'at `/flows`, and with the inspector on (`?inspect`) it highlights the state each running flow is in.',
  '',
  '| flow | what it is for | states | transitions |',
  '|---|---|---|---|',
  ...generated.map(
    (g) =>
      `| [${g.flow.title}](./${g.flow.id}.md) | ${g.flow.summary} | ${g.reachable.states.size} | ${g.reachable.transitions.size} |`,
  ),
  '',
].join('\n');

/** What the /flows page reads: each flow, its states' ids in the SVG, and the machine ids that run it. */
const index =
  JSON.stringify(
    generated.map((g) => ({
      id: g.flow.id,
      title: g.flow.title,
      titleId: g.flow.titleId,
      summary: g.flow.summary,
      summaryId: g.flow.summaryId,
      runs: g.flow.runs,
      states: g.states,
      hash: g.hash,
    })),
    null,
    2,
  ) + '\n';

describe('docs/flows', () => {
  if (WRITE) {
    it('writes the diagrams', () => {
      mkdirSync(DIR, { recursive: true });
      for (const g of generated) writeFileSync(`${DIR}/${g.flow.id}.md`, g.markdown);
      writeFileSync(`${DIR}/README.md`, readme);
      writeFileSync(`${DIR}/index.json`, index);
    });
    return;
  }

  it.each(generated.map((g) => [g.flow.id, g] as const))('%s is as its machine generates it', (_id, g) => {
    const path = `${DIR}/${g.flow.id}.md`;
    expect(existsSync(path), `${path} is missing: run npm run flows`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${path} is out of date: run npm run flows`).toBe(g.markdown);
    const svg = `${DIR}/${g.flow.id}.svg`;
    expect(existsSync(svg), `${svg} is missing: run npm run flows`).toBe(true);
    expect(readFileSync(svg, 'utf8'), `${svg} was rendered from another diagram: run npm run flows`).toContain(
      `data-source-hash="${g.hash}"`,
    );
  });

  it('the index lists every flow', () => {
    expect(readFileSync(`${DIR}/README.md`, 'utf8')).toBe(readme);
    expect(readFileSync(`${DIR}/index.json`, 'utf8')).toBe(index);
  });

  it('every machine file has its flow', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync('machines').filter((f) => f.endsWith('.machine.ts'));
    const player = FLOWS.filter((f) => !f.id.startsWith('operator-'));
    expect(files.map((f) => f.replace('.machine.ts', '')).sort()).toEqual(player.map((f) => f.id).sort());
  });

  it('every back office machine file has its flow', () => {
    const ids = OPERATOR_MACHINE_FILES.map((file) =>
      file.replace(/^machines\/operator\/(.*)\.machine\.ts$/, 'operator-$1'),
    );
    expect(ids.sort()).toEqual(
      FLOWS.filter((f) => f.id.startsWith('operator-'))
        .map((f) => f.id)
        .sort(),
    );
  });

  it('every feature that declares flows is in src/app/features.ts, and every id the app runs names a described flow', () => {
    expect(FEATURE_FILES.map((f) => f.file).sort()).toEqual([...DECLARATION_FILES].sort());
    const described = new Set(FLOWS.map((f) => f.id));
    expect(RUNS.filter(([, flow]) => !described.has(flow))).toEqual([]);
    const ids = RUNS.map(([run]) => run);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'an id run by two features',
    ).toEqual([]);
  });

  it('draws nested states inside their parent, guards, invoked actors, and machine-wide events from every state', () => {
    const withdrawal = generated.find((g) => g.flow.id === 'withdrawal')!.source;
    expect(withdrawal).toContain('state "editing" as passwordNeeded__editing');
    expect(withdrawal).toContain('passwordNeeded__saving : invokes setPassword');
    expect(withdrawal).toContain('editing --> submitting ∶ withdraw.submit [formValid]'.replace(' ∶ ', ' : '));
    expect(withdrawal).toContain('submitting --> editing : error∶ submit');
    const reward = generated.find((g) => g.flow.id === 'reward')!.source;
    expect(reward).toContain('claimed --> checking : reward.reload');
    expect(reward).toContain('notEligible --> checking : reward.reload');
  });
});
