#!/usr/bin/env node
// npm run bench [-- --only lighthouse|bundle|api|cluster|rtp|sports|hashing] [--runs N] [--seconds S] [--rounds R] [--bets N]
//                   [--bursts B] [--api me,players,wallet,claims,storm] [--players P] [--repeat N] [--against URL|COMMIT]
//                   [--no-build]
//
// Measures the product against the goals of issue 15 and prints one table (each figure beside its goal),
// written as JSON under bench/results/<timestamp>.json:
// - Lighthouse 12, default mobile settings (simulated slow 4G, 4x CPU), median of N runs (3) per route, on
//   /, /game, /sports, /promotion/activity, /searchGames, logged in /recharge and /withdraw, and the back
//   office's /operator; `--against URL|COMMIT` measures another server, or that commit built in a worktree,
//   beside this one, run by run;
// - the bundle: the JavaScript and CSS the home route loads (gzip), each other route's screen (route-assets.json)
//   and all that route adds;
// - the API under load (C connections, 50, S seconds each after a 2-second warm-up, the server on core 0 and
//   the load on core 1; `--api` picks some of the figures):
//   me       POST /api/auth/me of one member (goal ≥ 4,000 req/s, p99 ≤ 40 ms);
//   players  a R$ 1.00 slot round (POST /api/house/rounds with the launch token, a fresh Idempotency-Key
//            each) by P players in turn (`--players`, 1,000), each registered, identity-verified, credited
//            and holding its own launch token: many wallets, as a site's load is (goal ≥ 1,000 req/s);
//   wallet   the same round on one wallet from every connection: each waits for the wallet's lock, so this is
//            how long a round holds it (no goal; reported beside the spread figure);
//   claims   the reward claim: each of the P players spins today's daily wheel once (every prize is money),
//            C at a time, after P/4 other players' claims as its warm-up. Every claim is a payout, so the
//            rate is that of payouts, not of refusals; each must be paid once: P answers 200, one ledger
//            entry per player (its reward history, which lists the ledger's reward entries) and every wallet
//            equal to its ledger (the operator's audit) (goal ≥ 1,000 req/s, one payout per claim);
//   storm    one player's claim from every connection for S seconds, each with its own key (a player tapping
//            again and again): exactly one payout, the rest refused — how concurrent duplicates are answered.
//   On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. With
//   `--against COMMIT` (main, a tag, a hash), that commit is checked out in a temporary git worktree and its
//   server runs beside this one (on PostgreSQL on BENCH_AGAINST_DATABASE_URL, else the same database); the two
//   are measured in turn, figure by figure, and printed side by side with their ratio. `--repeat N`: the me,
//   players, wallet and claims figures are measured N times each (in turns, each server first every other
//   time; a ten-second sample varies by about a fifth on this machine; the claims by new players each time)
//   and the median run is the figure, every run's rate printed beside it.
// - the cluster (on that PostgreSQL only): the same me and play loads through `npm run cluster`'s proxy with
//   1, then 3 processes, back to back; 3 must give min(3, cores − 1) times 1's throughput.
// - password hashing under a burst (--only hashing): B times, a member sends 100 wrong withdrawal passwords at
//   once while other members play slot rounds and confirm their login password (scrypt) one after another;
//   their latencies during the bursts (p50, p99, max) beside the same requests' with no burst, and during the
//   same burst again once the password is locked (the same requests, no hashing): hashing must not delay
//   another member's request by more than 200 ms at p99. On PGlite, and PostgreSQL as above.
// - the games' return to player (scripts/rtp.ts): every engine's every variant played R times (1 000 000) by
//   its stated strategy, the measured RTP and its 95% interval beside the stated one (no server, no build).
// - the sportsbook's cash-out and bet builder (scripts/sports-rtp.ts, the simulations of
//   scripts/sports-edge.ts that the tests run with fewer bets): N bets (12 000) per strategy — cash out
//   always, at every lead, at random, never (the reference); random 2–4-pick football builders over many
//   played matches, and those whose picks win together — each return and its 95% interval beside the
//   ceiling the stated margin sets (100% − 5% for cash-out, 1 / (1 + 10%) for builders) (no server, no build).
// The server is the real one (`npm start`'s command) on a free port with a fresh DATA_DIR.

import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpfFor, freePort, registration } from './harness.mjs';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_TOKEN = `bench-operator-${randomBytes(12).toString('hex')}`;
const CAPTCHA = process.env.BENCH_CAPTCHA ?? 'BENCH7';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const PARTS = ['lighthouse', 'bundle', 'api', 'cluster', 'rtp', 'sports', 'hashing'];
/** The parts that need no server and no build. */
const OFFLINE = ['rtp', 'sports'];

/** The Lighthouse routes; `member` ones load logged in. */
const ROUTES = [
  { path: '/', member: false, perf: 98 },
  { path: '/game', member: false, perf: 95 },
  { path: '/sports', member: false, perf: 95 },
  { path: '/promotion/activity', member: false, perf: 95 },
  { path: '/searchGames', member: false, perf: 95 },
  { path: '/recharge', member: true, perf: 95 },
  { path: '/withdraw', member: true, perf: 95 },
  // The back office's first page (its sign-in): a build of its own, with its own first-page budget.
  { path: '/operator', member: false, perf: 95 },
];
const GOALS = {
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.01,
  homeJsKb: 125,
  homeCssKb: 15,
  routeOwnKb: 50,
  meRps: 4000,
  meP99Ms: 40,
  playRps: 1000,
  claimRps: 1000,
  hashingDelayP99Ms: 200,
  /** The processes the cluster part compares. */
  clusterProcesses: [1, 3],
};

// ---------------------------------------------------------------------------------------------- options

function parseArgs(argv) {
  const options = {
    only: [...PARTS],
    runs: 3,
    seconds: 10,
    rounds: 1_000_000,
    bets: 12_000,
    against: undefined,
    build: true,
    connections: 50,
    bursts: 10,
    api: [...API_FIGURES],
    players: 1000,
    repeat: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) usage(`${arg} needs a value`);
      return next;
    };
    if (arg === '--only') {
      options.only = value().split(',');
      for (const part of options.only) if (!PARTS.includes(part)) usage(`--only takes ${PARTS.join(', ')}`);
    } else if (arg === '--runs') options.runs = positiveInt(value(), arg);
    else if (arg === '--seconds') options.seconds = positiveInt(value(), arg);
    else if (arg === '--rounds') options.rounds = positiveInt(value(), arg);
    else if (arg === '--bets') options.bets = positiveInt(value(), arg);
    else if (arg === '--bursts') options.bursts = positiveInt(value(), arg);
    else if (arg === '--connections') options.connections = positiveInt(value(), arg);
    else if (arg === '--against') options.against = value().replace(/\/+$/, '');
    else if (arg === '--players') options.players = positiveInt(value(), arg);
    else if (arg === '--repeat') options.repeat = positiveInt(value(), arg);
    else if (arg === '--api') {
      options.api = value().split(',');
      for (const figure of options.api)
        if (!API_FIGURES.includes(figure)) usage(`--api takes ${API_FIGURES.join(', ')}`);
    } else if (arg === '--routes') options.routes = value().split(',');
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown option ${arg}`);
  }
  if (options.routes) {
    const known = ROUTES.map((r) => r.path);
    for (const path of options.routes) if (!known.includes(path)) usage(`--routes takes some of ${known.join(',')}`);
  }
  // An origin is another deployment (the Lighthouse set); anything else names a commit (the API's figures).
  if (options.against && !/^https?:\/\//.test(options.against)) {
    options.againstRevision = options.against;
    options.against = undefined;
  } else if (options.against && !/^https?:\/\/[^/\s]+$/.test(options.against))
    usage('--against takes an origin like https://staging.example.com, or a commit');
  return options;
}

function positiveInt(text, name) {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) usage(`${name} must be a positive whole number`);
  return n;
}

function usage(error) {
  const text =
    'usage: npm run bench -- [--only lighthouse|bundle|api|cluster|rtp|sports|hashing[,…]] [--runs N] [--seconds S] [--rounds R]\n' +
    '                        [--bets N] [--connections C] [--bursts B] [--routes /,/game,…] [--api me,wallet,…]\n' +
    '                        [--players P] [--repeat N] [--against URL|COMMIT] [--no-build]';
  if (error) {
    console.error(`bench: ${error}\n${text}`);
    process.exit(2);
  }
  console.log(text);
  process.exit(0);
}

const log = (text) => console.log(`bench: ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------- server

