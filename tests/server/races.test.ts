import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, members } from '../../server/db/schema';
import { signWebhook } from '../../server/payments/orders';
import { credit } from '../../server/wallet/ledger';
import { GamePage } from '../../contract/games';
import { launchToken, OPERATOR_TOKEN, setupServer, startSlot, type SetupOptions, type TestServer } from './helpers';

/**
 * Money races at scale, on PGlite and on a PostgreSQL server (TEST_DATABASE_URL), through the HTTP app:
 * many requests for the same money at once pay exactly once, never overdraw, and leave every wallet equal
 * to its ledger.
 */

const SECRET = 'races-webhook-secret-0123456789';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('races on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({ pixWebhookSecret: SECRET }, 'races', options);
  }, 60_000);
  afterAll(() => s?.close());

  const call = (path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    s.call('POST', path, { body: {}, ...options });

  /** A player of the open site (which offers the first-deposit reward these races claim). */
  async function player() {
    const { phone, token } = await s.register(undefined, undefined, {}, { site: 'open' });
    const [row] = await s.db.select().from(members).where(eq(members.phone, phone));
    return { phone, token, id: row!.id, cpf: row!.cpf! };
  }

  async function auditOk() {
    const audit = await call('/api/operator/audit', { token: OPERATOR_TOKEN });
    expect(audit.status).toBe(200);
    expect((audit.json.data as { off: unknown[] }).off).toEqual([]);
  }

  async function operatorCredit(phone: string, amount: string) {
    const answer = await call('/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone, amount, reference: `race-${randomBytes(6).toString('hex')}` },
    });
    expect(answer.status).toBe(200);
  }

  it('500 concurrent claims of one reward pay it once', async () => {
    const p = await player();
    await s.db.transaction((tx) => credit(tx, p.id, 100_00, 'deposit', `race-dep-${randomBytes(6).toString('hex')}`));
    const answers = await Promise.all(Array.from({ length: 500 }, () => call('/api/ftd/claim', { token: p.token })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(await s.balanceOf(p.id)).toBe(110_00);
    await auditOk();
  }, 120_000);

  it('200 concurrent whole-balance withdrawals hold the money once', async () => {
    const p = await player();
    await operatorCredit(p.phone, '80.00');
    expect(
      (await call('/api/member/qkpwd', { token: p.token, body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' } }))
        .status,
    ).toBe(200);
    const body = {
      money: '80.00',
      qk_pwd: '135790',
      payment_type: 'CPF',
      account: p.cpf,
      cpf_id: p.cpf,
      name: 'Ana Souza',
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call('/api/drawing', { token: p.token, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await s.balanceOf(p.id)).toBe(0);
    await auditOk();
  }, 120_000);

  it('100 deliveries of one webhook credit the deposit once', async () => {
    const p = await player();
    const order = await call('/api/recharge/online', {
      token: p.token,
      body: { money: '100.00', payment_id: 1, payment_type: 'PIX' },
    });
    expect(order.status).toBe(200);
    const { order_no } = order.json.data as { order_no: string };
    const raw = JSON.stringify({
      order_no,
      status: 'paid',
      amount: '100.00',
      end_to_end_id: `E${order_no}`,
      payer_cpf: p.cpf,
    });
    const deliveries = await Promise.all(
      Array.from({ length: 100 }, () => {
        const ts = String(Math.floor(s.clock.now().getTime() / 1000));
        return call('/api/payment/pix/webhook', {
          body: raw,
          headers: { 'x-pix-timestamp': ts, 'x-pix-signature': signWebhook(SECRET, ts, raw) },
        });
      }),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(deliveries.filter((d) => (d.json.data as { credited: boolean }).credited)).toHaveLength(1);
    expect(await s.balanceOf(p.id)).toBe(100_00);
    await auditOk();
  }, 120_000);

  it('bets racing a whole-balance withdrawal never overdraw', async () => {
    const p = await player();
    await operatorCredit(p.phone, '50.00');
    await call('/api/member/qkpwd', { token: p.token, body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' } });
    const games = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    const slot = v.parse(GamePage, games.json.data).list[0]!;
    const withdraw = {
      money: '50.00',
      qk_pwd: '135790',
      payment_type: 'CPF',
      account: p.cpf,
      cpf_id: p.cpf,
      name: 'Ana Souza',
    };
    const launch = await launchToken(s.call, p.token, slot.id);
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => startSlot(s.call, p.token, slot.id, launch, '5.00')),
      ...Array.from({ length: 10 }, () => call('/api/drawing', { token: p.token, body: withdraw })),
    ]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await s.balanceOf(p.id)).toBeGreaterThanOrEqual(0);
    // Every withdrawal that went through was paid for by the credit and what the bets won before it: wins
    // can make room for more than one (the password is checked before the wallet is locked, so bets may
    // run first).
    const withdrawn = answers.slice(40).filter((a) => a.status === 200).length;
    const moves = await s.db
      .select({ kind: ledgerEntries.kind, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, p.id))
      .groupBy(ledgerEntries.kind);
    const sum = (kind: string) => Number(moves.find((m) => m.kind === kind)?.cents ?? 0);
    expect(sum('withdrawal.hold') + withdrawn * 50_00).toBe(0);
    expect(await s.balanceOf(p.id)).toBe(50_00 + sum('game.bet') + sum('game.win') - withdrawn * 50_00);
    await auditOk();
  }, 120_000);

  it('20 deposits at once cannot pass a deposit limit; 20 stakes at once cannot pass a loss limit', async () => {
    const p = await player();
    const limit = (kind: string, value: string) =>
      call('/api/responsible/limit', { token: p.token, body: { kind, value } });
    expect((await limit('deposit_day', '50.00')).status).toBe(200);
    const deposits = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/api/recharge/online', { token: p.token, body: { money: '10.00', payment_id: 1, payment_type: 'PIX' } }),
      ),
    );
    expect(deposits.filter((a) => a.status === 200)).toHaveLength(5);
    expect(deposits.filter((a) => a.json.error === 'responsible.deposit_limit')).toHaveLength(15);

    await operatorCredit(p.phone, '100.00');
    expect((await limit('loss_day', '10.00')).status).toBe(200);
    const games = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    const slot = v.parse(GamePage, games.json.data).list[0]!;
    const launch = await launchToken(s.call, p.token, slot.id);
    const stakes = await Promise.all(
      Array.from({ length: 20 }, () => startSlot(s.call, p.token, slot.id, launch, '1.00')),
    );
    expect(stakes.every((a) => a.status === 200 || a.json.error === 'responsible.loss_limit')).toBe(true);
    // Stakes minus wins never pass R$ 10 at the moment of a bet: at most 10 more than the wins allow.
    const [row] = await s.db
      .select({ net: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, p.id), inArray(ledgerEntries.kind, ['game.bet', 'game.win'])));
    expect(Number(row!.net)).toBeLessThanOrEqual(10_00);
    await auditOk();
  }, 120_000);
});
