import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuilderQuote, Slip, SlipList } from '../../contract/sports';
import { SportsRules } from '../../contract/house';
import { builderJoint, type FootballParams } from '../../engines/sports/football';
import { BUILDER_BAND, builderPrice } from '../../engines/sports/pricing';
import { oddsHundredths, slipOdds, slipReturnCents } from '../../engines/slipOdds';
import { fixtures, installationSecrets, ledgerEntries, sportsSlips, turnoverEntries } from '../../server/db/schema';
import { MATCH_MINUTES } from '../../server/house/markets';
import { fixtureSeed, footballTimelineOf } from '../../server/house/simulator';
import { formatCents } from '../../server/wallet/money';
import { fundedPlayer, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

type Pick = { market: string; selection: string };
const HOME_AND_BTTS: Pick[] = [
  { market: '1x2', selection: 'home' },
  { market: 'btts', selection: 'yes' },
];

describe.each(targets)('the bet builder on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-builder', options);
  }, 60_000);
  afterAll(() => s?.close());

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;
  const player = (cents = 100_000) => fundedPlayer(s, cents);

  const upcoming = () => s.upcomingEvents();
  /** A fixture of this test's own: a copy of the schedule's next one (with its model's params) under a new code. */
  async function fresh(changes: Partial<typeof fixtures.$inferInsert> = {}) {
    const ids = (await upcoming()).map((e) => e.id);
    const rows = await s.db.select().from(fixtures).where(inArray(fixtures.code, ids));
    const row = rows.find((r) => r.params !== null);
    expect(row).toBeDefined();
    const code = `B${randomBytes(6).toString('hex').toUpperCase()}`;
    await s.db.insert(fixtures).values({ ...row!, code, ...changes });
    const [copy] = await s.db.select().from(fixtures).where(eq(fixtures.code, code));
    return copy!;
  }
  const quote = (fixture_id: string, picks: Pick[]) =>
    s.call('POST', '/api/house/sports/builder/quote', { body: { fixture_id, picks } });
  const place = (p: Player, fixture_id: string, picks: Pick[], odds: string, amount = '10.00') =>
    s.call('POST', '/api/house/sports/builder', { token: p.token, body: { fixture_id, picks, odds, amount } });
  async function quoted(fixture_id: string, picks: Pick[]) {
    const answer = await quote(fixture_id, picks);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(BuilderQuote, answer.json.data);
  }
  async function placed(p: Player, fixture_id: string, picks: Pick[], amount = '10.00') {
    const { odds } = await quoted(fixture_id, picks);
    const answer = await place(p, fixture_id, picks, odds, amount);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(Slip, answer.json.data);
  }
  const settle = (fixture: string, result: string) =>
    s.call('POST', '/api/operator/settle', { token: OPERATOR_TOKEN, body: { fixture, result } });
  async function mine(p: Player, id: string) {
    const answer = await s.call('GET', '/api/house/sports/slips', { token: p.token });
    expect(answer.status).toBe(200);
    return v.parse(SlipList, answer.json.data).find((x) => x.slip_id === id)!;
  }

  it('quotes the joint probability of the match model with the builder margin, not the product of the odds', async () => {
    const row = await fresh();
    const params = row.params as FootballParams;
    const joint = builderJoint(params, HOME_AND_BTTS, null, null)!;
    const expected = builderPrice(joint)!;
    expect(expected).toBe(Math.floor(100 / (joint * (1 + BUILDER_BAND.margin))));
    const answer = await quoted(row.code, HOME_AND_BTTS);
    expect(answer).toEqual({ fixture_id: row.code, odds: (expected / 100).toFixed(2), margin: '10.00' });
    // Not the product of the two selections' odds: home wins and both score are not independent.
    const board = (await upcoming()).find((e) => e.id === row.code)!;
    const single = (market: string, selection: string) =>
      oddsHundredths(
        board.markets.find((m) => m.market === market)!.selections.find((x) => x.selection === selection)!.odds,
      )!;
    const product = slipOdds([single('1x2', 'home'), single('btts', 'yes')]);
    expect(expected).not.toBe(product);
    // The board's ids are the model's: over 2.5 on the board is the model's total:2.5.
    const over = await quoted(row.code, [
      { market: 'ou25', selection: 'over' },
      { market: 'btts', selection: 'yes' },
    ]);
    const overJoint = builderJoint(
      params,
      [
        { market: 'total:2.5', selection: 'over' },
        { market: 'btts', selection: 'yes' },
      ],
      null,
      null,
    )!;
    expect(oddsHundredths(over.odds)).toBe(builderPrice(overJoint));
    // The rules state the builder's margin.
    const rules = await s.call('GET', '/api/house/sports/rules');
    expect(v.parse(SportsRules, rules.json.data).builder_margin).toBe('10.00');
  });

  it('refuses the combinations that cannot happen together, the markets it does not combine and a match without a model', async () => {
    const row = await fresh();
    const refused = async (picks: Pick[], code: string, fixture = row.code) => {
      const answer = await quote(fixture, picks);
      expect([answer.status, answer.json.error], JSON.stringify(picks)).toEqual([422, code]);
      return answer;
    };
    const impossible = await refused(
      [
        { market: '1x2', selection: 'home' },
        { market: '1x2', selection: 'away' },
      ],
      'sports.builder_impossible',
    );
    expect(impossible.json.message).toBe('These selections cannot all happen together');
    await refused(
      [
        { market: 'btts', selection: 'no' },
        { market: 'cs', selection: '1-1' },
      ],
      'sports.builder_impossible',
    );
    await refused(
      [
        { market: 'ou25', selection: 'under' },
        { market: 'cs', selection: '2-1' },
      ],
      'sports.builder_impossible',
    );
    // Draw no bet can push: the builder does not combine it; nor the same selection twice.
    await refused(
      [
        { market: 'dnb', selection: 'home' },
        { market: 'btts', selection: 'yes' },
      ],
      'sports.builder_unsupported',
    );
    await refused(
      [
        { market: '1x2', selection: 'home' },
        { market: '1x2', selection: 'home' },
      ],
      'sports.builder_unsupported',
    );
    // One selection, or a selection the match does not have.
    await refused([{ market: '1x2', selection: 'home' }], 'sports.selections_count');
    await refused(
      [
        { market: '1x2', selection: 'home' },
        { market: 'cs', selection: '9-9' },
      ],
      'sports.market_invalid',
    );
    // A match from before the models has no joint probability to price a builder from.
    const old = await fresh({ params: null });
    await refused(HOME_AND_BTTS, 'sports.builder_unsupported', old.code);
    // Placing is refused the same way, and takes no money.
    const p = await player(10_000);
    const answer = await place(
      p,
      row.code,
      [
        { market: '1x2', selection: 'home' },
        { market: '1x2', selection: 'away' },
      ],
      '50.00',
    );
    expect([answer.status, answer.json.error]).toEqual([422, 'sports.builder_impossible']);
    expect(await s.balanceOf(p.id)).toBe(10_000);
  });

  it('places a builder as one bet with its picks, refuses other odds, and pays it when every pick wins', async () => {
    const row = await fresh();
    const p = await player(10_000);
    const { odds } = await quoted(row.code, HOME_AND_BTTS);
    const wrong = await place(p, row.code, HOME_AND_BTTS, '1.50');
    expect([wrong.status, wrong.json.error, wrong.json.params]).toEqual([409, 'sports.odds_changed', { odds }]);
    expect(await s.balanceOf(p.id)).toBe(10_000);

    const slip = await placed(p, row.code, HOME_AND_BTTS);
    expect(slip).toMatchObject({ kind: 'builder', odds, amount: '10.00', status: 'open', balance: '90.00' });
    expect(slip.legs.map((l) => [l.fixture_id, l.market, l.selection])).toEqual([
      [row.code, '1x2', 'home'],
      [row.code, 'btts', 'yes'],
    ]);
    const win = slipReturnCents(1000, oddsHundredths(odds)!);
    expect(slip.potential_win).toBe(formatCents(win));
    // Listed as one bet, with no cash-out; a cash-out is refused.
    expect(await mine(p, slip.slip_id)).toMatchObject({ kind: 'builder', cash_out: null });
    const cashOut = await s.call('POST', '/api/house/sports/cashout', {
      token: p.token,
      body: { slip_id: slip.slip_id, amount: '10.00', value: '5.00' },
    });
    expect([cashOut.status, cashOut.json.error]).toEqual([409, 'sports.builder_no_cashout']);

    const settled = await settle(row.code, '2-1');
    expect(settled.status, settled.json.message).toBe(200);
    const after = await mine(p, slip.slip_id);
    expect(after).toMatchObject({ status: 'won', win_amount: formatCents(win) });
    expect(after.legs.map((l) => l.status)).toEqual(['won', 'won']);
    expect(await s.balanceOf(p.id)).toBe(9_000 + win);
    const paid = await s.db
      .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, p.id), eq(ledgerEntries.ref, slip.slip_id)));
    expect(paid.map((e) => [e.kind, Math.abs(e.cents)]).sort()).toEqual(
      [
        ['game.bet', 1000],
        ['game.win', win],
      ].sort(),
    );
    // Its stake counts as played once settled.
    const turnover = await s.db
      .select({ cents: turnoverEntries.amountCents })
      .from(turnoverEntries)
      .where(and(eq(turnoverEntries.memberId, p.id), eq(turnoverEntries.ref, slip.slip_id)));
    expect(turnover.map((t) => t.cents)).toEqual([1000]);
    // Settling again pays nothing more.
    await settle(row.code, '2-1');
    expect(await s.balanceOf(p.id)).toBe(9_000 + win);
  });

  it('loses when a pick loses, and is void (the stake back, no turnover) when a pick is void', async () => {
    const p = await player(10_000);
    const lost = await fresh();
    const one = await placed(p, lost.code, HOME_AND_BTTS);
    // 1-0: home wins, but both teams did not score.
    expect((await settle(lost.code, '1-0')).status).toBe(200);
    expect(await mine(p, one.slip_id)).toMatchObject({ status: 'lost', win_amount: '0.00' });
    expect((await mine(p, one.slip_id)).legs.map((l) => l.status)).toEqual(['won', 'lost']);
    expect(await s.balanceOf(p.id)).toBe(9_000);

    // Settled by the bare result: the 1X2 pick wins, both teams to score cannot be told and is void: the
    // builder (priced on both) is void, its stake given back.
    const bare = await fresh();
    const two = await placed(p, bare.code, HOME_AND_BTTS);
    expect((await settle(bare.code, 'home')).status).toBe(200);
    expect(await mine(p, two.slip_id)).toMatchObject({ status: 'void', win_amount: '10.00' });
    expect((await mine(p, two.slip_id)).legs.map((l) => l.status)).toEqual(['won', 'void']);
    expect(await s.balanceOf(p.id)).toBe(9_000);

    const voided = await fresh();
    const three = await placed(p, voided.code, HOME_AND_BTTS);
    expect((await settle(voided.code, 'void')).status).toBe(200);
    expect(await mine(p, three.slip_id)).toMatchObject({ status: 'void', win_amount: '10.00' });
    expect(await s.balanceOf(p.id)).toBe(9_000);
    const turnover = await s.db
      .select({ ref: turnoverEntries.ref })
      .from(turnoverEntries)
      .where(and(eq(turnoverEntries.memberId, p.id), inArray(turnoverEntries.ref, [two.slip_id, three.slip_id])));
    expect(turnover).toEqual([]);
  });

  it('keeps the responsible-gambling pause and limits, and never overdraws with two builders at once', async () => {
    const row = await fresh();
    const { odds } = await quoted(row.code, HOME_AND_BTTS);
    const paused = await player(10_000);
    const pause = await s.call('POST', '/api/responsible/pause', {
      token: paused.token,
      body: { period: '24h', password: paused.password },
    });
    expect(pause.status, pause.json.message).toBe(200);
    const refused = await place(paused, row.code, HOME_AND_BTTS, odds);
    expect(refused.status).not.toBe(200);
    expect(refused.json.error).toMatch(/^responsible\./);
    expect(await s.balanceOf(paused.id)).toBe(10_000);

    const limited = await player(10_000);
    const limit = await s.call('POST', '/api/responsible/limit', {
      token: limited.token,
      body: { kind: 'bets_day', value: 1 },
    });
    expect(limit.status, limit.json.message).toBe(200);
    expect((await place(limited, row.code, HOME_AND_BTTS, odds, '1.00')).status).toBe(200);
    const second = await place(limited, row.code, HOME_AND_BTTS, odds, '1.00');
    expect(second.json.error).toBe('responsible.bets_limit');
    expect(await s.balanceOf(limited.id)).toBe(9_900);

    // A balance for one builder, two placed at once: one is taken, the other refused, never below zero.
    const p = await player(1_000);
    const answers = await Promise.all([
      place(p, row.code, HOME_AND_BTTS, odds, '10.00'),
      place(p, row.code, HOME_AND_BTTS, odds, '10.00'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status !== 200)!.json.error).toBe('bet.insufficient_balance');
    expect(await s.balanceOf(p.id)).toBe(0);
    const builders = await s.db
      .select({ id: sportsSlips.id })
      .from(sportsSlips)
      .where(and(eq(sportsSlips.memberId, p.id), eq(sportsSlips.kind, 'builder')));
    expect(builders).toHaveLength(1);
  });
  it('is settled by the football model at full time by the settlement job: every market of the model, not just the board’s', async () => {
    const row = await fresh();
    const params = row.params as FootballParams;
    // What the test knows and no player does: the installation's secret, so the match the fixture plays.
    const [secret] = await s.db
      .select({ secret: installationSecrets.secret })
      .from(installationSecrets)
      .where(eq(installationSecrets.name, 'sports'));
    const match = footballTimelineOf(fixtureSeed(secret!.secret, row.code), params);
    const h = match.goals.filter((g) => g.side === 'home').length;
    const a = match.goals.filter((g) => g.side === 'away').length;
    const result = h > a ? 'home' : h < a ? 'away' : 'draw';
    const score = h > 4 || a > 4 ? `other_${result}` : `${h}-${a}`;
    // The correct score with both teams to score as they did: it wins. A result that did not happen with the
    // goals' parity: it loses.
    const winning: Pick[] = [
      { market: 'cs', selection: score },
      { market: 'btts', selection: h > 0 && a > 0 ? 'yes' : 'no' },
    ];
    const losing: Pick[] = [
      { market: '1x2', selection: result === 'home' ? 'away' : 'home' },
      { market: 'oddeven', selection: (h + a) % 2 === 1 ? 'odd' : 'even' },
    ];
    const p = await player(10_000);
    const won = await placed(p, row.code, winning);
    const lost = await placed(p, row.code, losing);
    expect(await s.balanceOf(p.id)).toBe(8_000);

    const back = s.clock.now();
    s.clock.set(new Date(row.kickoff.getTime() + (MATCH_MINUTES + 1) * MINUTE));
    try {
      for (let run = 0; run < 20 && (await s.runDueWork()).fixturesSettled > 0; run++);
    } finally {
      s.clock.set(back);
    }
    const pay = slipReturnCents(1000, oddsHundredths(won.odds)!);
    expect(await mine(p, won.slip_id)).toMatchObject({ status: 'won', win_amount: formatCents(pay) });
    expect((await mine(p, won.slip_id)).legs.map((l) => l.status)).toEqual(['won', 'won']);
    expect(await mine(p, lost.slip_id)).toMatchObject({ status: 'lost', win_amount: '0.00' });
    expect(await s.balanceOf(p.id)).toBe(8_000 + pay);
  });
});
