// What `npm run chaos` and the cluster's server test share (scripts/chaos.mjs,
// tests/server/three-processes.test.ts): a mixed money load from concurrent members (registrations,
// operator credits, deposits and their webhooks, first-deposit claims, slot rounds, live-table bets,
// withdrawals), every request described so it can be sent again with its Idempotency-Key after a server is
// killed, and the checks that every acknowledged operation is there exactly once: through the API, in the
// ledger itself on PostgreSQL, and by the operator's audit. The servers must run with `chaosServerEnv()`.

import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { cpfFor, registration } from './harness.mjs';

const ADMIN_TOKEN = `chaos-operator-${randomBytes(12).toString('hex')}`;
const SECRET = `chaos-webhook-${randomBytes(12).toString('hex')}`;
const CAPTCHA = 'CHAOS';
const QK = '135790';
const LOOPS = 8;
const REQUEST_TIMEOUT_MS = 30_000;
export const KINDS = ['register', 'credit', 'order', 'deposit', 'ftd', 'wheel', 'play', 'live', 'withdrawal'];
/** A live round is 30 s of the epoch; its bets close at its 20th second (server/live/rounds.ts). */
const LIVE_ROUND_MS = 30_000;
const LIVE_BETS_UNTIL_MS = 18_000;

/** Identity verification's pictures (an RG's), each the smallest JPEG the server takes. */
const KYC_FILES = ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'];
const PICTURE = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 7)]);
const PICTURE_SHA = createHash('sha256').update(PICTURE).digest('hex');

