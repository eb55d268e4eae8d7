import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run chaos` in a short form, as a child process: the real server killed with SIGKILL under load,
// restarted on its data; every acknowledged operation is still there once, every in-flight request
// resolves on retry, and the ledger audit is clean. PGlite always; PostgreSQL too with TEST_DATABASE_URL.
// (Its cluster rounds are left out: tests/server/three-processes.test.ts kills a cluster's process.)

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runChaos(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/chaos.mjs', ...args], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run chaos', () => {
  it('kill -9 under load loses nothing acknowledged (one short round per database)', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const args = [
      ...['--rounds', '1', '--seconds', '2', '--cluster', '0'],
      ...(url ? ['--database-url', url] : ['--pglite-only']),
    ];
    const { code, output } = await runChaos(args);
    expect(code, output).toBe(0);
    expect(output).toMatch(/\| database\s+\| round \| acknowledged/);
    expect(output).toMatch(/\| PGlite\s+\| 1\s+\|/);
    if (url) expect(output).toMatch(/\| PostgreSQL\s+\| 1\s+\|/);
    expect(output).toContain('nothing acknowledged was lost');
  }, 150_000);
});
