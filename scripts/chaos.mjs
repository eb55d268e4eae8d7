#!/usr/bin/env node
// npm run chaos [-- --rounds N] [--seconds S] [--pglite-only] [--database-url URL]
//
// kill -9 under load: the real server (node --import tsx server/main.ts) on PGlite (a fresh temp DATA_DIR),
// then on PostgreSQL (a fresh database, or --database-url), round after round on the same data. Each round
// runs a mixed money load from concurrent clients, kills the server with SIGKILL at a random moment,
// restarts it on the same data, retries every request that was in flight (same Idempotency-Key, same
// body: each must end in a definite answer, 2xx or a 4xx refusal), checks that every operation the server
// acknowledged is there exactly once (through the API), and runs the operator's ledger audit.
// Exit 1 on any failure.

import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpfFor, freePort } from './harness.mjs';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_TOKEN = `chaos-operator-${randomBytes(12).toString('hex')}`;
const SECRET = `chaos-webhook-${randomBytes(12).toString('hex')}`;
const CAPTCHA = 'CHAOS';
const QK = '135790';
const LOOPS = 8;
const START_DEADLINE_MS = 90_000;
const REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_PG_URL = 'postgres://rodada:rodada@127.0.0.1:5432/rodada';
const KINDS = ['register', 'credit', 'order', 'deposit', 'ftd', 'play', 'withdrawal'];

/** Identity verification's pictures (an RG's), each the smallest JPEG the server takes. */
const KYC_FILES = ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'];
const PICTURE = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 7)]);
const PICTURE_SHA = createHash('sha256').update(PICTURE).digest('hex');

// ---------------------------------------------------------------------------------------------- options

function parseArgs(argv) {
  const options = { rounds: 3, seconds: 5, pgliteOnly: false, databaseUrl: undefined };
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
  const text = 'usage: node scripts/chaos.mjs [--rounds N] [--seconds S] [--pglite-only] [--database-url URL]';
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
    ADMIN_TOKEN,
    PIX_WEBHOOK_SECRET: SECRET,
    PIX_SANDBOX: '1',
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    STATIC_DIR: staticDir,
    NODE_ENV: 'development',
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------- http

class NetworkError extends Error {}

/** One request; resolves { status, json } for any HTTP answer, throws NetworkError when none came. */
async function call(port, path, { method = 'POST', token, body, headers = {}, raw } = {}) {
  const all = { 'content-type': 'application/json', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: all,
      body: method === 'GET' ? undefined : (raw ?? JSON.stringify(body ?? {})),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new NetworkError(`${method} ${path}: ${error?.cause?.code ?? error?.message ?? error}`);
  }
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(`${method} ${path}: body lost (${error?.cause?.code ?? error?.message ?? error})`);
  }
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

function signed(body) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${ts}.${raw}`).digest('hex');
  return { raw, headers: { 'x-pix-timestamp': ts, 'x-pix-signature': signature } };
}

const hex = (n = 8) => randomBytes(n).toString('hex');
const newPhone = () => `219${String(randomInt(100_000_000)).padStart(8, '0')}`;
// ---------------------------------------------------------------------------------------------- requests

/**
 * Every request the load makes is described by a spec, so the same request can be sent again after the
 * restart: path, body, token, Idempotency-Key, and what a 2xx answer proves (`ack`).
 */
function spec(kind, path, { body, token, key, operator = false, webhook = false, member }) {
  return { kind, path, body, token, key, operator, webhook, member };
}

async function send(port, s) {
  const headers = {};
  if (s.key) headers['idempotency-key'] = s.key;
  if (s.webhook) {
    const { raw, headers: signature } = signed(s.body);
    return call(port, s.path, { raw, headers: { ...headers, ...signature } });
  }
  return call(port, s.path, { body: s.body, token: s.operator ? ADMIN_TOKEN : s.token, headers });
}

/** The newest 6-digit code the sandbox outbox (/sandbox/mail) holds for a phone, or null. */
async function smsCode(port, phone) {
  try {
    const page = await (
      await fetch(`http://127.0.0.1:${port}/sandbox/mail`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    ).text();
    return (
      new RegExp(`<span class="to">${phone}</span>[^]*?<p class="body">[^<]*?\\b(\\d{6})\\b`).exec(page)?.[1] ?? null
    );
  } catch {
    return null; // the server was killed meanwhile: the phone is confirmed on a later turn
  }
}

