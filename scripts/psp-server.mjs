// The server against the local PSP (PIX_GATEWAY=bcb-api): starts server/payments/bcb/localPsp.ts with test
// certificates in DATA_DIR/local-psp (its API on a free port, its "bank" on PSP_BANK_PORT), then the app server
// on PORT with the PIX_* environment the PSP prints, in sandbox mode (the demo player, the mail outbox and the
// test captcha stay). Prints "psp-server: ready" once the server is healthy and the PSP has its webhook, so the
// first payment's notice has somewhere to go. The browser tests run the deposit and the withdrawal through it
// (playwright.config.ts, project "psp", tests/e2e/pix-psp.spec.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const bankPort = Number(process.env.PSP_BANK_PORT ?? 8444);
const certificates = join(resolve(root, process.env.DATA_DIR ?? '.data'), 'local-psp');
const children = [];

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

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function start(name, args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`psp-server: the ${name} exited (${code}); stopping`);
    stop(1);
  });
  return child;
}

/** Resolves with everything `child` wrote once `pattern` is in it (its output passes through meanwhile). */
function printed(child, pattern, what) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`psp-server: no ${what} within 60 s`)), 60_000);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (text === null) return;
      text += chunk.toString();
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve(text);
        text = null;
      }
    });
  });
}

async function main() {
  const webhookUrl = `http://127.0.0.1:${port}/api/payment/pix/psp`;
  const psp = start(
    'local PSP',
    [
      'server/payments/bcb/localPsp.ts',
      '--dir',
      certificates,
      '--port',
      String(await freePort()),
      '--bank-port',
      String(bankPort),
      '--webhook-url',
      webhookUrl,
    ],
    process.env,
  );
  // The PSP prints the server's environment, one PIX_…=value a line, ending with the command that starts it.
  const printedEnv = await printed(psp, /npm start\s*$/m, 'environment from the local PSP');
  const pixEnv = Object.fromEntries([...printedEnv.matchAll(/^\s*(PIX_[A-Z_]+)=(\S+)/gm)].map(([, k, v]) => [k, v]));
  if (pixEnv.PIX_GATEWAY !== 'bcb-api' || !pixEnv.PIX_API_URL) {
    console.error(`psp-server: the local PSP printed no PIX environment:\n${printedEnv}`);
    stop(1);
  }

  const server = start('server', ['server/main.ts'], {
    ...process.env,
    ...pixEnv,
    PIX_SANDBOX: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  await printed(server, /PIX webhook (already )?registered at the PSP/, 'webhook registration at the local PSP');
  console.log(`psp-server: ready on http://127.0.0.1:${port} (local PSP ${pixEnv.PIX_API_URL}, bank :${bankPort})`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
