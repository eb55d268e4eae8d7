import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTestCertificates } from '../../server/payments/bcb/localPsp';

/** The real server in child processes, for the tests that kill, restart or run several of them. */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEADLINE_MS = 60_000;

export interface Started {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` (or another command) on the port with the environment given over the test's own. */
export function spawnServer(port: number, env: Record<string, string | undefined>, command?: string[]): Started {
  const [program, ...args] = command ?? [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const child = spawn(program!, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a command that starts the server through npm is stopped whole.
    detached: true,
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

export function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls GET /api/health until it answers 200; fails at the deadline or when the child exits first. */
export async function waitHealthy(started: Started): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  let exited = false;
  void started.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was healthy:\n${started.output()}`);
    try {
      const response = await fetch(`${started.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${DEADLINE_MS} ms:\n${started.output()}`);
}

/** Sends a signal to the child's whole process group (npm, its shell and the server alike). */
export function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

/** Kills every child still running, and whatever it started (afterAll). */
export async function killAll(): Promise<void> {
  for (const child of children.splice(0)) {
    const running = child.exitCode === null && child.signalCode === null;
    const gone = running ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    signal(child, 'SIGKILL');
    await withDeadline(gone, 'A child process did not end').catch(() => undefined);
  }
}

/** The e-mail and SMS transports a start outside sandbox mode must name (nothing is sent to them in tests). */
/** A production start's regulator (REGULATOR_PROVIDER): the real adapter, at an address no test answers. */
export const REGULATOR_ENV = {
  REGULATOR_PROVIDER: 'serpro-sigap',
  REGULATOR_CLIENT_ID: 'regulator-client-for-tests',
  REGULATOR_CLIENT_SECRET: 'regulator-secret-for-tests',
  REGULATOR_TOKEN_URL: 'http://127.0.0.1:9/token',
  SERPRO_CPF_URL: 'http://127.0.0.1:9/consulta-cpf-df/v2',
  SIGAP_IMPEDIDOS_URL: 'http://127.0.0.1:9/sigap/impedidos',
};

/** A production start's identity provider (KYC_PROVIDER): Datavalid at an address no test answers, a key of its own. */
export const KYC_ENV = {
  KYC_PROVIDER: 'datavalid',
  DATAVALID_URL: 'http://127.0.0.1:9/datavalid/v4',
  DATAVALID_CLIENT_ID: 'datavalid-client-for-tests',
  DATAVALID_CLIENT_SECRET: 'datavalid-secret-for-tests',
  KYC_ENCRYPTION_KEY: 'ab'.repeat(32),
};

/**
 * A production start's PIX gateway (PIX_GATEWAY=bcb-api) as parseEnv reads it: a PSP at an address no test
 * answers, certificate files that a start would read (bcbApiEnv makes real ones).
 */
export const BCB_API_ENV = {
  PIX_GATEWAY: 'bcb-api',
  PIX_API_URL: 'https://127.0.0.1:9/v2',
  PIX_OAUTH_URL: 'https://127.0.0.1:9/oauth/token',
  PIX_CLIENT_ID: 'pix-client-for-tests',
  PIX_CLIENT_SECRET: 'pix-secret-for-tests',
  PIX_CERT_FILE: '/nonexistent/pix-client.crt',
  PIX_KEY_FILE: '/nonexistent/pix-client.key',
  PIX_RECEIVER_KEY: 'pix@rodada.test',
  PIX_WEBHOOK_URL: 'https://rodada.test/api/payment/pix/psp',
};

/** BCB_API_ENV with test certificates made (openssl) in `dir`, for a start that reads them. */
export function bcbApiEnv(dir: string) {
  const { files } = makeTestCertificates(join(dir, 'psp-certificates'));
  return { ...BCB_API_ENV, PIX_CERT_FILE: files.clientCert, PIX_KEY_FILE: files.clientKey, PIX_CA_FILE: files.ca };
}

export const MESSAGING_ENV = {
  SMTP_URL: 'smtp://user:secret@127.0.0.1:2525',
  MAIL_FROM: 'Rodada <nao-responda@rodada.test>',
  SMS_API_URL: 'https://sms.rodada.test/send',
  SMS_API_TOKEN: 'sms-token-for-tests',
};

/**
 * One HTTP call with node:http, which sends the Host header it is given (fetch sends the URL's own): a
 * member registered through the host `open.localhost` belongs to the open site.
 */
export function httpCall(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers, timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${url}`)));
    request.on('error', reject);
    request.end(body);
  });
}
