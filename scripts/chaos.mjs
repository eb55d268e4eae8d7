#!/usr/bin/env node
// npm run chaos [-- --rounds N] [--seconds S] [--pglite-only] [--database-url URL] [--cluster N]
//
// kill -9 under load: the real server (node --import tsx server/main.ts) on PGlite (a fresh temp DATA_DIR),
// then on PostgreSQL (a fresh database, or --database-url), round after round on the same data. Each round
// runs a mixed money load from concurrent clients (scripts/chaos-load.mjs), kills the server with SIGKILL at
// a random moment, restarts it on the same data, retries every request that was in flight (same
// Idempotency-Key, same body: each must end in a definite answer, 2xx or a 4xx refusal), checks that every
// operation the server acknowledged is there exactly once (through the API), and runs the operator's ledger
// audit.
// Then the same rounds on a cluster: N processes (--cluster N, 3; 0 leaves it out) on that PostgreSQL behind
// `npm run cluster`'s balancing proxy, the load through the proxy; each round one process is killed with
// SIGKILL while the load goes on through the others (the proxy routes around it and starts it again), then
// the same checks, the ledger read directly.
// Exit 1 on any failure.

import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness.mjs';
import {
  KINDS,
  audit,
  chaosServerEnv,
  gamesToPlay,
  newDatabaseState,
  newRoundStats,
  resolveInFlight,
  runLoad,
  sleep,
  verify,
  verifyLedger,
} from './chaos-load.mjs';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_DEADLINE_MS = 90_000;
const DEFAULT_PG_URL = 'postgres://rodada:rodada@127.0.0.1:5432/rodada';
/** In a cluster, how long the load goes on through the processes left after one is killed. */
const AFTER_KILL_MS = 1_500;

// ---------------------------------------------------------------------------------------------- options

function parseArgs(argv) {
  const options = { rounds: 3, seconds: 5, pgliteOnly: false, databaseUrl: undefined, cluster: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) usage(`${arg} needs a value`);
      return next;
    };
    if (arg === '--rounds') options.rounds = positive(value(), arg);
    else if (arg === '--seconds') options.seconds = positive(value(), arg);
    else if (arg === '--pglite-only') options.pgliteOnly = true;
    else if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--cluster') options.cluster = value() === '0' ? 0 : positive(argv[i], arg);
    else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown option ${arg}`);
  }
  return options;
}

function positive(text, name) {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) usage(`${name} must be a positive number`);
  return n;
}

function usage(error) {
  const text =
    'usage: node scripts/chaos.mjs [--rounds N] [--seconds S] [--pglite-only] [--database-url URL] [--cluster N]';
  if (error) {
    console.error(`chaos: ${error}\n${text}`);
    process.exit(2);
  }
  console.log(text);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------- server

const children = new Set();

function startServer({ port, dataDir, staticDir, databaseUrl }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG: '0',
    ...chaosServerEnv(),
    STATIC_DIR: staticDir,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, exited, output: () => output };
}

async function waitHealthy(port, server) {
  const deadline = Date.now() + START_DEADLINE_MS;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server was not healthy within ${START_DEADLINE_MS} ms:\n${server.output()}`);
}

