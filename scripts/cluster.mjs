#!/usr/bin/env node
// npm run cluster [-- --processes N]   (or CLUSTER_PROCESSES=N; default 3)
//
// N API processes on one PostgreSQL (DATABASE_URL) behind a small balancing proxy on PORT (default 3000), as
// production runs them behind its reverse proxy, for tests and demos on one machine. Every request goes to
// the next process in turn, with no stickiness, so whatever lives in one process shows. A process that dies
// (kill -9 included) is taken out of the turn at once and started again; a request the proxy could not
// deliver (nothing listening) goes to the next process, and one the dead process had already received is
// answered 502 (the client retries it with its Idempotency-Key). Server-sent events pass through unbuffered;
// a stream whose process dies is closed, and the browser reconnects to another.
//
// It prints `cluster: process <i> pid <pid> on port <port>` for each start and, once all are healthy,
// `cluster: ready http://HOST:PORT → <ports>`. The processes run in sandbox mode unless PIX_SANDBOX is set
// (as `npm start`), trust one proxy hop (TRUST_PROXY=1: the proxy adds the client's address to
// X-Forwarded-For), and serve the build in dist/ when there is one (`npm run build` first).
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_DEADLINE_MS = 90_000;
/** The largest request body the proxy holds to deliver it again (the API refuses above 64 KB anyway). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

function parseArgs(argv) {
  let processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--processes') processes = Number(argv[++i]);
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log('usage: node scripts/cluster.mjs [--processes N]   (DATABASE_URL required; PORT, HOST)');
      process.exit(0);
    } else {
      console.error(`cluster: unknown option ${argv[i]}`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
    console.error('cluster: --processes (or CLUSTER_PROCESSES) must be a whole number from 1 to 32');
    process.exit(2);
  }
  return { processes };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(upstream) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (upstream.child.exitCode !== null || upstream.child.signalCode !== null) {
      throw new Error(
        `the process on port ${upstream.port} exited (${upstream.child.exitCode ?? upstream.child.signalCode})`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${upstream.port}/api/health`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the process on port ${upstream.port} was not healthy within ${START_DEADLINE_MS / 1000} s`);
}

/** The processes: each on a port of its own, started again when it dies until the cluster stops. */
function supervisor(count) {
  const upstreams = [];
  let stopping = false;

  const launch = (upstream) => {
    upstream.up = false;
    upstream.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PIX_SANDBOX: '1',
        TRUST_PROXY: '1',
        ...process.env,
        PORT: String(upstream.port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    console.log(`cluster: process ${upstream.index} pid ${upstream.child.pid} on port ${upstream.port}`);
    upstream.child.once('exit', (code, signal) => {
      upstream.up = false;
      if (stopping) return;
      console.error(`cluster: process ${upstream.index} exited (${code ?? signal}); starting it again`);
      launch(upstream);
      healthy(upstream).then(
        () => (upstream.up = true),
        (error) => console.error(`cluster: process ${upstream.index}: ${error.message}`),
      );
    });
  };

  return {
    upstreams,
    async start() {
      for (let index = 1; index <= count; index += 1) upstreams.push({ index, port: await freePort(), up: false });
      // The first alone, as it applies the migrations and seeds; the others then start together.
      const [first, ...rest] = upstreams;
      launch(first);
      await healthy(first);
      first.up = true;
      rest.forEach(launch);
      await Promise.all(rest.map((u) => healthy(u).then(() => (u.up = true))));
    },
    stop() {
      stopping = true;
      for (const u of upstreams) u.child?.kill('SIGTERM');
    },
  };
}

/** Round-robin over the processes that are up; a request nothing listened for goes to the next one. */
function balancer(upstreams) {
  let next = 0;
  const pick = (tried) => {
    for (let i = 0; i < upstreams.length; i += 1) {
      const upstream = upstreams[next++ % upstreams.length];
      if (upstream.up && !tried.has(upstream)) return upstream;
    }
    return null;
  };

  return createServer((incoming, outgoing) => {
    const chunks = [];
    let size = 0;
    incoming.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) incoming.destroy();
      else chunks.push(chunk);
    });
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
  });

  function forward(incoming, outgoing, body, tried) {
    const upstream = pick(tried);
    if (!upstream) {
      outgoing.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
      outgoing.end('No server process is up');
      return;
    }
    tried.add(upstream);
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const forwardedFor = incoming.headers['x-forwarded-for'];
    const sent = request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
          'content-length': String(body.length),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-rodada-upstream': String(upstream.index),
        });
        // Events are written as they come (no buffering); a process that dies mid-answer closes it.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        answer.once('aborted', () => outgoing.destroy());
        answer.once('error', () => outgoing.destroy());
      },
    );
    // The client gone (a closed event stream): the upstream request ends too.
    outgoing.once('close', () => sent.destroy());
    sent.once('error', (error) => {
      if (outgoing.headersSent) return void outgoing.destroy();
      if (error.code === 'ECONNREFUSED') {
        // Nothing listened: never delivered, so it goes to the next process; this one is down until healthy.
        upstream.up = false;
        return forward(incoming, outgoing, body, tried);
      }
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    sent.end(body);
  }
}

async function main() {
  const { processes } = parseArgs(process.argv.slice(2));
  if (!process.env.DATABASE_URL) {
    console.error('cluster: DATABASE_URL is required (every process shares one PostgreSQL)');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const cluster = supervisor(processes);
  const stop = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await cluster.start();
  } catch (error) {
    console.error(`cluster: ${error.message}`);
    cluster.stop();
    process.exit(1);
  }
  const proxy = balancer(cluster.upstreams);
  proxy.listen(port, host, () =>
    console.log(`cluster: ready http://${host}:${port} → ${cluster.upstreams.map((u) => u.port).join(', ')}`),
  );
}

await main();