const children = new Set();

/** `taskset -c N` when the machine has it and at least two cores; otherwise nothing is pinned. */
const PINNING = spawnSync('taskset', ['-V']).status === 0 && availableParallelism() >= 2;
const pinned = (core, command, args) =>
  PINNING ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

/**
 * The server as `npm start` runs it (sandbox PIX, request log on). For the API load it is pinned to core 0;
 * for the browser parts it is not (pinned, it would share its core with Chromium and slow the pages down).
 */
async function startServer({ databaseUrl, pin = false, root = ROOT } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    PIX_SANDBOX: '1',
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const serverArgs = [...cpuProfileArgs(databaseUrl), '--import', 'tsx', 'server/main.ts'];
  const [command, args] = pin ? pinned(0, process.execPath, serverArgs) : [process.execPath, serverArgs];
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code) => (children.delete(child), resolve(code))));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${errors}`);
    if (Date.now() > deadline) throw new Error(`the server was not healthy within 120 s:\n${errors}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_CPU_PROF=dir: the server writes V8 CPU profiles of its whole life when it stops, in a folder of its own
 * under dir named after its database (the main thread's is the largest file; tsx's loader thread writes one
 * too), to see where the time went: `node scripts/cpuprofile-top.mjs FILE` sums one by area and function, or
 * open it in Chrome's DevTools (Performance).
 */
function cpuProfileArgs(databaseUrl) {
  if (!process.env.BENCH_CPU_PROF) return [];
  const dir = join(process.env.BENCH_CPU_PROF, `server-${databaseUrl ? 'postgres' : 'pglite'}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', '--cpu-prof-dir', dir];
}

/**
 * `--against COMMIT`: that commit checked out in a temporary git worktree (sharing this one's node_modules),
 * whose server the API part starts beside this one's. Answers its folder and a function that removes it.
 */
function checkOut(revision) {
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  if (commit.status !== 0) usage(`--against: ${revision} is neither an origin nor a commit`);
  const dir = mkdtempSync(join(tmpdir(), 'rodada-against-'));
  const added = git('worktree', 'add', '--detach', dir, commit.stdout.trim());
  if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  const remove = () => {
    cleanups.delete(remove);
    git('worktree', 'remove', '--force', dir);
  };
  cleanups.add(remove);
  return { dir, commit: commit.stdout.trim().slice(0, 12), remove };
}

/**
 * The builds `npm run build` makes in a checkout: the app, the back office and, where the checkout has one, the
 * first paint on the server (dist-ssr): without it its pages would be measured unpainted.
 */
const buildConfigs = (dir) => [
  [],
  ['-c', 'vite.operator.config.ts'],
  ...(existsSync(join(dir, 'vite.firstpaint.config.ts')) ? [['-c', 'vite.firstpaint.config.ts']] : []),
];

/** `--against COMMIT` for the browser parts: that commit checked out, built (its apps) and served (PGlite). */
async function builtCommit(revision) {
  const checkout = checkOut(revision);
  try {
    log(`building ${checkout.commit} in ${checkout.dir}`);
    for (const config of buildConfigs(checkout.dir)) {
      const build = spawnSync('npx', ['vite', 'build', ...config, '--logLevel', 'warn'], {
        cwd: checkout.dir,
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new Error(`vite build of ${checkout.commit} failed`);
    }
    const server = await startServer({ root: checkout.dir });
    log(`${checkout.commit}'s server on ${server.base} (PGlite, fresh DATA_DIR)`);
    return {
      commit: checkout.commit,
      server,
      stop: async () => {
        await server.stop();
        checkout.remove();
      },
    };
  } catch (error) {
    checkout.remove();
    throw error;
  }
}

/** What an interrupted run still undoes (the --against worktree). */
const cleanups = new Set();

function stopChildren() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('SIGINT', () => {
  stopChildren();
  for (const cleanup of cleanups) cleanup();
  process.exit(130);
});

// ---------------------------------------------------------------------------------------------- API client

async function call(base, path, { method = 'POST', token, body, headers = {} } = {}) {
  const all = { 'content-type': 'application/json', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: all,
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

async function expectOk(answer, what) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  return answer.json.data;
}

/**
 * Registers a player the way the app does (captcha, then register2; the server runs with CAPTCHA_TEST_ANSWER)
 * and verifies the identity. A phone drawn twice (the database may keep the players of earlier runs) is drawn
 * again.
 */
async function registerPlayer(base, { verifiedWithinMs = 15_000 } = {}) {
  for (let attempt = 1; ; attempt++) {
    const phone = `219${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const captcha = await expectOk(await call(base, '/api/auth/captcha'), 'captcha');
    const answer = await call(base, '/api/auth/register2', {
      body: registration(phone, { key: captcha.key, answer: CAPTCHA }),
    });
    const taken = ['auth.phone_taken', 'identity.cpf_taken'].includes(answer.json?.error);
    if (taken && attempt < 5) continue;
    const data = await expectOk(answer, 'register');
    await verifyIdentity(base, data.access_token, verifiedWithinMs);
    return { phone, token: data.access_token };
  }
}

/** Identity verification's pictures (an RG's), each the smallest JPEG the server takes. */
const PICTURE = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 7)]);

/**
 * The identity verified with the sandbox's passing data, as a deposit or a bet on the regulated site needs:
 * the case, five small JPEGs, the case sent, then the state read until the sandbox provider's decision (the
 * server's job delivers 20 a second) has verified it.
 */
async function verifyIdentity(base, token, withinMs) {
  await expectOk(
    await call(base, '/api/kyc/case', {
      token,
      body: {
        document_type: 'rg',
        document_number: '123456789',
        address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
      },
    }),
    'kyc case',
  );
  const sha256 = createHash('sha256').update(PICTURE).digest('hex');
  for (const kind of ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2']) {
    const body = {
      kind,
      content_type: 'image/jpeg',
      bytes: PICTURE.length,
      sha256,
      index: 0,
      data: PICTURE.toString('base64'),
    };
    await expectOk(await call(base, '/api/kyc/upload', { token, body }), `kyc ${kind}`);
  }
  await expectOk(await call(base, '/api/kyc/submit', { token }), 'kyc submit');
  const until = Date.now() + withinMs;
  while ((await expectOk(await call(base, '/api/kyc', { method: 'GET', token }), 'kyc state')).status !== 'verified') {
    if (Date.now() > until) throw new Error(`the identity was not verified in ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ---------------------------------------------------------------------------------------------- browser

async function launchBrowser() {
  const { launch } = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  let chromePath = SYSTEM_CHROMIUM;
  if (!existsSync(chromePath)) chromePath = (await import('@playwright/test')).chromium.executablePath();
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    async close() {
      await browser.disconnect().catch(() => {});
      chrome.kill();
    },
  };
}

/**
 * Runs in every document before the app's scripts (Page.addScriptToEvaluateOnNewDocument), after Lighthouse
 * has reset the origin's storage: the returning player's saved choices (reminders off, today's advertisement
 * already shown — as tests/e2e/helpers.ts skipPromotions) and, for a logged-in route, the session token
 * where the app keeps it (sessionStorage `rodada.token`, src/api/token.ts).
 */
function returningPlayer(token) {
  if (!/^https?:$/.test(location.protocol)) return;
  try {
    localStorage.setItem('rodada.reminder', 'off');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }); // YYYY-MM-DD
    localStorage.setItem('rodada.ad.shownOn', today);
    if (token) sessionStorage.setItem('rodada.token', token);
  } catch {
    // Storage unavailable: the page loads as a first visit.
  }
}