async function stopServer(server, signal = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

const debug = (text) => {
  if (process.env.CHAOS_DEBUG) console.log(`chaos: ${text}`);
};

// ---------------------------------------------------------------------------------------------- rounds

async function runDatabase(name, options, target) {
  const state = newDatabaseState();
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-chaos-data-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'rodada-chaos-dist-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
  const port = await freePort();
  const launch = () => startServer({ port, dataDir, staticDir, databaseUrl: target.databaseUrl });
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const stats = newRoundStats(name, round);
      state.roundStats.push(stats);
      let t = Date.now();
      let server = launch();
      await waitHealthy(port, server);
      debug(`${name} round ${round}: healthy in ${Date.now() - t} ms`);

      const kill = async () => {
        server.child.kill('SIGKILL');
        await server.exited;
      };
      const ctx = { pick: () => port, state, stats, ...(await gamesToPlay(port)), seconds: options.seconds, kill };
      const { inFlight } = await runLoad(ctx);
      stats.inFlight = inFlight.length;
      stats.inFlightKeyed = inFlight.filter((s) => s.key).length;
      for (const s of inFlight) debug(`in flight: ${s.kind} ${s.path}${s.key ? ` Idempotency-Key ${s.key}` : ''}`);

      t = Date.now();
      server = launch();
      await waitHealthy(port, server);
      debug(`${name} round ${round}: restarted in ${Date.now() - t} ms`);
      t = Date.now();
      await Promise.all(inFlight.map((s) => resolveInFlight(ctx, s)));
      debug(`${name} round ${round}: in-flight retries in ${Date.now() - t} ms`);
      t = Date.now();
      stats.missing = await verify(ctx);
      if (target.databaseUrl) stats.missing += await verifyLedger(ctx, target.databaseUrl);
      debug(`${name} round ${round}: verified in ${Date.now() - t} ms`);
      if (KINDS.every((k) => stats.acked[k] === 0)) stats.failures.push('the load had no operation acknowledged');
      const result = await audit(port);
      stats.audit = result.text;
      if (!result.ok) stats.failures.push(`audit: ${result.text}`);
      await stopServer(server);
      const counts = KINDS.map((k) => `${k} ${stats.acked[k]}`).join(', ');
      console.log(
        `chaos: ${name} round ${round}: ${counts}; in flight ${stats.inFlight}, resolved ${stats.resolved}, missing ${stats.missing}, audit ${stats.audit}`,
      );
      for (const failure of stats.failures) console.log(`  ✗ ${failure}`);
    }
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await sleep(200);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
  return state.roundStats;
}

// ---------------------------------------------------------------------------------------------- cluster

/** `npm run cluster` with N processes on the database: its proxy's port and each process's latest pid and port. */
async function startCluster(processes, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--processes', String(processes)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopped whole, its server processes with it.
    detached: true,
  });
  children.add(child);
  const processOf = new Map();
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      for (const [, index, pid, upstream] of output.matchAll(/cluster: process (\d+) pid (\d+) on port (\d+)/g)) {
        processOf.set(Number(index), { pid: Number(pid), port: Number(upstream) });
      }
      if (output.includes('cluster: ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      children.delete(child);
      reject(new Error(`the cluster exited (${code}):\n${output}`));
    });
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), START_DEADLINE_MS);
  await ready.finally(() => clearTimeout(timer));
  return {
    port,
    processOf,
    output: () => output,
    stop: () => process.kill(-child.pid, 'SIGTERM'),
  };
}

/** Until the process `index` runs again under a new pid and answers its health check. */
async function restarted(cluster, index, killedPid) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    const now = cluster.processOf.get(index);
    if (now.pid !== killedPid) {
      const health = await fetch(`http://127.0.0.1:${now.port}/api/health`).catch(() => null);
      if (health?.status === 200) return;
    }
    await sleep(100);
  }
  throw new Error(`process ${index} did not come back within ${START_DEADLINE_MS} ms:\n${cluster.output()}`);
}

/**
 * Rounds of the load through a cluster's proxy, each killing one process (SIGKILL) while the load goes on
 * through the others; the cluster starts it again before the next round.
 */
