import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../server/db/seed';

// The real server in child processes on one DATA_DIR (PGlite on disk): killed with SIGKILL, it leaves
// nothing that stops the next start, whatever pids the processes get (in a container it is 1 every time).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_TOKEN = 'restart-test-operator-token-0123';
const DEADLINE_MS = 60_000;

let dataDir: string;
let staticDir: string;
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function start(port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: '0',
      ADMIN_TOKEN,
      PIX_WEBHOOK_SECRET: 'restart-test-webhook-secret-0123',
      PIX_SANDBOX: '1',
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, output: () => text, exited };
}

/** Polls GET /api/health until it answers 200; fails at the deadline or when the child exits first. */
async function waitHealthy(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  let exited = false;
  void started.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was healthy:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${DEADLINE_MS} ms:\n${started.output()}`);
}

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function credit(port: number): Promise<{ credited: boolean; balance: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/operator/credit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ phone: DEMO_PLAYER.phone, amount: '25.00', reference: 'restart-test-1' }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { credited: boolean; balance: string } };
  return body.data;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rodada-restart-'));
  staticDir = mkdtempSync(join(tmpdir(), 'rodada-restart-dist-'));
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await withDeadline(gone, 'A child process did not end').catch(() => undefined);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  it('refuses a second server on its DATA_DIR, and restarts on it after kill -9 with its data', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port, first);
    const before = await credit(port);
    expect(before.credited).toBe(true);

    // A second process on the same DATA_DIR (on another port) stops at once with the in-use message.
    const second = start(await freePort());
    expect(await withDeadline(second.exited, 'The second server did not exit')).not.toBe(0);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Rodada process; stop it or set DATA_DIR`,
    );

    first.child.kill('SIGKILL');
    await withDeadline(first.exited, 'The killed server did not exit');
    expect(first.child.signalCode).toBe('SIGKILL');

    // What a pid lock file would leave after a kill in a container: a pid that is alive again (here the
    // test runner's). It means nothing to the socket lock, which removes it.
    writeFileSync(join(dataDir, 'rodada.lock'), `${process.pid}\n`);

    const restarted = start(port);
    await waitHealthy(port, restarted);
    expect(existsSync(join(dataDir, 'rodada.lock'))).toBe(false);
    // The credit made before the kill is there: the same reference is not credited again.
    expect(await credit(port)).toMatchObject({ credited: false, balance: before.balance });
  }, 120_000);
});
