// `npm start`: build the app when a build is missing or older than its sources, then run
// the one process that serves the app and the API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const common = ['src', 'locales', 'machines', 'contract', 'engines', 'scripts/vite-common.ts'];
/**
 * The three builds (package.json's `build`): the player's app into dist/, which it empties first, then the
 * back office into dist/operator/, and the player's app for the server (its pages' first screens) into dist-ssr/.
 */
const builds = [
  {
    page: 'dist/index.html',
    sources: [...common, 'public', 'index.html', 'vite.config.ts'],
    config: [],
    what: 'the app',
  },
  {
    page: 'dist/operator/index.html',
    sources: [...common, 'operator.html', 'vite.operator.config.ts'],
    config: ['-c', 'vite.operator.config.ts'],
    what: 'the back office',
  },
  {
    // The player's app built for the server, which paints the first screen of its public pages with it.
    page: 'dist-ssr/first-paint.js',
    sources: [...common, 'vite.firstpaint.config.ts'],
    config: ['-c', 'vite.firstpaint.config.ts'],
    what: 'the first paint',
  },
];
const stale = ({ page, sources }) => {
  const built = join(root, page);
  if (!existsSync(built)) return true;
  const time = statSync(built).mtimeMs;
  return sources.map((p) => join(root, p)).some((p) => existsSync(p) && newest(p) > time);
};

if (process.env.SKIP_BUILD !== '1') {
  // Rebuilding the player's app empties dist/: the back office is built again after it.
  const rebuild = stale(builds[0]) ? builds : builds.filter(stale);
  for (const { config, what } of rebuild) {
    console.log(`Building ${what}…`);
    const result = spawnSync('npx', ['vite', 'build', ...config, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The one-machine demo runs the sandbox PIX gateway and mail outbox (the server prints it); a real
// deployment runs `npm run start:server` with its own PIX_WEBHOOK_SECRET and ADMIN_TOKEN instead.
const server = spawnSync('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PIX_SANDBOX: '1', ...process.env },
});
process.exit(server.status ?? 0);