async function runCluster(options, databaseUrl) {
  const name = `cluster ×${options.cluster}`;
  const state = newDatabaseState();
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-chaos-data-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'rodada-chaos-dist-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Rodada</title>');
  let cluster;
  try {
    cluster = await startCluster(options.cluster, {
      ...chaosServerEnv(),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
    });
    const { port } = cluster;
    const games = await gamesToPlay(port);
    for (let round = 1; round <= options.rounds; round++) {
      const stats = newRoundStats(name, round);
      state.roundStats.push(stats);
      const victim = 1 + randomInt(options.cluster);
      const killedPid = cluster.processOf.get(victim).pid;
      const kill = async () => process.kill(killedPid, 'SIGKILL');
      const ctx = {
        pick: () => port,
        state,
        stats,
        ...games,
        seconds: options.seconds,
        kill,
        afterKillMs: AFTER_KILL_MS,
      };
      const { inFlight } = await runLoad(ctx);
      stats.inFlight = inFlight.length;
      stats.inFlightKeyed = inFlight.filter((s) => s.key).length;
      await Promise.all(inFlight.map((s) => resolveInFlight(ctx, s)));
      stats.missing = (await verify(ctx)) + (await verifyLedger(ctx, databaseUrl));
      if (KINDS.every((k) => stats.acked[k] === 0)) stats.failures.push('the load had no operation acknowledged');
      const result = await audit(port);
      stats.audit = result.text;
      if (!result.ok) stats.failures.push(`audit: ${result.text}`);
      const counts = KINDS.map((k) => `${k} ${stats.acked[k]}`).join(', ');
      console.log(
        `chaos: ${name} round ${round}: process ${victim} killed; ${counts}; in flight ${stats.inFlight}, resolved ${stats.resolved}, missing ${stats.missing}, audit ${stats.audit}`,
      );
      for (const failure of stats.failures) console.log(`  ✗ ${failure}`);
      await restarted(cluster, victim, killedPid);
    }
  } finally {
    if (cluster) {
      cluster.stop();
      await sleep(500);
    }
    for (const child of children) process.kill(-child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
  return state.roundStats;
}

// ---------------------------------------------------------------------------------------------- PostgreSQL

/** A fresh database on the server of the base URL; null when none is reachable. */
async function createDatabase(baseUrl) {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    return { error: `${baseUrl.replace(/:[^:@/]*@/, ':***@')}: ${error.message}` };
  }
  const name = `rodada_chaos_${randomBytes(5).toString('hex')}`;
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await client.end();
    return { error: `CREATE DATABASE: ${error.message}` };
  }
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch (error) {
      console.error(`chaos: could not drop ${name}: ${error.message}`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  };
  return { url: url.toString(), name, drop };
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------- table

function printTable(rows) {
  const header = [
    'database',
    'round',
    'acknowledged',
    'in flight (with key)',
    'resolved (2xx/4xx)',
    'missing',
    'audit',
  ];
  const short = {
    register: 'reg',
    credit: 'credit',
    order: 'order',
    deposit: 'dep',
    ftd: 'ftd',
    wheel: 'wheel',
    play: 'play',
    live: 'live',
    withdrawal: 'wd',
  };
  const body = rows.map((r) => [
    r.db,
    String(r.round),
    KINDS.map((k) => `${short[k]} ${r.acked[k]}`).join(' '),
    `${r.inFlight} (${r.inFlightKeyed})`,
    `${r.resolved} (${r.resolvedOk}/${r.resolved - r.resolvedOk})`,
    String(r.missing),
    r.audit,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log('');
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const rows = [];
  const problems = [];

  rows.push(...(await runDatabase('PGlite', options, {})));

  if (!options.pgliteOnly) {
    let target = null;
    let cleanup = async () => undefined;
    if (options.databaseUrl) {
      const error = await reachable(options.databaseUrl);
      if (error) problems.push(`PostgreSQL at --database-url is not reachable: ${error}`);
      else target = { databaseUrl: options.databaseUrl };
    } else {
      const base =
        process.env.CHAOS_PG_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_PG_URL;
      const created = await createDatabase(base);
      if (created.error) {
        const note = `PostgreSQL skipped: no server to create a database on (${created.error})`;
        if (process.env.CI === 'true') problems.push(`${note}; under CI=true that is a failure`);
        else console.log(`chaos: ${note}`);
      } else {
        target = { databaseUrl: created.url };
        cleanup = created.drop;
        console.log(`chaos: PostgreSQL database ${created.name}`);
      }
    }
    if (target) {
      try {
        rows.push(...(await runDatabase('PostgreSQL', options, target)));
        if (options.cluster) rows.push(...(await runCluster(options, target.databaseUrl)));
      } finally {
        await cleanup();
      }
    }
  }

  printTable(rows);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failures = rows.flatMap((r) => r.failures.map((f) => `${r.db} round ${r.round}: ${f}`)).concat(problems);
  const bad = rows.filter((r) => r.missing > 0 || r.audit !== 'ok');
  if (failures.length > 0 || bad.length > 0) {
    console.log(`chaos: FAILED in ${seconds} s`);
    for (const f of failures) console.log(`  ✗ ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`chaos: ok in ${seconds} s — nothing acknowledged was lost`);
  }
}

main().catch((error) => {
  console.error(`chaos: ${error?.stack ?? error}`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
