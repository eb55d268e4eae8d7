// Two API processes on one PostgreSQL (DATABASE_URL) behind a round-robin proxy on PORT: every request
// goes to the other process than the one before, as a load balancer without stickiness would send it.
// The browser tests run their money journey through it (playwright.config.ts, project "two-servers").
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!process.env.DATABASE_URL) {
  console.error('two-servers: DATABASE_URL is required (both processes share one PostgreSQL)');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

async function healthy(upstream, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`two-servers: the server on ${upstream} exited (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${upstream}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`two-servers: the server on ${upstream} was not healthy within 60 s`);
}

const children = [];
const upstreams = [];
// One after the other: the first migrates and seeds, the second finds it done.
for (const name of ['a', 'b']) {
  const upstream = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PIX_SANDBOX: '1', ...process.env, PORT: String(upstream), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  await healthy(upstream, child);
  upstreams.push({ name, port: upstream });
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    console.error(`two-servers: a server process exited (${code}); stopping`);
    stop();
  });

let next = 0;
const proxy = createServer((incoming, outgoing) => {
  const upstream = upstreams[next++ % upstreams.length];
  const forwarded = request(
    {
      host: '127.0.0.1',
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-rodada-upstream': upstream.name });
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end('Bad gateway');
  });
  incoming.pipe(forwarded);
});
proxy.listen(port, host, () =>
  console.log(`two-servers: http://${host}:${port} → ${upstreams.map((u) => u.port).join(', ')}`),
);