/** The environment a server under this load runs with: the operator token, webhook secret and captcha answer. */
export function chaosServerEnv() {
  return {
    ADMIN_TOKEN,
    PIX_WEBHOOK_SECRET: SECRET,
    PIX_SANDBOX: '1',
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    NODE_ENV: 'development',
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class NetworkError extends Error {}

/** One request; resolves { status, json } for any HTTP answer, throws NetworkError when none came. */
export async function call(port, path, { method = 'POST', token, body, headers = {}, raw } = {}) {
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
    // A balancing proxy's own 502 (scripts/cluster.mjs): the process that had the request died, no answer.
    if (response.status === 502) throw new NetworkError(`${method} ${path}: bad gateway`);
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
/** The catalogue's slot and live roulette the load plays (a table's kind is in its stream's first state). */
export async function gamesToPlay(port) {
  const listed = async (category) => {
    const answer = await call(port, `/api/games/listsv2?category=${category}&per_page=10`, { method: 'GET' });
    if (answer.status !== 200) throw new Error(`no ${category} games: ${answer.status} ${answer.json?.message ?? ''}`);
    return answer.json.data.list;
  };
  const slotId = (await listed('slot'))[0]?.id;
  let liveGameId;
  for (const game of await listed('live')) {
    const stream = await fetch(`http://127.0.0.1:${port}/api/live/stream?game_id=${game.id}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const reader = stream.body.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    if (new TextDecoder().decode(value).includes('"table":"roulette"')) liveGameId = game.id;
  }
  if (!slotId || !liveGameId) throw new Error('the catalogue has no slot or no live roulette');
  return { slotId, liveGameId };
}

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
export function newDatabaseState() {
  return { acks: [], members: [], roundStats: [] };
}

export function newRoundStats(db, round) {
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

/**
 * The mixed load of LOOPS members at once for about `ctx.seconds`, through `ctx.pick()` (the port of the
 * next request); at a random moment `ctx.kill()` kills a server: the load stops there, or goes on
 * `ctx.afterKillMs` more on the processes left. Answers the requests left without an answer from then on
 * (in flight on the killed server: to send again) and when it was killed.
 */
export async function runLoad(ctx) {
  const { state, stats, slotId } = ctx;
  const control = { stopped: false, killed: false };
  const inFlight = [];

  function record(kind, member, proof) {
    state.acks.push({ kind, member, proof, round: stats.round });
    stats.acked[kind]++;
  }

  /** Sends one request of the load: the answer, or null when it was in flight at the kill. */
  async function attempt(s) {
    if (control.stopped) return null;
    const port = ctx.pick();
    try {
      const answer = await send(port, s);
      if (closedLiveRound(s, answer)) {
        stats.refused++;
      } else if (answer.status >= 500 || answer.status === 409) {
        stats.failures.push(`load: ${s.kind} ${s.path} answered ${answer.status} ${answer.json?.message ?? ''}`);
      } else if (answer.status >= 400) {
        stats.refused++;
      }
      return answer;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (control.killed) {
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
    const body = registration(phone, { key: `chaos-${hex(4)}`, answer: CAPTCHA });
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
      if (!member.wheel) return spinWheel(member);
      const r = randomInt(10);
      if (r < 3) return operatorCredit(member);
      if (r < 6) return withdraw(member);
      return play(member);
    }
    if (!member.phoneConfirmed) return confirmPhone(member);
    if (!member.kycVerified) return verifyIdentity(member);
    if (member.deposited < 100_00 || randomInt(4) === 0) return deposit(member);
    if (!member.ftd) return claimFtd(member);
    return randomInt(3) === 0 ? liveBet(member) : play(member);
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

  /**
   * A R$ 1.00 bet on red at the live roulette, on the round the clock says is taking bets (every process
   * agrees: a round is 30 s of the epoch, bets close at its 20th second); near the close, a slot round instead.
   */
  async function liveBet(member) {
    if (Date.now() % LIVE_ROUND_MS > LIVE_BETS_UNTIL_MS) return play(member);
    if (!member.id) {
      const me = await call(ctx.pick(), '/api/auth/me', { token: member.token }).catch(() => null);
      member.id = me?.json?.data?.id;
      if (!member.id) return;
    }
    if (!member.liveLaunch) {
      const launched = await attempt(
        spec('launch', '/api/day7/day7LoginV2', { token: member.token, body: { game_id: ctx.liveGameId }, member }),
      );
      if (launched?.status !== 200) return;
      member.liveLaunch = new URL(launched.json.data.url, 'http://x').searchParams.get('launch');
    }
    const s = spec('live', '/api/live/bet', {
      token: member.token,
      key: `live-${hex()}`,
      body: {
        game_id: ctx.liveGameId,
        launch: member.liveLaunch,
        sequence: Math.floor(Date.now() / LIVE_ROUND_MS),
        bets: [{ kind: 'red', amount: '1.00' }],
      },
      member,
    });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
  }

  /** Today's daily-wheel spin, a reward any member may claim once a day. */
  async function spinWheel(member) {
    const s = spec('wheel', '/api/dailywheel/claim', { token: member.token, key: `wheel-${hex()}`, body: {}, member });
    const answer = await attempt(s);
    if (answer?.status === 200) ctx.acknowledge(s, answer);
    else if (answer && answer.status >= 400) member.wheel = true; // refused: do not ask again
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
    const read = () => call(ctx.pick(), '/api/kyc', { method: 'GET', token: member.token }).catch(() => null);
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
      const status = await call(ctx.pick(), '/api/security/phone', { method: 'GET', token: member.token }).catch(
        () => null,
      );
      if (status?.json?.data?.verified) return void (member.phoneConfirmed = true);
      if (!status) return;
    }
    member.phoneAsked = true;
    const sent = await attempt(spec('phone', '/api/security/phone/send', { token: member.token, body: {}, member }));
    if (sent?.status !== 200) return;
    const code = await smsCode(ctx.pick(), member.phone);
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
      case 'wheel':
        s.member.wheel = true;
        record('wheel', s.member, {});
        break;
      case 'play':
        // The stake is the seamless wallet's first debit of the round: ledger ref `RODADA:<round>:1`.
        record('play', s.member, { round_id: data.round_id, bet_ref: `RODADA:${data.round_id}:1` });
        break;
      case 'withdrawal':
        record('withdrawal', s.member, { order_no: data.order_no });
        break;
      case 'live': {
        // One bet a request: the member's nth on the round is the round's nth seamless debit.
        const { game_id: game, sequence } = s.body;
        const ref = `RODADA:live:${game}:${sequence}:${s.member.id}:${data.mine.bets.length}`;
        record('live', s.member, { ref });
        break;
      }
    }
  };
  ctx.record = record;

  const loops = Array.from({ length: LOOPS }, () => loop());
  const killAt = Math.round(ctx.seconds * 1000 * (0.4 + Math.random() * 0.6));
  await sleep(killAt);
  control.killed = true;
  if (!ctx.afterKillMs) control.stopped = true;
  await ctx.kill();
  if (ctx.afterKillMs) {
    await sleep(ctx.afterKillMs);
    control.stopped = true;
  }
  await Promise.all(loops);
  return { inFlight, killAt };
}

// ---------------------------------------------------------------------------------------------- after the restart

/** A live bet refused because its round stopped taking bets meanwhile: a definite answer. */
const closedLiveRound = (s, answer) => s.kind === 'live' && answer.json?.error === 'live.betting_closed';

/** Sends an in-flight request again until it has a definite answer: 2xx, or a 4xx refusal other than 409. */
export async function resolveInFlight(ctx, s) {
  const { stats } = ctx;
  const deadline = Date.now() + 10_000;
  let last = '';
  for (;;) {
    let answer;
    try {
      answer = await send(ctx.pick(), s);
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
      const login = await call(ctx.pick(), '/api/auth/login2', {
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
    // A withdrawal password sent again after it was set: the first attempt was committed, its answer lost.
    if (s.kind === 'qkpwd' && answer.json?.error === 'withdrawal.password_already_set') {
      if (s.member) s.member.qk = true;
      stats.resolved++;
      stats.resolvedOk++;
      return;
    }
    // An identity step sent again after it was taken: the case moved on (already sent or verified), a definite answer.
    if (
      (answer.status >= 400 && answer.status < 500 && answer.status !== 409) ||
      (s.kind === 'kyc' && answer.status === 409) ||
      closedLiveRound(s, answer)
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
export async function verify(ctx) {
  const { state, stats } = ctx;
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
        kinds.has('order') || kinds.has('deposit') ? await pages(ctx.pick(), '/api/recharge/list', member.token) : [];
      const withdrawals = kinds.has('withdrawal') ? await pages(ctx.pick(), '/api/drawing/list', member.token) : [];
      const rounds = kinds.has('play') ? await pages(ctx.pick(), '/api/game/record', member.token) : [];
      const rewards =
        kinds.has('ftd') || kinds.has('wheel') ? await pages(ctx.pick(), '/api/rewards/history', member.token) : [];
      for (const ack of acks) {
        switch (ack.kind) {
          case 'register': {
            const me = await call(ctx.pick(), '/api/auth/me', { token: member.token });
            if (me.status !== 200) miss(ack, `/api/auth/me answered ${me.status}`);
            break;
          }
          case 'credit': {
            const again = await call(ctx.pick(), '/api/operator/credit', { token: ADMIN_TOKEN, body: ack.proof.body });
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
          case 'wheel': {
            const n = rewards.filter((row) => row.activity === 'dailywheel').length;
            if (n !== 1) miss(ack, `daily-wheel spin listed ${n} times`);
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
 * acknowledged credit, deposit, bet, live bet and withdrawal hold has exactly one ledger entry of its kind
 * and ref. (The live bets are checked here only: no API lists a round's bets before it is drawn.)
 */
const LEDGER = {
  credit: ['operator.credit', 'reference'],
  deposit: ['deposit', 'order_no'],
  play: ['game.bet', 'bet_ref'],
  live: ['game.bet', 'ref'],
  withdrawal: ['withdrawal.hold', 'order_no'],
};

export async function verifyLedger(ctx, databaseUrl) {
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

export async function audit(port) {
  const answer = await call(port, '/api/operator/audit', { token: ADMIN_TOKEN, body: {} });
  if (answer.status !== 200) return { ok: false, text: `HTTP ${answer.status}` };
  const off = answer.json.data?.off;
  if (!Array.isArray(off)) return { ok: false, text: 'no data.off' };
  return off.length === 0
    ? { ok: true, text: 'ok' }
    : { ok: false, text: `${off.length} off: ${JSON.stringify(off).slice(0, 300)}` };
}