// ---------------------------------------------------------------------------------------------- lighthouse

async function lighthouseOnce(browser, url, token) {
  const lighthouse = (await import('lighthouse')).default;
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(returningPlayer, token ?? null);
    const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const me = requests.find((r) => new URL(r.url).pathname === '/api/auth/me');
    if (process.env.BENCH_SCREENSHOTS) saveScreenshot(lhr, url);
    if (process.env.BENCH_LHR) saveReport(lhr, url);
    return {
      perf: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      fcpMs: audit('first-contentful-paint'),
      finalUrl: lhr.finalDisplayedUrl,
      /** The app asked who the member is and the server said 200: the page loaded logged in. */
      loggedIn: me ? me.statusCode === 200 : false,
      warnings: lhr.runWarnings,
      /** The largest transfers (the total-byte-weight audit's list). */
      heaviest: (lhr.audits['total-byte-weight']?.details?.items ?? [])
        .slice(0, 8)
        .map((item) => ({ url: item.url, bytes: item.totalBytes })),
    };
  } finally {
    await page.close().catch(() => {});
  }
}

/** BENCH_LHR=dir: each Lighthouse run's whole report (JSON), to see where the time went. */
function saveReport(lhr, url) {
  mkdirSync(process.env.BENCH_LHR, { recursive: true });
  const name = `${new URL(url).host}${new URL(url).pathname}`.replace(/[^\w.-]+/g, '_');
  writeFileSync(join(process.env.BENCH_LHR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** BENCH_SCREENSHOTS=dir: the last frame of each Lighthouse run, to see what was measured. */
function saveScreenshot(lhr, url) {
  const data = lhr.audits['final-screenshot']?.details?.data;
  if (!data) return;
  mkdirSync(process.env.BENCH_SCREENSHOTS, { recursive: true });
  const name = `${new URL(url).host}${new URL(url).pathname}`.replace(/[^\w.-]+/g, '_');
  const file = join(process.env.BENCH_SCREENSHOTS, `${name}-${Date.now()}.jpg`);
  writeFileSync(file, Buffer.from(data.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
}

/**
 * The Lighthouse set on each target ({ base, label }): route by route, run by run, the targets one after the
 * other within each run, in turn first (local, against; against, local…), so the machine's noise falls on both alike.
 * Returns one list of rows per target.
 */
async function lighthouseSets(browser, targets, { runs, routes: only }) {
  const routes = only ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;
  const members = new Map();
  for (const target of targets) {
    if (!routes.some((r) => r.member)) break;
    try {
      members.set(target, await registerPlayer(target.base));
    } catch (error) {
      log(`${target.label}: no player could be registered (${error.message}); the logged-in routes are skipped there`);
    }
  }
  const rows = new Map(targets.map((target) => [target, []]));
  for (const route of routes) {
    const samples = new Map(targets.map((target) => [target, []]));
    for (let run = 1; run <= runs; run++) {
      // Each run in the other order: the second page of a pair loads a little faster (its largest paint about
      // 5% sooner, measured with the same build on both sides), which would otherwise favour one side.
      for (const target of run % 2 ? targets : [...targets].reverse()) {
        if (route.member && !members.has(target)) continue;
        const t = Date.now();
        const token = route.member ? members.get(target).token : null;
        let sample;
        // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): that run is made again, up to twice.
        for (let attempt = 1; !sample; attempt++) {
          try {
            sample = await lighthouseOnce(browser, `${target.base}${route.path}`, token);
          } catch (error) {
            if (attempt >= 3) throw error;
            log(`${target.label} ${route.path} run ${run}: ${error.message.split('\n')[0]}; again`);
          }
        }
        samples.get(target).push(sample);
        log(
          `${target.label} ${route.path} run ${run}/${runs}: perf ${sample.perf}, LCP ${ms(sample.lcpMs)}, ` +
            `TBT ${ms(sample.tbtMs)}, CLS ${sample.cls?.toFixed(3)}, ${kb(sample.bytes)}` +
            `${route.member ? `, logged in: ${sample.loggedIn}` : ''} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
        );
        if (new URL(sample.finalUrl).pathname !== route.path) log(`  note: the page ended on ${sample.finalUrl}`);
      }
    }
    for (const target of targets) {
      const list = samples.get(target);
      if (list.length === 0) {
        rows.get(target).push({ path: route.path, member: route.member, skipped: 'no player' });
        continue;
      }
      rows.get(target).push({
        path: route.path,
        member: route.member,
        goalPerf: route.perf,
        perf: median(list.map((s) => s.perf)),
        lcpMs: median(list.map((s) => s.lcpMs)),
        tbtMs: median(list.map((s) => s.tbtMs)),
        cls: median(list.map((s) => s.cls)),
        bytes: median(list.map((s) => s.bytes)),
        loggedIn: route.member ? list.every((s) => s.loggedIn) : undefined,
        samples: list,
      });
    }
  }
  return targets.map((target) => rows.get(target));
}

// ---------------------------------------------------------------------------------------------- bundle

const gzipOf = (pathname) => {
  const file = join(ROOT, 'dist', decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
};

/** The scripts and style sheets a page loads from the origin until the network is quiet. */
async function assetsOf(browser, url, { token, returning, waitForDialog }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1280, height: 720 });
    if (returning) await page.evaluateOnNewDocument(returningPlayer, token ?? null);
    const origin = new URL(url).origin;
    const assets = new Map();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const target = new URL(response.url());
      if ((type === 'script' || type === 'stylesheet') && target.origin === origin) assets.set(target.pathname, type);
    });
    // Loaded, then quiet (a page holding a stream open, as /sports does, is never idle: the wait below gives up then).
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // As tests/e2e/quality.spec.ts: the first visit's advertisement has opened, then the network settles.
    if (waitForDialog) await page.waitForSelector('[role=dialog]', { timeout: 10_000 }).catch(() => {});
    await page.waitForNetworkIdle({ idleTime: 750, timeout: 30_000 }).catch(() => {});
    return assets;
  } finally {
    await context.close().catch(() => {});
  }
}

function sizes(assets, type, except = new Map()) {
  const files = [...assets].filter(([path, t]) => t === type && !except.has(path)).map(([path]) => path);
  const list = files.map((path) => ({ path, gzip: gzipOf(path) })).sort((a, b) => b.gzip - a.gzip);
  return { total: list.reduce((sum, f) => sum + f.gzip, 0), files: list };
}

async function bundleTable(browser, base) {
  // The home route as the quality test measures it: a first visit to /, left alone until quiet.
  const home = await assetsOf(browser, `${base}/`, { waitForDialog: true });
  const homeJs = sizes(home, 'script');
  const homeCss = sizes(home, 'stylesheet');
  log(`bundle /: JS ${kb(homeJs.total)} in ${homeJs.files.length} files, CSS ${kb(homeCss.total)}`);
  const screensFile = join(ROOT, 'dist', 'route-assets.json');
  const screens = existsSync(screensFile) ? JSON.parse(readFileSync(screensFile, 'utf8')) : {};
  let member = null;
  const routes = [];
  for (const route of ROUTES.filter((r) => r.path !== '/')) {
    if (route.member && !member) member = await registerPlayer(base);
    const assets = await assetsOf(browser, `${base}${route.path}`, {
      returning: true,
      token: route.member ? member.token : null,
    });
    // What the route loads that the home page did not, until quiet (JS and CSS: its screen, and what the
    // screen loads as it renders, as its texts and its parts drawn later).
    const js = sizes(assets, 'script', home);
    const css = sizes(assets, 'stylesheet', home);
    // Its screen's own scripts as the build lists them (dist/route-assets.json, which the server preloads):
    // what tests/e2e/quality.spec.ts holds to the 50 KB budget.
    const screen = (screens[route.path] ?? []).reduce((sum, path) => sum + gzipOf(path), 0);
    routes.push({ path: route.path, screenGzip: screen, loadedGzip: js.total + css.total, js, css });
    log(
      `bundle ${route.path}: its screen ${kb(screen)}; loaded beyond the home page ${kb(js.total + css.total)} ` +
        `(${js.files.length + css.files.length} files)`,
    );
  }
  return { homeJs, homeCss, routes };
}

// ---------------------------------------------------------------------------------------------- API load

function loadRun(options) {
  return new Promise((resolve, reject) => {
    const [command, args] = pinned(1, process.execPath, [join(ROOT, 'scripts', 'bench-load.mjs')]);
    const child = spawn(command, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    children.add(child);
    // On stdin: a thousand players' tokens are more than one command-line argument may hold.
    child.stdin.end(JSON.stringify(options));
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    child.stderr.on('data', (chunk) => (err += chunk.toString()));
    child.once('exit', (code) => {
      children.delete(child);
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch (error) {
        reject(new Error(`the load generator's answer was not JSON: ${error.message}\n${out.slice(-500)}`));
      }
    });
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  requests: result.requests.total,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  ok2xx: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
});

/** The API figures, in the order they run (`--api` picks some). */
const API_FIGURES = ['me', 'wallet', 'players', 'storm', 'claims'];

/** Runs `work` on each item, `concurrency` at a time; answers the results in the items' order. */
async function eachLimited(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/** `count` players registered and verified, 25 at a time (the server's job verifies 20 identities a second). */
function registerPlayers(base, count) {
  return eachLimited(Array.from({ length: count }), 25, () => registerPlayer(base, { verifiedWithinMs: 60_000 }));
}

/** A player's daily-wheel payouts in the ledger (the reward history lists the ledger's reward entries). */
async function wheelPayouts(base, player) {
  const history = await expectOk(
    await call(base, '/api/rewards/history', { token: player.token, body: { page: 1, per_page: 50 } }),
    'reward history',
  );
  return (history.list ?? []).filter((row) => row.activity === 'dailywheel').length;
}

/** The operator's audit of every wallet against its ledger: the wallets whose balance is not their ledger's sum. */
async function walletsOff(base) {
  return (await expectOk(await call(base, '/api/operator/audit', { token: ADMIN_TOKEN }), 'audit')).off.length;
}

/**
 * Waits until the server has answered what a load left behind: autocannon stops on time and drops the
 * requests still in flight, which the server (on one wallet, one after the other) may take seconds to
 * finish. One more request like the load's is sent and its answer awaited, so the next load starts on a
 * server that is done with this one.
 */
async function caughtUp({ url, method, headers, body, rotate, idempotencyKeys }) {
  const entry = rotate?.[0] ?? {};
  await fetch(url, {
    method,
    headers: {
      ...headers,
      ...entry.headers,
      ...(idempotencyKeys ? { 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` } : {}),
    },
    body: entry.body ?? body,
    signal: AbortSignal.timeout(120_000),
  });
}

/**
 * Prepares the API figures on one server (players registered, credited, their slot launched) and answers a
 * function that measures one figure (see the header). Each load runs `seconds` after a 2-second warm-up,
 * except the claims, which are one per player: each run made by players of its own, after a warm-up by a
 * quarter as many others.
 */
async function apiSetup(base, options, label) {
  const { connections, seconds, players: playerCount } = options;
  const url = (path) => `${base}${path}`;
  const json = { 'content-type': 'application/json' };
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const timed = async (name, text, load) => {
    await loadRun({ ...load, duration: 2 }); // warm-up: the code paths compiled, the connections pooled
    await caughtUp(load);
    log(`${label}: ${text}, ${connections} connections, ${seconds} s`);
    const result = summary(await loadRun({ ...load, duration: seconds }));
    await caughtUp(load);
    return result;
  };
  const slotId = await firstSlot(base);
  const round = (launch) => JSON.stringify({ game_id: slotId, launch, choice: { amount: '1.00' } });
  const wants = (figure) => options.api.includes(figure);

  const reader = wants('me') ? await registerPlayer(base) : null;
  const one = wants('wallet') ? await registerPlayer(base) : null;
  const oneLaunch = one ? await launchSlot(base, one, slotId) : null;
  let many = [];
  if (wants('players') || wants('claims')) {
    log(`${label}: registering ${playerCount} players (identity verified, credited, their slot launched)`);
    many = await registerPlayers(base, playerCount);
    const launches = await eachLimited(many, 10, (player) => launchSlot(base, player, slotId));
    many = many.map((player, i) => ({ ...player, launch: launches[i] }));
  }

  let claimRuns = 0;
  return async function measure(figure) {
    if (figure === 'me') {
      // The member's own record: one player's session read by every connection (the app sends POST with {}).
      const me = {
        url: url('/api/auth/me'),
        method: 'POST',
        headers: { ...json, ...bearer(reader.token) },
        body: '{}',
      };
      return timed(figure, 'POST /api/auth/me', { ...me, connections });
    }
    if (figure === 'wallet') {
      // A R$ 1.00 slot round on one wallet, every connection's: each round waits for the one before (the
      // wallet's lock), so this is the time a round holds it.
      const play = {
        url: url('/api/house/rounds'),
        method: 'POST',
        headers: { ...json, ...bearer(one.token) },
        body: round(oneLaunch),
        connections,
        idempotencyKeys: true,
      };
      return timed(figure, 'POST /api/house/rounds on one wallet', play);
    }
    if (figure === 'players') {
      // The same round by the players in turn: many wallets, as a site's load is.
      const play = {
        url: url('/api/house/rounds'),
        method: 'POST',
        headers: json,
        rotate: many.map((player) => ({ headers: bearer(player.token), body: round(player.launch) })),
        connections,
        idempotencyKeys: true,
      };
      return timed(figure, `POST /api/house/rounds by ${many.length} players in turn`, play);
    }
    if (figure === 'storm') {
      // One fresh player's daily-wheel spin asked by every connection at once for `seconds`, each request
      // with its own key (a player tapping again and again): exactly one may pay; the rest are refusals.
      const claimer = await registerPlayer(base);
      const storm = {
        url: url('/api/dailywheel/claim'),
        method: 'POST',
        headers: { ...json, ...bearer(claimer.token) },
        body: '{}',
        connections,
        idempotencyKeys: true,
        duration: seconds,
      };
      log(`${label}: POST /api/dailywheel/claim, one player, ${connections} connections, ${seconds} s`);
      const result = summary(await loadRun(storm));
      const entries = await wheelPayouts(base, claimer);
      return { ...result, payouts: { paid: result.ok2xx, entries, exactlyOne: result.ok2xx === 1 && entries === 1 } };
    }
    // The reward claim: each of the players spins today's daily wheel once (every prize is money), sent
    // `connections` at a time. Every claim must be paid once: one 200 each, and one ledger entry per player.
    // A claim is once per player and day: each run after the first is made by players of its own.
    let claimers = many;
    if (claimRuns++ > 0) {
      log(`${label}: registering ${playerCount} more players for another run of claims`);
      claimers = await registerPlayers(base, playerCount);
    }
    const claims = (players) => ({
      url: url('/api/dailywheel/claim'),
      method: 'POST',
      headers: json,
      once: players.map((player) => ({ headers: bearer(player.token), body: '{}' })),
      connections,
      idempotencyKeys: true,
    });
    // Warmed up as the other loads are (their 2 seconds), by a quarter as many players of its own, not counted:
    // 1,000 claims take about a second and a half, of which a cold server's first half second is a third.
    const warmers = await registerPlayers(base, Math.ceil(playerCount / 4));
    log(`${label}: warm-up: POST /api/dailywheel/claim, each of ${warmers.length} other players once`);
    await loadRun(claims(warmers));
    log(`${label}: POST /api/dailywheel/claim, each of ${claimers.length} players once, ${connections} at a time`);
    const result = summary(await loadRun(claims(claimers)));
    const entries = await eachLimited(claimers, 10, (player) => wheelPayouts(base, player));
    const payouts = {
      claims: claimers.length,
      paid: result.ok2xx,
      entries: entries.reduce((sum, n) => sum + n, 0),
      playersPaidOnce: entries.filter((n) => n === 1).length,
      walletsOff: await walletsOff(base),
    };
    payouts.onePerClaim =
      payouts.paid === payouts.claims &&
      payouts.playersPaidOnce === payouts.claims &&
      payouts.entries === payouts.claims;
    return { ...result, payouts };
  };
}

/** The figures measured again with --repeat (the claims by new players each run; the storm is one). */
const REPEATABLE = ['me', 'players', 'wallet', 'claims'];

/**
 * The run of median throughput among a figure's runs, with every run's rate beside it; the claims' payouts
 * are one per claim only if they were so in every run.
 */
function medianRun(results) {
  if (results.length === 1) return results[0];
  const sorted = [...results].sort((a, b) => (a.rps ?? 0) - (b.rps ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)];
  const payouts = median.payouts && {
    ...median.payouts,
    onePerClaim: results.every((result) => result.payouts?.onePerClaim),
  };
  return { ...median, ...(payouts ? { payouts } : {}), runs: results.map((result) => result.rps) };
}

/**
 * The API's figures on PGlite, then on PostgreSQL where one is configured. With `--against COMMIT`, that
 * commit's server runs beside this one's on the same kind of database (a DATA_DIR of its own; on PostgreSQL
 * BENCH_AGAINST_DATABASE_URL, else the same database, whose migrations are then this commit's) and the two
 * are measured in turn, figure by figure, so that the machine's other work weighs on both alike.
 */
async function apiOnBothDatabases(options, against) {
  const out = {};
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) log('no BENCH_DATABASE_URL (or TEST_DATABASE_URL): the API load ran on PGlite only');
  const databases = [
    ['pglite', 'PGlite', undefined],
    ...(databaseUrl ? [['postgres', 'PostgreSQL', databaseUrl]] : []),
  ];
  for (const [key, label, url] of databases) {
    const servers = [];
    const start = async (root, name, theirUrl) => {
      const server = await startServer({ databaseUrl: theirUrl, pin: true, root });
      servers.push(server);
      log(`${name} on ${server.base} (${label}, fresh DATA_DIR${PINNING ? ', core 0' : ''})`);
      return apiSetup(server.base, options, name);
    };
    try {
      const ours = await start(ROOT, label, url);
      const theirs = against
        ? await start(against.dir, `${label} ${against.commit}`, url && (process.env.BENCH_AGAINST_DATABASE_URL ?? url))
        : null;
      out[key] = theirs ? { against: {} } : {};
      for (const figure of options.api) {
        // A figure measured again is taken in turns, each server first every other time (a ten-second sample
        // of the same server varies by a fifth here); its median run is the figure, every run's rate kept.
        const runs = REPEATABLE.includes(figure) ? options.repeat : 1;
        const mine = [];
        const others = [];
        for (let run = 0; run < runs; run++) {
          if (theirs && run % 2 === 1) others.push(await theirs(figure));
          mine.push(await ours(figure));
          if (theirs && run % 2 === 0) others.push(await theirs(figure));
        }
        out[key][figure] = medianRun(mine);
        if (theirs) out[key].against[figure] = medianRun(others);
      }
    } catch (error) {
      out[key] = { error: error.message };
      log(`${label} API load failed: ${error.message}`);
    } finally {
      for (const server of servers) await server.stop();
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- cluster

/**
 * `npm run cluster` with N processes on the PostgreSQL database, its proxy's address once ready; stopped
 * whole (proxy and processes: its own process group). Not pinned: its processes share the cores the load
 * generator (core 1) leaves them.
 */
async function startCluster(processes, databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rodada-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: '0' };
  Object.assign(env, { ADMIN_TOKEN, CAPTCHA_TEST_ANSWER: CAPTCHA, PIX_SANDBOX: '1', DATABASE_URL: databaseUrl });
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--processes', String(processes)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let output = '';
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('cluster: ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      children.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API's throughput through the cluster's balancing proxy with 1, then 3 processes, back to back on the
 * same database, with the load of the api part: one player's POST /api/auth/me, and R$ 1.00 slot rounds.
 */
async function clusterLoad(options, databaseUrl) {
  const { connections, seconds } = options;
  const out = {};
  for (const processes of GOALS.clusterProcesses) {
    const cluster = await startCluster(processes, databaseUrl);
    try {
      const { base } = cluster;
      const bearer = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
      const reader = await registerPlayer(base);
      const me = { url: `${base}/api/auth/me`, method: 'POST', headers: bearer(reader.token), body: '{}', connections };
      await loadRun({ ...me, duration: 2 });
      log(`cluster of ${processes}: POST /api/auth/me, ${connections} connections, ${seconds} s`);
      const meResult = summary(await loadRun({ ...me, duration: seconds }));
      const player = await registerPlayer(base);
      const slotId = await firstSlot(base);
      const launch = await launchSlot(base, player, slotId);
      const play = {
        url: `${base}/api/house/rounds`,
        method: 'POST',
        headers: bearer(player.token),
        body: JSON.stringify({ game_id: slotId, launch, choice: { amount: '1.00' } }),
        connections,
        idempotencyKeys: true,
      };
      await loadRun({ ...play, duration: 2 });
      log(`cluster of ${processes}: POST /api/house/rounds, ${connections} connections, ${seconds} s`);
      const playResult = summary(await loadRun({ ...play, duration: seconds }));
      out[processes] = { me: meResult, play: playResult };
    } finally {
      await cluster.stop();
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- hashing

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const latencyFigures = (values) => ({
  samples: values.length,
  p50Ms: percentile(values, 50),
  p99Ms: percentile(values, 99),
  maxMs: values.length ? Math.max(...values) : null,
});

/** The catalogue's first slot. */
async function firstSlot(base) {
  const games = await expectOk(
    await call(base, '/api/games/listsv2?category=slot&per_page=1', { method: 'GET' }),
    'games',
  );
  const slotId = games.list?.[0]?.id;
  if (!slotId) throw new Error('no slot game in the catalogue');
  return slotId;
}

/** The player credited R$ 100.000,00 by the operator and the slot launched: answers the launch token. */
async function launchSlot(base, player, slotId) {
  await expectOk(
    await call(base, '/api/operator/credit', {
      token: ADMIN_TOKEN,
      body: { phone: player.phone, amount: '100000.00', reference: `bench-${randomBytes(6).toString('hex')}` },
    }),
    'operator credit',
  );
  const launched = await expectOk(
    await call(base, '/api/day7/day7LoginV2', { token: player.token, body: { game_id: slotId } }),
    'launch',
  );
  return new URL(launched.url, base).searchParams.get('launch');
}

/** A player with money and a launched slot; answers a function that plays one R$ 1,00 round. */
async function slotPlayer(base) {
  const player = await registerPlayer(base);
  const slotId = await firstSlot(base);
  const launch = await launchSlot(base, player, slotId);
  return () =>
    call(base, '/api/house/rounds', {
      token: player.token,
      body: { game_id: slotId, launch, choice: { amount: '1.00' } },
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
    });
}

/** A player with money and a withdrawal password; answers a function that tries a withdrawal with `password`. */
async function withdrawingPlayer(base) {
  const player = await registerPlayer(base);
  await expectOk(
    await call(base, '/api/operator/credit', {
      token: ADMIN_TOKEN,
      body: { phone: player.phone, amount: '100.00', reference: `bench-${randomBytes(6).toString('hex')}` },
    }),
    'operator credit',
  );
  await expectOk(
    await call(base, '/api/member/qkpwd', {
      token: player.token,
      body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
    }),
    'withdrawal password',
  );
  const cpf = cpfFor(player.phone);
  return (password) =>
    call(base, '/api/drawing', {
      token: player.token,
      body: { money: '10.00', qk_pwd: password, payment_type: 'CPF', account: cpf, cpf_id: cpf, name: 'Ana Souza' },
    });
}

/**
 * Other members' requests, one after another per kind, until `stop()`: a slot round (no hashing) and a login
 * password confirmation (one scrypt, through the same queue as the burst's). Each sample: when it started
 * and how long it took.
 */
function othersLoop(kinds) {
  let running = true;
  const samples = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  const loops = Object.entries(kinds).map(async ([kind, request]) => {
    while (running) {
      const start = performance.now();
      const answer = await request();
      const took = performance.now() - start;
      if (answer.status !== 200)
        throw new Error(`${kind}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
      samples[kind].push({ start, took });
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function hashingBurst(base, options, label) {
  const BURST = 100;
  const round = await slotPlayer(base);
  const confirmer = await registerPlayer(base);
  const confirm = () => call(base, '/api/security/verify', { token: confirmer.token, body: { password: 'segredo1' } });
  const kinds = { round, confirm };
  const bursters = [];
  for (let i = 0; i < options.bursts; i++) bursters.push(await withdrawingPlayer(base));

  // Warm-up, then the same requests with no burst.
  for (let i = 0; i < 5; i++) await Promise.all([round(), confirm()]);
  log(`${label}: other members' requests with no burst, 3 s`);
  const quiet = othersLoop(kinds);
  await sleep(3_000);
  await quiet.stop();

  // Each member's first burst hashes (5 checks, then the lock); the second, at the same member now locked,
  // is the same 100 requests with no hashing at all: the control that tells the hashing's share.
  const during = { hashing: { round: [], confirm: [] }, control: { round: [], confirm: [] } };
  const answers = {};
  let burstMs = 0;
  for (const [i, draw] of bursters.entries()) {
    for (const phase of ['hashing', 'control']) {
      log(`${label}: burst ${i + 1}/${bursters.length} (${phase}): ${BURST} wrong withdrawal passwords at once`);
      const loop = othersLoop(kinds);
      await sleep(300);
      const from = performance.now();
      const burst = await Promise.all(Array.from({ length: BURST }, () => draw('000000')));
      const to = performance.now();
      if (phase === 'hashing') burstMs = Math.max(burstMs, to - from);
      await sleep(300);
      await loop.stop();
      if (phase === 'hashing') {
        for (const answer of burst) {
          const key = `${answer.status} ${answer.json.error ?? ''}`.trim();
          answers[key] = (answers[key] ?? 0) + 1;
        }
      }
      // A request that started during the burst, or was still waiting when it began.
      for (const kind of Object.keys(kinds)) {
        for (const sample of loop.samples[kind]) {
          if (sample.start + sample.took >= from && sample.start <= to) during[phase][kind].push(sample.took);
        }
      }
    }
  }
  const figures = Object.fromEntries(
    Object.keys(kinds).map((kind) => {
      const calm = latencyFigures(quiet.samples[kind].map((s) => s.took));
      const busy = latencyFigures(during.hashing[kind]);
      const control = latencyFigures(during.control[kind]);
      return [
        kind,
        {
          quiet: calm,
          burst: busy,
          control,
          delayP99Ms: busy.p99Ms - calm.p99Ms,
          hashingDelayP99Ms: busy.p99Ms - control.p99Ms,
        },
      ];
    }),
  );
  return { burst: BURST, bursts: bursters.length, slowestBurstMs: burstMs, answers, ...figures };
}

// ---------------------------------------------------------------------------------------------- table

const ms = (v) =>
  v === null || v === undefined ? '—' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
const kb = (v) => (v === null || v === undefined ? '—' : `${(v / 1024).toFixed(1)} KB`);
const num = (v) => (v === null || v === undefined ? '—' : Math.round(v).toLocaleString('en-US'));
const mark = (ok) => (ok === null ? ' ' : ok ? '✓' : '✗');

function lines(results) {
  const rows = [];
  const add = (section, figure, value, goal, ok, against, ratio) =>
    rows.push({ section, figure, value, goal, ok, against, ratio });
  const lh = results.lighthouse;
  if (lh) {
    const other = results.against?.lighthouse;
    for (const route of lh) {
      const them = other?.find((r) => r.path === route.path);
      const name = `${route.path}${route.member ? ' (logged in)' : ''}`;
      if (route.skipped) {
        add('lighthouse', name, `skipped: ${route.skipped}`, '', null);
        continue;
      }
      const cmp = (key, f) => (them && !them.skipped ? f(them[key]) : undefined);
      const ratio = (key) =>
        them && !them.skipped && typeof them[key] === 'number' && them[key] > 0
          ? `×${(route[key] / them[key]).toFixed(2)}`
          : '';
      add(
        'lighthouse',
        `${name} perf`,
        String(route.perf),
        `≥ ${route.goalPerf}`,
        route.perf >= route.goalPerf,
        cmp('perf', String),
        ratio('perf'),
      );
      add(
        'lighthouse',
        `${name} LCP`,
        ms(route.lcpMs),
        '≤ 1.8 s',
        route.lcpMs <= GOALS.lcpMs,
        cmp('lcpMs', ms),
        ratio('lcpMs'),
      );
      add(
        'lighthouse',
        `${name} TBT`,
        ms(route.tbtMs),
        '≤ 100 ms',
        route.tbtMs <= GOALS.tbtMs,
        cmp('tbtMs', ms),
        ratio('tbtMs'),
      );
      add(
        'lighthouse',
        `${name} CLS`,
        route.cls.toFixed(3),
        `≤ ${GOALS.cls}`,
        route.cls <= GOALS.cls,
        cmp('cls', (v) => v.toFixed(3)),
        ratio('cls'),
      );
      add('lighthouse', `${name} bytes`, kb(route.bytes), '', null, cmp('bytes', kb), ratio('bytes'));
      if (route.member)
        add(
          'lighthouse',
          `${name} loaded logged in`,
          String(route.loggedIn),
          'true',
          route.loggedIn,
          cmp('loggedIn', String),
        );
    }
  }
  const b = results.bundle;
  if (b) {
    add(
      'bundle',
      'home route JS (gzip)',
      kb(b.homeJs.total),
      `≤ ${GOALS.homeJsKb} KB`,
      b.homeJs.total <= GOALS.homeJsKb * 1024,
    );
    add(
      'bundle',
      'home route CSS (gzip)',
      kb(b.homeCss.total),
      `≤ ${GOALS.homeCssKb} KB`,
      b.homeCss.total <= GOALS.homeCssKb * 1024,
    );
    for (const r of b.routes) {
      if (r.path === '/operator') {
        // The back office is a build of its own (its first page's scripts are held to 135 KB by
        // tests/e2e/backoffice-bundle.spec.ts): here, all its sign-in page loads until quiet.
        add('bundle', '/operator loaded until quiet (JS+CSS)', kb(r.loadedGzip), '', null);
        continue;
      }
      add(
        'bundle',
        `${r.path} its screen's JS (gzip)`,
        kb(r.screenGzip),
        `≤ ${GOALS.routeOwnKb} KB`,
        r.screenGzip <= GOALS.routeOwnKb * 1024,
      );
      add('bundle', `${r.path} loaded beyond / (JS+CSS)`, kb(r.loadedGzip), '', null);
    }
  }
  for (const [db, api] of Object.entries(results.api ?? {})) {
    if (api.error) {
      add(`api ${db}`, 'failed', api.error.slice(0, 80), '', false);
      continue;
    }
    const them = api.against ?? {};
    // The figure beside the commit's (`--against`) and their ratio.
    const versus = (figure, key, f) => {
      const theirs = them[figure]?.[key];
      if (typeof theirs !== 'number') return [undefined, undefined];
      const ours = api[figure][key];
      return [f(theirs), theirs > 0 ? `×${(ours / theirs).toFixed(2)}` : ''];
    };
    // autocannon's errors are mostly timeouts: no answer within 10 s.
    const refused = (s) => (s.non2xx || s.errors ? ` (${num(s.non2xx)} non-2xx, ${s.errors} errors)` : '');
    const clean = (s) => s.non2xx === 0 && s.errors === 0;
    const load = (figure, name, goals = {}) => {
      const s = api[figure];
      if (!s) return;
      const rpsOk = goals.rps === undefined ? null : s.rps >= goals.rps && clean(s);
      // A figure measured in several runs (--repeat): the median, then every run's rate.
      const runsOf = (result) => (result?.runs ? ` (runs ${result.runs.map(num).join(' · ')})` : '');
      const [against, ratio] = versus(figure, 'rps', num);
      add(
        `api ${db}`,
        `${name} req/s${s.runs ? `, median of ${s.runs.length}` : ''}`,
        num(s.rps) + refused(s) + runsOf(s),
        goals.rps ? `≥ ${num(goals.rps)}` : '',
        rpsOk,
        against === undefined ? undefined : against + runsOf(them[figure]),
        ratio,
      );
      const p99Ok = goals.p99 === undefined ? null : s.requests > 0 && s.p99Ms <= goals.p99;
      add(
        `api ${db}`,
        `${name} p99`,
        ms(s.p99Ms),
        goals.p99 ? `≤ ${goals.p99} ms` : '',
        p99Ok,
        ...versus(figure, 'p99Ms', ms),
      );
    };
    load('me', 'POST /api/auth/me', { rps: GOALS.meRps, p99: GOALS.meP99Ms });
    const players = api.players ? ` by ${num(results.options.players)} players in turn` : '';
    load('players', `house round${players}`, { rps: GOALS.playRps });
    load('wallet', 'house round on one wallet');
    load('claims', `daily wheel claim, ${num(results.options.players)} players once each`, { rps: GOALS.claimRps });
    const p = api.claims?.payouts;
    if (p)
      add(
        `api ${db}`,
        'daily wheel claims paid',
        `${num(p.paid)} paid of ${num(p.claims)} claims, ${num(p.entries)} ledger entries, ${num(p.playersPaidOnce)} players paid once, ${p.walletsOff} wallets off their ledger`,
        'one per claim',
        p.onePerClaim && p.walletsOff === 0,
      );
    load('storm', 'daily wheel claim, one player from every connection');
    const storm = api.storm?.payouts;
    if (storm)
      add(
        `api ${db}`,
        'daily wheel storm paid',
        `${storm.paid} paid of ${num(api.storm.requests)} answered, ${storm.entries} in the ledger`,
        'exactly 1',
        storm.exactlyOne,
      );
  }
  for (const [db, h] of Object.entries(results.hashing ?? {})) {
    if (h.error) {
      add(`hashing ${db}`, 'failed', h.error.slice(0, 80), '', false);
      continue;
    }
    const named = { round: "another member's slot round", confirm: "another member's password confirmation" };
    for (const kind of ['round', 'confirm']) {
      const f = h[kind];
      add(
        `hashing ${db}`,
        `${named[kind]} p50 / p99, no burst`,
        `${ms(f.quiet.p50Ms)} / ${ms(f.quiet.p99Ms)}`,
        '',
        null,
      );
      add(
        `hashing ${db}`,
        `${named[kind]} p50 / p99 / max, ${h.burst} wrong withdrawal passwords at once (${f.burst.samples} samples)`,
        `${ms(f.burst.p50Ms)} / ${ms(f.burst.p99Ms)} / ${ms(f.burst.maxMs)}`,
        '',
        null,
      );
      add(
        `hashing ${db}`,
        `${named[kind]} p50 / p99 / max, the same burst at a locked password: no hashing (${f.control.samples} samples)`,
        `${ms(f.control.p50Ms)} / ${ms(f.control.p99Ms)} / ${ms(f.control.maxMs)}`,
        '',
        null,
      );
      add(`hashing ${db}`, `${named[kind]}: p99 delay by the whole burst`, ms(f.delayP99Ms), '', null);
      add(
        `hashing ${db}`,
        `${named[kind]}: p99 delay by the hashing (burst − the same burst without)`,
        ms(f.hashingDelayP99Ms),
        `≤ ${GOALS.hashingDelayP99Ms} ms`,
        f.burst.samples > 0 && f.control.samples > 0 && f.hashingDelayP99Ms <= GOALS.hashingDelayP99Ms,
      );
    }
    add(
      `hashing ${db}`,
      'the bursts answered',
      Object.entries(h.answers)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', '),
      '',
      null,
    );
  }
  const cluster = results.cluster;
  if (cluster?.error) add('cluster', 'failed', cluster.error.slice(0, 80), '', false);
  else if (cluster) {
    const [one, many] = GOALS.clusterProcesses;
    // Past its one core, a process gains from more processes only while cores are free: the load generator
    // holds one, so the goal is min(processes, cores − 1) times one process's throughput.
    const scale = Math.max(1, Math.min(many, results.machine.cores - 1));
    for (const [key, name] of [
      ['me', 'POST /api/auth/me'],
      ['play', 'house play'],
    ]) {
      const base = cluster[one][key];
      const figure = cluster[many][key];
      add('cluster', `${name} req/s, ${one} process (p99)`, `${num(base.rps)} (${base.p99Ms} ms)`, '', null);
      add(
        'cluster',
        `${name} req/s, ${many} processes (p99)`,
        `${num(figure.rps)} (${figure.p99Ms} ms), ×${(figure.rps / base.rps).toFixed(2)}`,
        `≥ ×${scale.toFixed(2)} on ${results.machine.cores} cores`,
        figure.rps >= base.rps * scale && figure.non2xx === 0 && figure.errors === 0,
      );
    }
  }
  const sports = results.sports;
  if (sports?.error) add('sports', 'failed', sports.error, '', false);
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  for (const r of sports?.rows ?? [])
    add(
      `sports ${r.part}`,
      `${r.strategy} (${num(r.bets)} bets)`,
      (r.se ? `${pct(r.rtp)} [${pct(r.low)}, ${pct(r.high)}]` : `${pct(r.rtp)} (exact)`) +
        (r.status === 'ok' ? '' : ` ${r.status}`),
      `≤ ${pct(r.ceiling)}`,
      r.status !== 'OVER',
    );
  return rows;
}

function printTable(rows, againstUrl) {
  const headers = ['', 'figure', 'measured', ...(againstUrl ? ['against', 'ratio'] : []), 'goal', ''];
  const body = rows.map((r) => [
    r.section,
    r.figure,
    r.value,
    ...(againstUrl ? [r.against ?? '', r.ratio ?? ''] : []),
    r.goal,
    mark(r.ok),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log('');
  if (againstUrl) console.log(`against: ${againstUrl}`);
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of body) console.log(line(row));
  const missed = rows.filter((r) => r.ok === false).length;
  const met = rows.filter((r) => r.ok === true).length;
  console.log(`\n${met} goals met, ${missed} missed`);
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const results = {
    startedAt: new Date(started).toISOString(),
    options,
    machine: { cores: availableParallelism(), pinned: PINNING, node: process.version, loadAtStart: loadavg() },
    goals: GOALS,
  };
  if (!PINNING) log('taskset or a second core is missing: the server and the load are not pinned');
  /** The worst exit status of the parts that need no server (rtp, sports). */
  let offlineStatus = 0;

  if (options.only.includes('rtp')) {
    log(`the games' return to player, ${options.rounds} rounds per variant (scripts/rtp.ts)`);
    const json = join(mkdtempSync(join(tmpdir(), 'rodada-rtp-')), 'rtp.json');
    const rtp = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/rtp.ts', '--rounds', String(options.rounds), '--json', json],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    results.rtp = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : { error: 'no result' };
    if (rtp.status !== 0) log('a stated RTP is outside its measured interval (see above)');
    offlineStatus = Math.max(offlineStatus, rtp.status ?? 1);
  }

  if (options.only.includes('sports')) {
    log(`the sportsbook's cash-out and bet builder, ${options.bets} bets per strategy (scripts/sports-rtp.ts)`);
    const json = join(mkdtempSync(join(tmpdir(), 'rodada-sports-')), 'sports.json');
    const sports = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/sports-rtp.ts', '--bets', String(options.bets), '--json', json],
      { cwd: ROOT, stdio: 'inherit' },
    );
    results.sports = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : { error: 'no result' };
    if (sports.status !== 0) log('a strategy returned more than its stated margin allows (see above)');
    offlineStatus = Math.max(offlineStatus, sports.status ?? 1);
  }

  if (options.only.every((part) => OFFLINE.includes(part))) {
    const dir = join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${results.startedAt.replace(/[:.]/g, '-')}-${options.only.join('-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written to ${file.slice(ROOT.length)}`);
    process.exitCode = offlineStatus;
    return;
  }

  if (options.build && options.only.some((part) => !OFFLINE.includes(part))) {
    log('building the app (vite build, then the back office and the first paint: npm run build)');
    for (const config of buildConfigs(ROOT)) {
      const build = spawnSync('npx', ['vite', 'build', ...config, '--logLevel', 'warn'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new Error('vite build failed');
    }
  }

  const browserParts = options.only.includes('lighthouse') || options.only.includes('bundle');
  let server = null;
  const start = async (databaseUrl, pin) => {
    await server?.stop();
    server = null;
    server = await startServer({ databaseUrl, pin });
    log(
      `server on ${server.base} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, fresh DATA_DIR${pin && PINNING ? ', core 0' : ''})`,
    );
  };
  try {
    if (browserParts) {
      await start(undefined, false);
      const chrome = await launchBrowser();
      try {
        if (options.only.includes('lighthouse')) {
          const targets = [{ base: server.base, label: 'local' }];
          if (options.against) targets.push({ base: options.against, label: 'against' });
          // `--against COMMIT`: that commit built in a worktree of its own and served beside this one.
          const theirs = options.againstRevision ? await builtCommit(options.againstRevision) : null;
          try {
            if (theirs) targets.push({ base: theirs.server.base, label: `commit ${theirs.commit}` });
            const [local, against] = await lighthouseSets(chrome.browser, targets, options);
            results.lighthouse = local;
            if (against) results.against = { url: options.against ?? `commit ${theirs.commit}`, lighthouse: against };
          } finally {
            await theirs?.stop();
          }
        }
        if (options.only.includes('bundle')) results.bundle = await bundleTable(chrome.browser, server.base);
      } finally {
        await chrome.close();
      }
    }
    /** Runs `measure` against a server on PGlite, then on PostgreSQL where one is configured. */
    const onBothDatabases = async (what, pinned, measure) => {
      const out = {};
      const runOn = async (key, label, databaseUrl) => {
        await start(databaseUrl, pinned);
        try {
          out[key] = await measure(server.base, options, label);
        } catch (error) {
          out[key] = { error: error.message };
          log(`${label} ${what} failed: ${error.message}`);
        }
      };
      await runOn('pglite', 'PGlite', undefined);
      const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (databaseUrl) await runOn('postgres', 'PostgreSQL', databaseUrl);
      else log(`no BENCH_DATABASE_URL (or TEST_DATABASE_URL): the ${what} ran on PGlite only`);
      return out;
    };
    if (options.only.includes('api')) {
      await server?.stop();
      server = null;
      const against = options.againstRevision ? checkOut(options.againstRevision) : null;
      try {
        if (against) results.againstCommit = against.commit;
        results.api = await apiOnBothDatabases(options, against);
      } finally {
        against?.remove();
      }
    }
    if (options.only.includes('cluster')) {
      const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (!databaseUrl) log('no BENCH_DATABASE_URL (or TEST_DATABASE_URL): no cluster to measure');
      else {
        await server?.stop();
        server = null;
        results.cluster = await clusterLoad(options, databaseUrl).catch((error) => ({ error: error.message }));
      }
    }
    // Not pinned: scrypt runs on the thread pool, and a server on one core would share it with the event loop.
    if (options.only.includes('hashing')) results.hashing = await onBothDatabases('hashing burst', false, hashingBurst);
  } finally {
    await server?.stop();
  }

  results.seconds = Math.round((Date.now() - started) / 1000);
  results.machine.loadAtEnd = loadavg();
  const rows = lines(results);
  results.table = rows;
  printTable(rows, results.against?.url ?? (results.againstCommit && `commit ${results.againstCommit} (the API)`));
  // Other work on the machine moves every figure: the load average tells how busy it was.
  const load = (l) => l.map((v) => v.toFixed(1)).join(' ');
  console.log(
    `load average (1, 5, 15 min) at start ${load(results.machine.loadAtStart)}, at end ${load(results.machine.loadAtEnd)}` +
      ` on ${results.machine.cores} cores`,
  );
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`took ${results.seconds} s; written to ${file.slice(ROOT.length)}`);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  stopChildren();
  process.exit(1);
});
