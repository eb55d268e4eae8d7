import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureList, GamePage, Launch, RechargeResult, SportsBet, type Fixture, type Game } from '../../contract';
import { settleAgentDay } from '../../server/agency/agency';
import { members } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures } from '../../server/house/sports';
import { HOUSE_PROVIDER, operatorWallet as wallet } from '../../server/seamless/wallet';
import { credit } from '../../server/wallet/ledger';
import { turnoverCents } from '../../server/wallet/turnover';
import { identityFor } from '../identity';
import { HOUR, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * A stake given back — on a fixture the operator voided, or a provider's debit rolled back — was never at
 * risk: it counts as no turnover toward a withdrawal and earns the agency no share. Only stakes settled
 * and not refunded count. On PGlite and on a PostgreSQL server (TEST_DATABASE_URL).
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const PWD = '246810';
const dotted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const id = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

describe.each(targets)('refunded stakes on $name', ({ options }) => {
  let s: TestServer;
  let sportsGame: Game;
  let slotGame: Game;
  let fixtures: Fixture[];
  beforeAll(async () => {
    s = await setupServer({}, 'refunded-stakes', options);
    // A São Paulo day of its own, years ahead (past the other files' days), so that on a shared PostgreSQL
    // database no other test file's bets or suspensions land on these fixtures (their codes carry the day): a
    // Wednesday, when most leagues play a round; at 08:00, every fixture of the day is still ahead.
    const day = saoPauloDay(new Date(Date.UTC(2062, 0, 4, 12) + randomInt(0, 20 * 52) * 7 * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    const first = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
    [sportsGame, slotGame] = [await first('sports'), await first('slot')];
    // Fixtures still open to bets, two hours ahead.
    const soon = s.clock.now().getTime() + 2 * HOUR;
    fixtures = v
      .parse(FixtureList, (await s.call('GET', '/api/house/sports/fixtures')).json.data)
      .filter((f) => f.status === 'open' && new Date(f.kickoff).getTime() > soon);
  }, 60_000);
  afterAll(() => s?.close());

  let nextFixture = 0;
  /** A fixture no other test of this file bets on. */
  const freshFixture = () => fixtures[nextFixture++]!;

  async function player(extra: Record<string, unknown> = {}) {
    const registered = await s.register(undefined, 'segredo1', extra, { site: 'open' });
    const [member] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
    return { ...registered, id: member!.id, code: member!.inviteCode, cpf: identityFor(registered.phone).cpf };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  async function sportsBet(p: Player, fixture: Fixture, amount: string) {
    const answer = await s.call('POST', '/api/house/sports/bet', {
      token: p.token,
      body: { game_id: sportsGame.id, fixture_id: fixture.id, selection: 'home', amount },
    });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(SportsBet, answer.json.data);
  }
  async function settleFixture(fixture: Fixture, result: string) {
    const answer = await s.call('POST', '/api/operator/settle', {
      token: OPERATOR_TOKEN,
      body: { fixture: fixture.id, result },
    });
    expect(answer.status, answer.json.message).toBe(200);
  }
  /** A provider's debit of `cents` in a slot round, then its rollback: the stake comes back. */
  async function rolledBack(p: Player, cents: number) {
    const launched = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: slotGame.id } });
    expect(launched.status, launched.json.message).toBe(200);
    const token = new URL(v.parse(Launch, launched.json.data).url, 'http://x').searchParams.get('launch')!;
    const debit = {
      provider: HOUSE_PROVIDER,
      token,
      transactionId: id('d'),
      roundId: id('round'),
      gameId: slotGame.id,
      amountCents: cents,
    };
    await wallet.debit(s.db, debit, s.clock.now());
    await wallet.rollback(s.db, { ...debit, transactionId: id('r'), debitId: debit.transactionId }, s.clock.now());
  }

  it('a withdrawal with nothing ever at risk is refused: a voided bet and a rolled-back debit are no turnover', async () => {
    const p = await player();
    expect(
      (await s.call('POST', '/api/member/qkpwd', { token: p.token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD } }))
        .status,
    ).toBe(200);
    const { json } = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money: '100.00', payment_id: 1, payment_type: 'PIX' },
    });
    const { order_no } = v.parse(RechargeResult, json.data);
    expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
    // The open site asks 2 × R$ 100,00 of play. A R$ 100,00 bet on a fixture the operator voids, and a
    // R$ 100,00 provider debit rolled back: R$ 200,00 staked, nothing ever at risk.
    const voided = freshFixture();
    await sportsBet(p, voided, '100.00');
    await settleFixture(voided, 'void');
    await rolledBack(p, 100_00);
    expect(await s.balanceOf(p.id)).toBe(100_00);
    expect(await turnoverCents(s.db, p.id)).toBe(0);

    const draw = await s.call('POST', '/api/drawing', {
      token: p.token,
      body: {
        money: '100.00',
        qk_pwd: PWD,
        payment_type: 'CPF',
        account: dotted(p.cpf),
        cpf_id: dotted(p.cpf),
        name: 'Ana Souza',
      },
    });
    expect(draw.json.error).toBe('withdrawal.turnover_not_reached');
    expect(await s.balanceOf(p.id)).toBe(100_00);

    // A bet settled (won or lost) counts, from its settlement; an open one not yet.
    const played = freshFixture();
    await sportsBet(p, played, '30.00');
    expect(await turnoverCents(s.db, p.id)).toBe(0);
    await settleFixture(played, '0-1');
    expect(await turnoverCents(s.db, p.id)).toBe(30_00);
  });

  it("the agency's share of bets leaves out voided and rolled-back stakes", async () => {
    const agent = await player();
    const friend = await player({ invite_code: agent.code });
    // Funded by hand, not a deposit: only the share of bets is at stake here.
    await s.db.transaction((tx) => credit(tx, friend.id, 300_00, 'test.fund', id('fund'), s.clock.now()));
    const voided = freshFixture();
    await sportsBet(friend, voided, '100.00');
    await settleFixture(voided, 'void');
    await rolledBack(friend, 100_00);
    const lost = freshFixture();
    await sportsBet(friend, lost, '50.00');
    await settleFixture(lost, '0-1');
    // 0.3 % of the R$ 50,00 settled: R$ 0,15 (R$ 0,75 if the R$ 200,00 refunded counted).
    expect(await settleAgentDay(s.db, agent.id, saoPauloDay(s.clock.now()), s.clock.now())).toBe(15);
  });
});
