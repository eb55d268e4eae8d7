// `npm start`: build the app when the build is missing or older than its sources, then run
// the one process that serves the app and the API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const sources = ['src', 'locales', 'machines', 'contract', 'engines', 'public', 'index.html', 'vite.config.ts']
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = !existsSync(built) || sources.some((p) => newest(p) > statSync(built).mtimeMs);

if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The one-machine demo runs the sandbox PIX gateway and mail outbox (the server prints it); a real
// deployment runs `npm run start:server` with its own PIX_WEBHOOK_SECRET and ADMIN_TOKEN instead.
const server = spawnSync('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PIX_SANDBOX: '1', ...process.env },
});
process.exit(server.status ?? 0);
