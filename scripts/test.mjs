// `npm test`, the one test command: builds both apps (and the player's app's first paint, for the server), then type-checks and lints side by side (each is
// one process on one core: run one after the other they left the second core idle for minutes), then the
// unit, machine and server tests (vitest) and the browser tests (Playwright) against the built apps.
// Each step's time is printed at the end; the first step that fails stops the run with its exit code.
import { spawn } from 'node:child_process';

const npx = (args) => ({ command: 'npx', args });

/** The steps, in order; a step that is a list runs its lanes at once, each lane's commands in turn. */
const STEPS = [
  { name: 'build the player’s app', run: [npx(['vite', 'build', '--logLevel', 'warn'])] },
  {
    name: 'build the back office',
    run: [npx(['vite', 'build', '-c', 'vite.operator.config.ts', '--logLevel', 'warn'])],
  },
  {
    name: 'build the first paint',
    run: [npx(['vite', 'build', '-c', 'vite.firstpaint.config.ts', '--logLevel', 'warn'])],
  },
  {
    name: 'type-check and lint',
    lanes: [
      { name: 'eslint', run: [npx(['eslint', '.'])] },
      {
        name: 'tsc + prettier',
        run: [
          npx(['tsc', '--noEmit', '-p', 'tsconfig.app.json']),
          npx(['tsc', '--noEmit', '-p', 'tsconfig.server.json']),
          npx(['tsc', '--noEmit', '-p', 'tsconfig.tests.json']),
          npx(['prettier', '--check', '--log-level', 'warn', '.']),
        ],
      },
    ],
  },
  { name: 'vitest', run: [npx(['vitest', 'run'])] },
  { name: 'playwright', run: [npx(['playwright', 'test'])] },
];

/** Runs one command; its output goes to the terminal, or is kept to be printed at once when `keep`. */
function run({ command, args }, keep) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (keep) {
      child.stdout.on('data', (chunk) => keep.push(chunk));
      child.stderr.on('data', (chunk) => keep.push(chunk));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      keep?.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
  });
}

async function runLane(commands, keep) {
  for (const command of commands) {
    const code = await run(command, keep);
    if (code !== 0) return code;
  }
  return 0;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const times = [];
let failed = 0;
for (const step of STEPS) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  if (step.lanes) {
    // Side by side: each lane's output is printed in one piece when it ends, so the two do not interleave.
    const codes = await Promise.all(
      step.lanes.map(async (lane) => {
        const kept = [];
        const laneStarted = Date.now();
        const code = await runLane(lane.run, kept);
        process.stdout.write(Buffer.concat(kept));
        console.log(`  ${code === 0 ? '✓' : '✗'} ${lane.name} (${seconds(laneStarted)})`);
        return code;
      }),
    );
    failed = codes.find((code) => code !== 0) ?? 0;
  } else {
    failed = await runLane(step.run, null);
  }
  times.push(`${step.name}: ${seconds(started)}`);
  if (failed !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${failed})`);
    break;
  }
}
console.log(`\nnpm test — ${times.join(' · ')}`);
process.exit(failed);