// ---------------------------------------------------------------------------------------------- state

/**
 * acks: every acknowledged operation, over all rounds of one database: { kind, member, proof, round }.
 * Kinds: register (the member's token works), credit (the reference is in the ledger: crediting it
 * again answers credited:false), order (the deposit order exists), deposit (the order is paid),
 * ftd (the reward is in the member's reward history once), play (the round is in the game record once),
 * withdrawal (the withdrawal order exists once).
 */
function newDatabaseState() {
  return { acks: [], members: [], roundStats: [] };
}

function newRoundStats(db, round) {
  return {
    db,
    round,
    acked: Object.fromEntries(KINDS.map((k) => [k, 0])),
    refused: 0,
    inFlight: 0,
    inFlightKeyed: 0,
    resolved: 0,
    resolvedOk: 0,
    missing: 0,
    audit: '—',
    failures: [],
  };
}

// ---------------------------------------------------------------------------------------------- load

async function runLoad(ctx) {
  const { port, state, stats, slotId } = ctx;
  const control = { stopped: false };
  const inFlight = [];

  function record(kind, member, proof) {
    state.acks.push({ kind, member, proof, round: stats.round });
    stats.acked[kind]++;
  }

  /** Sends one request of the load: the answer, or null when it was in flight at the kill. */
  async function attempt(s) {
    if (control.stopped) return null;
    try {
      const answer = await send(port, s);
      if (answer.status >= 500 || answer.status === 409) {
        stats.failures.push(`load: ${s.kind} ${s.path} answered ${answer.status} ${answer.json?.message ?? ''}`);
      } else if (answer.status >= 400) {
        stats.refused++;
      }
      return answer;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (control.stopped) {
        inFlight.push(s);
        return null;
      }
      stats.failures.push(`load: no answer before the kill: ${error.message}`);
      return null;
    }
  }

  async function loop() {
    while (!control.stopped) {
      const member = await registerMember();
      if (!member) continue;
      const ops = 20 + randomInt(30);
      for (let i = 0; i < ops && !control.stopped; i++) await memberOp(member);
    }
  }

  async function registerMember() {
    const phone = newPhone();
    const body = {
      phone,
      password: 'segredo1',
      password_confirmation: 'segredo1',
      captcha_key: `chaos-${hex(4)}`,
      captcha: CAPTCHA,
      realname: 'Ana Souza',
      cpf: cpfFor(phone),
      birth_date: '1990-05-17',
      email: `p${phone}@example.com`,
      accept_terms: true,
    };
    const s = spec('register', '/api/auth/register2', { body });
    const answer = await attempt(s);
    if (!answer || answer.status !== 200) return null;
    const member = {
      phone,
      token: answer.json.data.access_token,
      profile: randomInt(2) === 0 ? 'depositor' : 'cashier',
      deposited: 0,
      ftd: false,
      qk: false,
    };
    state.members.push(member);
    record('register', member, { phone });
    return member;
  }

  async function memberOp(member) {
    if (member.profile === 'cashier') {
      if (!member.qk) {
        const s = spec('qkpwd', '/api/member/qkpwd', {
          token: member.token,
          body: { qk_pwd: QK, qk_pwd_confirmation: QK },
          member,
        });
        const answer = await attempt(s);
        if (answer?.status === 200) member.qk = true;
        return;
      }
      const r = randomInt(10);
      if (r < 3) return operatorCredit(member);
      if (r < 6) return withdraw(member);
      return play(member);
    }
    if (!member.phoneConfirmed) return confirmPhone(member);
    if (!member.kycVerified) return verifyIdentity(member);
    if (member.deposited < 100_00 || randomInt(4) === 0) return deposit(member);
    if (!member.ftd) return claimFtd(member);
    return play(member);
  }

  async function operatorCredit(member) {
    const s = spec('credit', '/api/operator/credit', {
      operator: true,
      member,
      body: { phone: member.phone, amount: '30.00', reference: `chaos-${hex()}` },
    });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
  }

  async function withdraw(member) {
    // To the member's own CPF key, as a withdrawal to someone else's is refused.
    const cpf = cpfFor(member.phone);
    const body = { money: '10.00', qk_pwd: QK, payment_type: 'CPF', account: cpf, cpf_id: cpf, name: 'Ana Souza' };
    const s = spec('withdrawal', '/api/drawing', { token: member.token, key: `wd-${hex()}`, body, member });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
  }

  async function play(member) {
    if (!member.launch) {
      // The slot opened as the lobby does: its launch token carries every round's wallet calls.
      const launched = await attempt(
        spec('launch', '/api/day7/day7LoginV2', { token: member.token, body: { game_id: slotId }, member }),
      );
      if (launched?.status !== 200) return;
      member.launch = new URL(launched.json.data.url, 'http://x').searchParams.get('launch');
    }
    const s = spec('play', '/api/house/rounds', {
      token: member.token,
      key: `play-${hex()}`,
      body: { game_id: slotId, launch: member.launch, choice: { amount: '1.00' } },
      member,
    });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
  }

  async function claimFtd(member) {
    const s = spec('ftd', '/api/ftd/claim', { token: member.token, key: `ftd-${hex()}`, body: {}, member });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
    else if (answer && answer.status >= 400) member.ftd = true; // refused: do not ask again
  }

  /**
   * As a deposit on the regulated site needs: the identity verified with the sandbox's passing data (an RG, an
   * address, five small JPEGs, the case sent); the sandbox provider's decision comes a second later, by the
   * server's job, and is read on the member's next turn. A step cut by a kill is taken again from the state.
   */
  async function verifyIdentity(member) {
    const read = () => call(port, '/api/kyc', { method: 'GET', token: member.token }).catch(() => null);
    let state = await read();
    // Sent: the decision comes with the job's next turn (a second); the member waits for it, as a player would.
    for (let i = 0; i < 12 && state?.json?.data?.status === 'pending' && !control.stopped; i++) {
      await sleep(250);
      state = await read();
    }
    const status = state?.json?.data?.status;
    if (status === 'verified') return void (member.kycVerified = true);
    if (!state || status === 'pending' || status === 'review') return;
    const steps = [
      spec('kyc', '/api/kyc/case', {
        token: member.token,
        member,
        body: {
          document_type: 'rg',
          document_number: '123456789',
          address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
        },
      }),
      ...KYC_FILES.map((kind) =>
        spec('kyc', '/api/kyc/upload', {
          token: member.token,
          member,
          body: {
            kind,
            content_type: 'image/jpeg',
            bytes: PICTURE.length,
            sha256: PICTURE_SHA,
            index: 0,
            data: PICTURE.toString('base64'),
          },
        }),
      ),
      spec('kyc', '/api/kyc/submit', { token: member.token, member, body: {} }),
    ];
    for (const step of steps) {
      const answer = await attempt(step);
      if (answer?.status !== 200) return;
    }
  }

  /** As the deposit page asks first: the SMS code sent to the member's phone, read from the sandbox outbox. */
  async function confirmPhone(member) {
    if (member.phoneAsked) {
      // A code was asked for before a kill: the phone may be confirmed already (asking again is a 409).
      const status = await call(port, '/api/security/phone', { method: 'GET', token: member.token }).catch(() => null);
      if (status?.json?.data?.verified) return void (member.phoneConfirmed = true);
      if (!status) return;
    }
    member.phoneAsked = true;
    const sent = await attempt(spec('phone', '/api/security/phone/send', { token: member.token, body: {}, member }));
    if (sent?.status !== 200) return;
    const code = await smsCode(port, member.phone);
    if (!code) return;
    const confirmed = await attempt(
      spec('phone', '/api/security/phone/verify', { token: member.token, body: { code }, member }),
    );
    if (confirmed?.status === 200) member.phoneConfirmed = true;
  }

  async function deposit(member) {
    const order = spec('order', '/api/recharge/online', {
      token: member.token,
      key: `dep-${hex()}`,
      body: { money: '100.00', payment_id: 1, payment_type: 'PIX' },
      member,
    });
    const answer = await attempt(order);
    if (answer?.status !== 200) return;
    ctx.acknowledge(order, answer);
    const orderNo = answer.json.data.order_no;
    const hook = spec('deposit', '/api/payment/pix/webhook', {
      webhook: true,
      member,
      // Paid from the member's own CPF, as only such a payment is credited.
      body: {
        order_no: orderNo,
        status: 'paid',
        amount: '100.00',
        end_to_end_id: `E${orderNo}`,
        payer_cpf: cpfFor(member.phone),
      },
    });
    const paid = await attempt(hook);
    if (paid?.status === 200) ctx.acknowledge(hook, paid);
  }

  ctx.acknowledge = (s, answer) => {
    const data = answer.json?.data ?? {};
    switch (s.kind) {
      case 'register':
        break;
      case 'credit':
        record('credit', s.member, { reference: s.body.reference, body: s.body });
        break;
      case 'order':
        record('order', s.member, { order_no: data.order_no });
        break;
      case 'deposit':
        s.member.deposited += 100_00;
        if (data.credited === true || data.status === 'paid')
          record('deposit', s.member, { order_no: s.body.order_no });
        break;
      case 'ftd':
        s.member.ftd = true;
        record('ftd', s.member, {});
        break;
      case 'play':
        // The stake is the seamless wallet's first debit of the round: ledger ref `RODADA:<round>:1`.
        record('play', s.member, { round_id: data.round_id, bet_ref: `RODADA:${data.round_id}:1` });
        break;
      case 'withdrawal':
        record('withdrawal', s.member, { order_no: data.order_no });
        break;
    }
  };
  ctx.record = record;

  const loops = Array.from({ length: LOOPS }, () => loop());
  const killAt = Math.round(ctx.seconds * 1000 * (0.4 + Math.random() * 0.6));
  await sleep(killAt);
  control.stopped = true;
  ctx.server.child.kill('SIGKILL');
  await ctx.server.exited;
  await Promise.all(loops);
  return { inFlight, killAt };
}

