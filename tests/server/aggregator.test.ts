import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityFor } from '../identity';
import { passKyc } from './kycFlow';
import { freePort, killAll, signal, spawnServer, waitHealthy, type Started } from './processes';

/**
 * An external aggregator calling the operator's seamless wallet over HTTP (POST /api/seamless/…) against a
 * real server process, on PGlite and on PostgreSQL (TEST_DATABASE_URL): signatures, duplicates, retries,
 * rollbacks, calls out of order, 50 concurrent rounds on one wallet, and a kill -9 in the middle of a burst
 * followed by a restart and the aggregator's retries. The ledger audit is exact after each.
 */

const PROVIDER = 'ACME';
const SECRET = 'acme-seamless-secret-0123456789';
const ADMIN_TOKEN = 'aggregator-operator-token-0123';
const CAPTCHA = 'AGG1';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; databaseUrl?: string }> = [{ name: 'PGlite' }];
if (url) targets.push({ name: 'PostgreSQL', databaseUrl: url });

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

function httpCall(address: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(address, { method: 'POST', headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: POST ${address}`)));
    request.on('error', reject);
    request.end(body);
  });
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');
const id = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;
const randomAddress = () => `10.${randomBytes(3).join('.')}`;

describe.each(targets)('an aggregator over HTTP on $name', ({ databaseUrl }) => {
  let dir: string;
  let server: Started;
  let port: number;

  async function start() {
    server = spawnServer(port, {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: undefined }),
      DATA_DIR: dir,
      STATIC_DIR: dir,
      ADMIN_TOKEN,
      PIX_WEBHOOK_SECRET: 'aggregator-webhook-secret-0123',
      PIX_SANDBOX: '1',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      TRUST_PROXY: '1',
      SEAMLESS_PROVIDERS: `${PROVIDER}:${SECRET},OTHER:other-seamless-secret-0123`,
    });
    await waitHealthy(server);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rodada-aggregator-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rodada</title>');
    port = await freePort();
    await start();
  }, 120_000);
  afterAll(async () => {
    await killAll();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The site's own API (the envelope), as the player's browser or the operator calls it. */
  async function site(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await httpCall(
      `${server.url}${path}`,
      { 'content-type': 'application/json', 'x-forwarded-for': randomAddress(), ...headers },
      JSON.stringify(body),
    );
    return { status: response.status, json: JSON.parse(response.text) as { data: Record<string, unknown> } };
  }

  /** A seamless call as the aggregator sends it: signed with its secret unless told otherwise. */
  async function seamless(
    call: 'balance' | 'debit' | 'credit' | 'rollback',
    body: unknown,
    options: { provider?: string; secret?: string; signature?: string; raw?: string } = {},
  ): Promise<Answer> {
    const text = options.raw ?? JSON.stringify(body);
    const response = await httpCall(
      `${server.url}/api/seamless/${call}`,
      {
        'content-type': 'application/json',
        'x-provider': options.provider ?? PROVIDER,
        'x-signature': options.signature ?? sign(text, options.secret),
      },
      text,
    );
    return { status: response.status, json: JSON.parse(response.text) as Record<string, unknown> };
  }

  /** A registered player with `amount` credited by the operator and a game launched: its launch token. */
  async function player(amount = '100.00') {
    const phone = `219${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
    const captcha = await site('/api/auth/captcha', {});
    const registered = await site('/api/auth/register2', {
      phone,
      password: 'segredo1',
      password_confirmation: 'segredo1',
      captcha_key: captcha.json.data.key,
      captcha: CAPTCHA,
      ...identityFor(phone),
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const token = String(registered.json.data.access_token);
    const auth = { authorization: `Bearer ${token}` };
    await passKyc(async (method, path, body) => {
      if (method === 'POST') return site(path, body, auth);
      const response = await fetch(`${server.url}${path}`, { headers: auth });
      return { status: response.status, json: await response.json() };
    });
    const credited = await site(
      '/api/operator/credit',
      { phone, amount, reference: id('fund') },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(credited.status).toBe(200);
    const games = (await (await fetch(`${server.url}/api/games/listsv2?category=slot&per_page=1`)).json()) as {
      data: { list: { id: number }[] };
    };
    const gameId = games.data.list[0]!.id;
    const launched = await site('/api/day7/day7LoginV2', { game_id: gameId }, { authorization: `Bearer ${token}` });
    expect(launched.status).toBe(200);
    const launch = new URL(String(launched.json.data.url), 'http://x').searchParams.get('launch')!;
    return { phone, token, gameId, launch };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const balanceOf = async (p: Player) => {
    const answer = await seamless('balance', { token: p.launch });
    expect(answer.status).toBe(200);
    return String(answer.json.balance);
  };

  async function auditExact() {
    const audit = await site('/api/operator/audit', {}, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(audit.status).toBe(200);
    expect((audit.json.data as { off: unknown[] }).off).toEqual([]);
  }

  const debitBody = (p: Player, round: string, amount: string, transaction = id('d')) => ({
    token: p.launch,
    transaction_id: transaction,
    round_id: round,
    game_id: p.gameId,
    amount,
  });
  const creditBody = (debit: ReturnType<typeof debitBody>, amount: string, closed = true, transaction = id('c')) => ({
    ...debit,
    transaction_id: transaction,
    amount,
    debit_id: debit.transaction_id,
    round_closed: closed,
  });
  const rollbackBody = (debit: ReturnType<typeof debitBody>, transaction = id('r')) => ({
    token: debit.token,
    transaction_id: transaction,
    round_id: debit.round_id,
    game_id: debit.game_id,
    debit_id: debit.transaction_id,
  });

  it('refuses an unknown provider, a wrong signature and a malformed body, never with a 5xx', async () => {
    const p = await player();
    const body = { token: p.launch };
    expect(await seamless('balance', body)).toEqual({ status: 200, json: { status: 'OK', balance: '100.00' } });
    const unsigned = [
      await seamless('balance', body, { provider: 'NOBODY' }),
      await seamless('balance', body, { provider: 'RODADA', signature: sign(JSON.stringify(body), 'x') }),
      await seamless('balance', body, { signature: '0'.repeat(64) }),
      await seamless('balance', body, { signature: sign(JSON.stringify(body), 'other-seamless-secret-0123') }),
      await seamless('balance', body, { signature: '' }),
    ];
    for (const answer of unsigned) {
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    }
    for (const raw of ['', 'not json', '[]', '{"token": 5}', JSON.stringify({ token: 'x'.repeat(300) })]) {
      const answer = await seamless('balance', null, { raw });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    }
    const bad = await seamless('debit', { ...debitBody(p, id('round'), '1.234') });
    expect([bad.status, bad.json.code]).toEqual([400, 'BAD_REQUEST']);
    const big = await seamless('debit', null, { raw: JSON.stringify({ pad: 'x'.repeat(9000) }) });
    expect([big.status, big.json.code]).toEqual([413, 'BAD_REQUEST']);
    // One character of the signature changed (to another one: a token may already end in "0").
    const tampered = `${p.launch.slice(0, -1)}${p.launch.endsWith('0') ? '1' : '0'}`;
    const token = await seamless('balance', { token: tampered });
    expect([token.status, token.json.code]).toEqual([401, 'INVALID_TOKEN']);
    // The API's document describes the four calls.
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const call of ['balance', 'debit', 'credit', 'rollback'])
      expect(doc.paths).toHaveProperty(`/api/seamless/${call}`);
  });

  it('plays rounds: debit, credit, duplicates, retries and refusals with their codes', async () => {
    const p = await player('50.00');
    const debit = debitBody(p, id('round'), '10.00');
    const first = await seamless('debit', debit);
    expect(first).toMatchObject({ status: 200, json: { status: 'OK', balance: '40.00', repeated: false } });
    const again = await seamless('debit', debit);
    expect(again.json).toEqual({ ...first.json, repeated: true });
    const win = creditBody(debit, '25.00');
    expect((await seamless('credit', win)).json).toMatchObject({ status: 'OK', balance: '65.00' });
    expect((await seamless('credit', win)).json).toMatchObject({ status: 'OK', balance: '65.00', repeated: true });
    expect(await balanceOf(p)).toBe('65.00');

    const refusals: Array<[Answer, number, string]> = [
      [await seamless('credit', creditBody(debit, '1.00')), 409, 'ROUND_SETTLED'],
      [await seamless('debit', debitBody(p, debit.round_id, '1.00')), 409, 'ROUND_SETTLED'],
      [await seamless('rollback', rollbackBody(debit)), 409, 'ROUND_SETTLED'],
      [await seamless('debit', debitBody(p, id('round'), '65.01')), 402, 'INSUFFICIENT_FUNDS'],
      [await seamless('credit', { ...creditBody(debit, '1.00'), debit_id: id('none') }), 404, 'DEBIT_NOT_FOUND'],
      // Without a token too: the debit is what is missing, not a valid launch.
      [
        await seamless('credit', { ...creditBody(debit, '1.00'), debit_id: id('none'), token: undefined }),
        404,
        'DEBIT_NOT_FOUND',
      ],
      [await seamless('debit', { ...debit, amount: '11.00' }), 409, 'BAD_REQUEST'],
    ];
    for (const [answer, status, code] of refusals) {
      expect([answer.status, answer.json.code], JSON.stringify(answer.json)).toEqual([status, code]);
    }
    expect(await balanceOf(p)).toBe('65.00');
    // Another provider's ids are its own: the same transaction id from OTHER is another transaction.
    const other = await seamless('debit', debitBody(p, id('round'), '1.00', debit.transaction_id), {
      provider: 'OTHER',
      secret: 'other-seamless-secret-0123',
    });
    expect(other.json).toMatchObject({ status: 'OK', balance: '64.00', repeated: false });
    // A logout ends the launch token; a pause blocks the player.
    expect((await site('/api/auth/logout', {}, { authorization: `Bearer ${p.token}` })).status).toBe(200);
    const ended = await seamless('debit', debitBody(p, id('round'), '1.00'));
    expect([ended.status, ended.json.code]).toEqual([401, 'INVALID_TOKEN']);
    await auditExact();
  });

  it('handles rollbacks and calls out of order', async () => {
    const p = await player('30.00');
    // A rollback, then its debit: the debit is refused; its credit too.
    const late = debitBody(p, id('round'), '5.00');
    expect((await seamless('rollback', rollbackBody(late))).json).toMatchObject({ status: 'OK', balance: '30.00' });
    const refusedLate = await seamless('debit', late);
    expect([refusedLate.status, refusedLate.json.code]).toEqual([409, 'TRANSACTION_ROLLED_BACK']);
    expect((await seamless('credit', creditBody(late, '9.00'))).json.code).toBe('TRANSACTION_ROLLED_BACK');
    // A credit before its debit: refused, then paid once the debit has come.
    const early = debitBody(p, id('round'), '4.00');
    const earlyWin = creditBody(early, '8.00');
    expect((await seamless('credit', earlyWin)).json.code).toBe('DEBIT_NOT_FOUND');
    expect((await seamless('debit', early)).json.balance).toBe('26.00');
    expect((await seamless('credit', earlyWin)).json.balance).toBe('34.00');
    // A debit rolled back: its amount given back once, whatever the retries.
    const cancelled = debitBody(p, id('round'), '6.00');
    await seamless('debit', cancelled);
    const undo = rollbackBody(cancelled);
    expect((await seamless('rollback', undo)).json).toMatchObject({ balance: '34.00', repeated: false });
    expect((await seamless('rollback', undo)).json).toMatchObject({ balance: '34.00', repeated: true });
    expect((await seamless('rollback', rollbackBody(cancelled))).json).toMatchObject({ repeated: true });
    expect((await seamless('credit', creditBody(cancelled, '1.00'))).json.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p)).toBe('34.00');

    // The player's own limits and pause stop the aggregator's debits (the player is R$ 4,00 ahead today).
    const auth = { authorization: `Bearer ${p.token}` };
    expect((await site('/api/responsible/limit', { kind: 'loss_day', value: '5.00' }, auth)).status).toBe(200);
    const over = await seamless('debit', debitBody(p, id('round'), '10.00'));
    expect([over.status, over.json.code]).toEqual([403, 'LIMIT_EXCEEDED']);
    expect((await site('/api/responsible/pause', { period: '24h', password: 'segredo1' }, auth)).status).toBe(200);
    const paused = await seamless('debit', debitBody(p, id('round'), '1.00'));
    expect([paused.status, paused.json.code]).toEqual([403, 'PLAYER_BLOCKED']);
    expect(await balanceOf(p).catch(() => 'blocked')).toBe('blocked');
    await auditExact();
  });

  it('plays 50 concurrent rounds on one wallet to an exact balance', async () => {
    const p = await player('100.00');
    const rounds = Array.from({ length: 50 }, (_, i) => {
      const debit = debitBody(p, id('round'), '2.00');
      // Every third round wins 5.00, every fifth is rolled back, the rest lose (a zero credit closes them).
      const end =
        i % 5 === 4
          ? { call: 'rollback' as const, body: rollbackBody(debit) }
          : { call: 'credit' as const, body: creditBody(debit, i % 3 === 0 ? '5.00' : '0.00') };
      return { debit, end, i };
    });
    const play = async ({ debit, end }: (typeof rounds)[number]) => {
      const taken = await seamless('debit', debit);
      expect(taken.status, JSON.stringify(taken.json)).toBe(200);
      // Each call sent twice at once, as an aggregator retrying after a timeout.
      const answers = await Promise.all([seamless(end.call, end.body), seamless(end.call, end.body)]);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answers.filter((a) => a.json.repeated === false)).toHaveLength(1);
    };
    await Promise.all(rounds.map(play));
    const wins = rounds.filter(({ i }) => i % 5 !== 4 && i % 3 === 0).length;
    const kept = rounds.filter(({ i }) => i % 5 !== 4).length;
    const expected = 100_00 - kept * 2_00 + wins * 5_00;
    expect(await balanceOf(p)).toBe((expected / 100).toFixed(2));
    await auditExact();
  });

  it('survives a kill -9 in the middle of a burst: after a restart and retries every round ends once', async () => {
    const p = await player('100.00');
    const rounds = Array.from({ length: 30 }, (_, i) => {
      const debit = debitBody(p, id('round'), '1.00');
      return { debit, credit: creditBody(debit, i % 2 === 0 ? '3.00' : '0.00') };
    });
    let answered = 0;
    const burst = Promise.allSettled(
      rounds.map(async ({ debit, credit }) => {
        await seamless('debit', debit);
        answered += 1;
        await seamless('credit', credit);
      }),
    );
    // Killed once a few calls are answered, with the rest in flight.
    while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    signal(server.child, 'SIGKILL');
    await server.exited;
    const ends = await burst;
    expect(ends.filter((end) => end.status === 'rejected').length).toBeGreaterThan(0);
    await start();

    // The aggregator retries every call it has no answer for: here, all of them, in order.
    for (const { debit, credit } of rounds) {
      const taken = await seamless('debit', debit);
      expect(taken.status, JSON.stringify(taken.json)).toBe(200);
      const paid = await seamless('credit', credit);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    }
    // Retried once more: everything answers as repeated, nothing moves.
    const before = await balanceOf(p);
    for (const { debit, credit } of rounds) {
      expect((await seamless('debit', debit)).json.repeated).toBe(true);
      expect((await seamless('credit', credit)).json.repeated).toBe(true);
    }
    const expected = 100_00 - rounds.length * 1_00 + (rounds.length / 2) * 3_00;
    expect(before).toBe((expected / 100).toFixed(2));
    expect(await balanceOf(p)).toBe(before);
    await auditExact();
  }, 120_000);
});