// ---------------------------------------------------------------------------------------------- after the restart

/** Sends an in-flight request again until it has a definite answer: 2xx, or a 4xx refusal other than 409. */
async function resolveInFlight(ctx, s) {
  const { stats } = ctx;
  const deadline = Date.now() + 10_000;
  let last = '';
  for (;;) {
    let answer;
    try {
      answer = await send(ctx.port, s);
    } catch (error) {
      last = error.message;
      if (Date.now() > deadline) break;
      await sleep(250);
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) {
      stats.resolved++;
      stats.resolvedOk++;
      if (s.kind === 'register') {
        const member = {
          phone: s.body.phone,
          token: answer.json.data.access_token,
          profile: 'depositor',
          deposited: 0,
          ftd: false,
          qk: false,
        };
        ctx.state.members.push(member);
        ctx.record('register', member, { phone: member.phone });
      } else if (s.kind !== 'qkpwd') {
        ctx.acknowledge(s, answer);
      }
      return;
    }
    if (s.kind === 'register' && answer.status === 409 && answer.json?.error === 'auth.phone_taken') {
      // The first attempt was committed before the crash, its answer lost: the member logs in instead.
      const login = await call(ctx.port, '/api/auth/login2', {
        body: { phone: s.body.phone, password: s.body.password, captcha_key: `chaos-${hex(4)}`, captcha: CAPTCHA },
      });
      if (login.status !== 200) {
        stats.failures.push(`register ${s.body.phone} was committed but its login answered ${login.status}`);
        return;
      }
      stats.resolved++;
      stats.resolvedOk++;
      return;
    }
    // An identity step sent again after it was taken: the case moved on (already sent or verified), a definite answer.
    if (
      (answer.status >= 400 && answer.status < 500 && answer.status !== 409) ||
      (s.kind === 'kyc' && answer.status === 409)
    ) {
      stats.resolved++;
      return;
    }
    last = `${answer.status} ${answer.json?.message ?? ''}`;
    if (answer.status >= 500 || Date.now() > deadline) break;
    await sleep(250);
  }
  stats.failures.push(
    `retry of ${s.kind} ${s.path}${s.key ? ` (Idempotency-Key ${s.key})` : ''} did not resolve: ${last}`,
  );
}

async function pages(port, path, token, body = {}) {
  const list = [];
  for (let page = 1; page <= 1000; page++) {
    const answer = await call(port, path, { token, body: { ...body, page, per_page: 100 } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${answer.json?.message ?? ''}`);
    const data = answer.json.data;
    list.push(...data.list);
    if (data.list.length < 100 || list.length >= data.total) break;
  }
  return list;
}

const countOf = (list, field, value) => list.filter((row) => row[field] === value).length;

/** Every acknowledged operation so far is there exactly once; returns the number missing (or duplicated). */
async function verify(ctx) {
  const { port, state, stats } = ctx;
  let missing = 0;
  const miss = (ack, why) => {
    missing++;
    if (stats.failures.length < 40)
      stats.failures.push(`missing: ${ack.kind} of ${ack.member.phone} (round ${ack.round}): ${why}`);
  };
  const byMember = new Map();
  for (const ack of state.acks) {
    if (!byMember.has(ack.member)) byMember.set(ack.member, []);
    byMember.get(ack.member).push(ack);
  }
  const work = [...byMember.entries()];
  const worker = async () => {
    for (let item = work.shift(); item; item = work.shift()) {
      const [member, acks] = item;
      const kinds = new Set(acks.map((a) => a.kind));
      const deposits =
        kinds.has('order') || kinds.has('deposit') ? await pages(port, '/api/recharge/list', member.token) : [];
      const withdrawals = kinds.has('withdrawal') ? await pages(port, '/api/drawing/list', member.token) : [];
      const rounds = kinds.has('play') ? await pages(port, '/api/game/record', member.token) : [];
      const rewards = kinds.has('ftd') ? await pages(port, '/api/rewards/history', member.token) : [];
      for (const ack of acks) {
        switch (ack.kind) {
          case 'register': {
            const me = await call(port, '/api/auth/me', { token: member.token });
            if (me.status !== 200) miss(ack, `/api/auth/me answered ${me.status}`);
            break;
          }
          case 'credit': {
            const again = await call(port, '/api/operator/credit', { token: ADMIN_TOKEN, body: ack.proof.body });
            if (again.status !== 200 || again.json.data.credited !== false) {
              miss(
                ack,
                `crediting reference ${ack.proof.reference} again answered ${again.status} credited=${again.json?.data?.credited}`,
              );
            }
            break;
          }
          case 'order': {
            const n = countOf(deposits, 'order_no', ack.proof.order_no);
            if (n !== 1) miss(ack, `order ${ack.proof.order_no} listed ${n} times`);
            break;
          }
          case 'deposit': {
            const rows = deposits.filter((row) => row.order_no === ack.proof.order_no);
            if (rows.length !== 1 || rows[0].status !== 'paid')
              miss(
                ack,
                `order ${ack.proof.order_no}: ${rows.map((r) => r.status).join(',') || 'absent'}, not paid once`,
              );
            break;
          }
          case 'ftd': {
            const n = rewards.filter(
              (row) => row.activity === 'ftd' || /ftd|first/i.test(`${row.activity} ${row.ref}`),
            ).length;
            if (n !== 1) miss(ack, `first-deposit reward listed ${n} times`);
            break;
          }
          case 'play': {
            const n = countOf(rounds, 'round_id', ack.proof.round_id);
            if (n !== 1) miss(ack, `round ${ack.proof.round_id} listed ${n} times`);
            break;
          }
          case 'withdrawal': {
            const n = countOf(withdrawals, 'order_no', ack.proof.order_no);
            if (n !== 1) miss(ack, `withdrawal ${ack.proof.order_no} listed ${n} times`);
            break;
          }
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing;
}

/**
 * On PostgreSQL, the ledger read directly as well (PGlite's data dir is locked by the server): every
 * acknowledged credit, deposit, bet and withdrawal hold has exactly one ledger entry of its kind and ref.
 */
const LEDGER = {
  credit: ['operator.credit', 'reference'],
  deposit: ['deposit', 'order_no'],
  play: ['game.bet', 'bet_ref'],
  withdrawal: ['withdrawal.hold', 'order_no'],
};

async function verifyLedger(ctx, databaseUrl) {
  const wanted = ctx.state.acks.filter((ack) => LEDGER[ack.kind]);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT kind, ref, count(*)::int AS n FROM ledger_entries WHERE ref = ANY($1::text[]) GROUP BY kind, ref',
      [wanted.map((ack) => ack.proof[LEDGER[ack.kind][1]])],
    );
    const count = new Map(rows.map((row) => [`${row.kind} ${row.ref}`, row.n]));
    let missing = 0;
    for (const ack of wanted) {
      const [kind, field] = LEDGER[ack.kind];
      const n = count.get(`${kind} ${ack.proof[field]}`) ?? 0;
      if (n !== 1) {
        missing++;
        if (ctx.stats.failures.length < 40)
          ctx.stats.failures.push(`ledger: ${kind} ${ack.proof[field]} has ${n} entries`);
      }
    }
    return missing;
  } finally {
    await client.end();
  }
}

async function audit(port) {
  const answer = await call(port, '/api/operator/audit', { token: ADMIN_TOKEN, body: {} });
  if (answer.status !== 200) return { ok: false, text: `HTTP ${answer.status}` };
  const off = answer.json.data?.off;
  if (!Array.isArray(off)) return { ok: false, text: 'no data.off' };
  return off.length === 0
    ? { ok: true, text: 'ok' }
    : { ok: false, text: `${off.length} off: ${JSON.stringify(off).slice(0, 300)}` };
}

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

      const games = await call(port, '/api/games/listsv2?category=slot&per_page=1', { method: 'GET' });
      const slotId = games.json?.data?.list?.[0]?.id;
      if (games.status !== 200 || !slotId)
        throw new Error(`no slot game: ${games.status} ${JSON.stringify(games.json).slice(0, 200)}`);

      const ctx = { port, state, stats, slotId, seconds: options.seconds, server };
      const { inFlight } = await runLoad(ctx);
      stats.inFlight = inFlight.length;
      stats.inFlightKeyed = inFlight.filter((s) => s.key).length;
      for (const s of inFlight) debug(`in flight: ${s.kind} ${s.path}${s.key ? ` Idempotency-Key ${s.key}` : ''}`);

      t = Date.now();
      server = launch();
      ctx.server = server;
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

// ---------------------------------------------------------------------------------------------- PostgreSQL

/** A fresh database on the server of the base URL; null when none is reachable. */
async function createDatabase(baseUrl) {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    return { error: `${baseUrl.replace(/:[^:@/]*@/, ':***@')}: ${error.message}` };
  }
  const name = `rodada_chaos_${hex(5)}`;
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
    play: 'play',
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
