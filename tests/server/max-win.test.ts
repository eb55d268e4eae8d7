import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Launch } from '../../contract';
import { CrashRound } from '../../contract/house';
import { LiveTable, type LiveTableKey } from '../../contract/live';
import { RoundView, Table } from '../../contract/rounds';
import { REGISTRY } from '../../engines';
import { MAX_LEVEL } from '../../engines/fish';
import { stakeWithin, winAtPayout, type Engine, type Payout } from '../../engines/types';
import { games, houseSeeds, liveRounds, members, providerRounds, sites } from '../../server/db/schema';
import { settleDueCrashRounds } from '../../server/house/crash-rounds';
import { payRound } from '../../server/live/bets';
import { settleDueLiveRounds } from '../../server/live/rounds';
import { credit } from '../../server/wallet/ledger';
import { DAY, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/*
 * The maximum win per round (issue: a win the wallet refused left a mines round open and a dice roll
 * replayable): every table states it, refuses before the draw a choice whose best outcome would win more
 * (nothing debited, no nonce used) or caps the win, and every drawn round is paid, the largest outcome of
 * every engine at its largest allowed stake included; the operator sets it per site, audited.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const MAX_WIN = 100_000_00;
const HOUSE_MAX_BET = 1000_00;
const ROUND_MS = 30_000;
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
interface Title {
  id: number;
  engine: string;
  variant: string;
}
type Game = Title;

describe.each(targets)('the maximum win per round on $name', ({ options }) => {
  let s: TestServer;
  /** Every title of the catalogue with its engine and variant. */
  let titles: Title[] = [];

  beforeAll(async () => {
    s = await setupServer({}, 'max-win', options);
    // On a shared database, rounds years ahead of anyone else's clock: no other run's job settles them.
    if (options.databaseUrl) s.clock.set(new Date(Date.now() + (3650 + Math.floor(Math.random() * 3650)) * DAY));
    titles = await s.db.select({ id: games.id, engine: games.engine, variant: games.variant }).from(games);
  }, 60_000);
  afterAll(() => s?.close());
  afterEach(() => vi.restoreAllMocks());

  async function player(fund = HOUSE_MAX_BET * 2) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    await s.db.transaction((tx) =>
      credit(tx, id, fund, 'test.fund', `fund-${randomBytes(6).toString('hex')}`, s.clock.now()),
    );
    return { ...registered, id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const title = (engine: string, variant?: string) => {
    const found = titles.find((g) => g.engine === engine && (variant === undefined || g.variant === variant));
    expect(found, `${engine}/${variant}`).toBeDefined();
    return found!;
  };

  async function launch(p: Player, game: Game): Promise<string> {
    const answer = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: game.id } });
    expect(answer.status, answer.json.message).toBe(200);
    return new URL(v.parse(Launch, answer.json.data).url, 'http://x').searchParams.get('launch')!;
  }
  async function table(p: Player, game: Game) {
    const answer = await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(Table, answer.json.data);
  }
  const start = (p: Player, game: Game, token: string, choice: unknown) =>
    s.call('POST', '/api/house/rounds', { token: p.token, body: { game_id: game.id, launch: token, choice } });
  const act = (p: Player, round: string, token: string, action: unknown) =>
    s.call('POST', '/api/house/rounds/act', { token: p.token, body: { round_id: round, launch: token, action } });
  const seedOf = async (p: Player) => {
    const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
    return seed ? { hash: seed.serverSeedHash, nonce: seed.nonce } : null;
  };

  it('every house title, crash and each live table answer the site’s maximum win with their rules', async () => {
    const p = await player();
    const houseTitles = titles.filter((g) => g.engine in REGISTRY);
    expect(houseTitles.length).toBeGreaterThan(10);
    for (const game of houseTitles)
      expect((await table(p, game)).max_win, `${game.engine}/${game.variant}`).toBe('100000.00');
    const crash = title('crash');
    const rules = await s.call('GET', `/api/house/crash/rules?game_id=${crash.id}`);
    expect(rules.json.data).toMatchObject({ max_win: '100000.00', max_multiplier: '1000.00' });
    for (const live of titles.filter((g) => g.engine === 'live')) {
      const answer = await s.call('GET', `/api/live/table?game_id=${live.id}`, { token: p.token });
      expect(v.parse(LiveTable, answer.json.data).max_win).toBe('100000.00');
    }
  }, 60_000);

  it('refuses dice at R$ 1.000,00 under 0,90 before the roll: nothing debited, the nonce unchanged', async () => {
    const p = await player();
    const game = title('dice');
    const token = await launch(p, game);
    const committed = (await table(p, game)).commitment;
    const before = { balance: await s.balanceOf(p.id), seed: await seedOf(p) };
    expect(before.seed).not.toBeNull();
    const refused = await start(p, game, token, { amount: '1000.00', target: '0.90', direction: 'under' });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('house.stake_above_max_win');
    // 0,90 % pays 110× (99 % / 0,90 %): R$ 909,09 is the most whose win stays within R$ 100.000,00.
    expect(refused.json.params).toEqual({ max: '909.09', max_win: '100000.00' });
    expect(await s.balanceOf(p.id)).toBe(before.balance);
    expect(await seedOf(p)).toEqual(before.seed);
    expect((await table(p, game)).commitment).toEqual(committed);
    const rounds = await s.db.select().from(providerRounds).where(eq(providerRounds.memberId, p.id));
    expect(rounds).toHaveLength(0);
    // The stake it names is taken, and settled.
    const taken = await start(p, game, token, { amount: '909.09', target: '0.90', direction: 'under' });
    expect(taken.status, taken.json.message).toBe(200);
    expect(v.parse(RoundView, taken.json.data).status).toBe('settled');
  });

  it('refuses a video-poker stake above R$ 125,00 (a royal pays 800×) and takes R$ 125,00', async () => {
    const p = await player();
    const game = title('videopoker', 'jacks');
    const token = await launch(p, game);
    const refused = await start(p, game, token, { amount: '125.01' });
    expect(refused.json.error).toBe('house.stake_above_max_win');
    const payout = REGISTRY.videopoker!.engine.maxPayout(REGISTRY.videopoker!.variants[game.variant], {
      amount: '1.00',
    }) as Payout;
    expect(refused.json.params).toEqual({ max: money(stakeWithin(MAX_WIN, payout)), max_win: '100000.00' });
    if (payout[0] === 800) expect(refused.json.params).toEqual({ max: '125.00', max_win: '100000.00' });
    expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2);
    const taken = await start(p, game, token, { amount: money(stakeWithin(MAX_WIN, payout)) });
    expect(taken.status, taken.json.message).toBe(200);
  });

  /** Opens gems (the squares without a mine, read from the round's hidden state) until the round ends. */
  async function revealGems(p: Player, token: string, roundId: string) {
    const [row] = await s.db.select().from(providerRounds).where(eq(providerRounds.id, roundId));
    const mines = (row!.state as { mines: number[] }).mines;
    let view = v.parse(
      RoundView,
      (await s.call('GET', `/api/house/rounds/one?round_id=${roundId}`, { token: p.token })).json.data,
    );
    let gems = 0;
    for (let cell = 0; cell < 25 && view.status === 'open'; cell += 1) {
      if (mines.includes(cell)) continue;
      const answer = await act(p, roundId, token, { reveal: cell });
      expect(answer.status, answer.json.message).toBe(200);
      view = v.parse(RoundView, answer.json.data);
      gems += 1;
    }
    return { view, gems };
  }

  it('mines, 6 mines at R$ 1.000,00: the 12th gem (100,10×) cashes out at R$ 100.000,00, paid', async () => {
    const p = await player();
    const game = title('mines');
    const token = await launch(p, game);
    const opened = await start(p, game, token, { amount: '1000.00', mines: 6 });
    expect(opened.status, opened.json.message).toBe(200);
    const round = v.parse(RoundView, opened.json.data);
    expect(round.choice).toMatchObject({ amount: '1000.00', mines: 6, max_win: '100000.00' });
    const { view, gems } = await revealGems(p, token, round.round_id);
    expect(gems).toBe(12);
    expect(view).toMatchObject({ status: 'settled', win: '100000.00' });
    expect((view.view as { cashed_out: boolean; max_win: string }).cashed_out).toBe(true);
    expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2 - HOUSE_MAX_BET + MAX_WIN);
    // Nothing is left open: the player starts another round.
    expect((await start(p, game, token, { amount: '1.00', mines: 1 })).status).toBe(200);
  });

  it('mines, 12 mines at R$ 0,10: the 13th gem (5.044.291×, R$ 504.429,10) pays R$ 100.000,00', async () => {
    const p = await player();
    const game = title('mines');
    const token = await launch(p, game);
    const opened = await start(p, game, token, { amount: '0.10', mines: 12 });
    expect(opened.status, opened.json.message).toBe(200);
    const { view, gems } = await revealGems(p, token, v.parse(RoundView, opened.json.data).round_id);
    expect(gems).toBe(13);
    expect(view).toMatchObject({ status: 'settled', win: '100000.00' });
    expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2 - 10 + MAX_WIN);
  });

  /**
   * For each engine, the choice whose best outcome pays the most for an amount (the stake is `units` times
   * the amount): the straight-up number, the 0,01 % dice roll, the top species at the highest level, ten
   * keno picks, every card, the riskiest plinko table…
   */
  const LARGEST: Record<string, (variant: unknown, amount: string) => { choice: unknown; units: number }> = {
    slot: (_v, amount) => ({ choice: { amount }, units: 1 }),
    roulette: (_v, amount) => ({ choice: { chips: [{ kind: 'straight', numbers: [17], amount }] }, units: 1 }),
    baccarat: (_v, amount) => ({ choice: { tie: amount, player_pair: amount, banker_pair: amount }, units: 3 }),
    blackjack: (_v, amount) => ({ choice: { amount }, units: 1 }),
    videopoker: (_v, amount) => ({ choice: { amount }, units: 1 }),
    bingo: (_v, amount) => ({ choice: { amount, cards: 4 }, units: 4 }),
    videobingo: (_v, amount) => ({ choice: { amount, cards: 4 }, units: 4 }),
    keno: (_v, amount) => ({ choice: { amount, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, units: 1 }),
    mines: (_v, amount) => ({ choice: { amount, mines: 12 }, units: 1 }),
    plinko: (_v, amount) => ({ choice: { amount, rows: 16, risk: 'high' }, units: 1 }),
    dice: (_v, amount) => ({ choice: { amount, target: '0.01', direction: 'under' }, units: 1 }),
    fish: (variant, amount) => {
      const species = (variant as { species: { id: string; multiplier: string }[] }).species;
      const top = species.reduce((a, b) => (Number(b.multiplier) > Number(a.multiplier) ? b : a));
      return { choice: { amount, level: MAX_LEVEL, target: top.id }, units: MAX_LEVEL };
    },
  };

  it('pays the largest outcome of every engine and variant at its largest allowed stake', async () => {
    for (const [key, registered] of Object.entries(REGISTRY)) {
      for (const [variantKey, variant] of Object.entries(registered.variants)) {
        const game = titles.find((g) => g.engine === key && g.variant === variantKey);
        if (!game) continue;
        const engine = registered.engine as Engine;
        const make = LARGEST[key]!;
        // The largest stake the site's maximum allows this choice, within the house's bet limit.
        const unit = make(variant, '1.00');
        const payout = engine.capsWin ? null : engine.maxPayout(variant, unit.choice);
        const largestStake = Math.min(HOUSE_MAX_BET, payout === null ? HOUSE_MAX_BET : stakeWithin(MAX_WIN, payout));
        const amount = Math.floor(largestStake / unit.units);
        expect(amount, `${key}/${variantKey}`).toBeGreaterThanOrEqual(10);
        const { choice, units } = make(variant, money(amount));
        const stake = amount * units;
        const best = payout === null ? MAX_WIN : winAtPayout(stake, engine.maxPayout(variant, choice)!);
        expect(best, `${key}/${variantKey}`).toBeLessThanOrEqual(MAX_WIN);
        // A cent more is refused before the draw (unless the house's own bet limit comes first).
        if (payout !== null && stake + units <= HOUSE_MAX_BET && winAtPayout(stake + units, payout) > MAX_WIN) {
          const p0 = await player();
          const over = await start(p0, game, await launch(p0, game), make(variant, money(amount + 1)).choice);
          expect(over.json.error, `${key}/${variantKey}`).toBe('house.stake_above_max_win');
        }
        // The draw is the real one; its outcome is then the engine's largest, settled at once.
        const real = engine.start.bind(engine);
        vi.spyOn(engine, 'start').mockImplementationOnce((v2, c2, draw) => ({
          ...real(v2, c2, draw),
          done: true,
          winCents: best,
        }));
        const p = await player();
        const answer = await start(p, game, await launch(p, game), choice);
        expect(answer.status, `${key}/${variantKey}: ${answer.json.message}`).toBe(200);
        const round = v.parse(RoundView, answer.json.data);
        expect(round, `${key}/${variantKey}`).toMatchObject({ status: 'settled', win: money(best) });
        expect(await s.balanceOf(p.id), `${key}/${variantKey}`).toBe(HOUSE_MAX_BET * 2 - stake + best);
        vi.restoreAllMocks();
      }
    }
  }, 180_000);

  it('crash at R$ 1.000,00 is cashed out by itself at 100,00×, paying R$ 100.000,00', async () => {
    const p = await player();
    const game = title('crash');
    await s.call('GET', `/api/house/fairness?game_id=${game.id}`, { token: p.token });
    const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
    const crashAt = (clientSeed: string) => {
      const hex = createHmac('sha256', seed!.serverSeed).update(`${clientSeed}:${seed!.nonce}`).digest('hex');
      const r = BigInt(`0x${hex.slice(0, 13)}`);
      if (r % 33n === 0n) return 100;
      const n = 2n ** 52n;
      return Math.min(100_000, Math.max(100, Number((100n * n - r) / (n - r))));
    };
    let clientSeed = '';
    for (let i = 0; i < 50_000 && !clientSeed; i += 1) if (crashAt(`alto-${i}`) > 20_000) clientSeed = `alto-${i}`;
    expect(clientSeed).not.toBe('');
    const placed = await s.call('POST', '/api/house/crash/bet', {
      token: p.token,
      body: { game_id: game.id, amount: '1000.00', client_seed: clientSeed },
    });
    expect(placed.status, placed.json.message).toBe(200);
    const round = v.parse(CrashRound, placed.json.data);
    expect(round.auto_cashout).toBe('100.00');
    s.clock.advance(2 * MINUTE);
    await settleDueCrashRounds(s.deps, s.clock.now());
    const ended = await s.call('GET', `/api/house/crash/round?round_id=${round.round_id}`, { token: p.token });
    expect(v.parse(CrashRound, ended.json.data)).toMatchObject({
      status: 'cashed_out',
      cashout_multiplier: '100.00',
      win_amount: '100000.00',
    });
    expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2 - HOUSE_MAX_BET + MAX_WIN);
  });

  describe('the live tables', () => {
    const liveGame = async (table: LiveTableKey) => {
      return title('live', table);
    };
    function intoNewRound(): number {
      const sequence = Math.floor(s.clock.now().getTime() / ROUND_MS) + 2;
      s.clock.set(new Date(sequence * ROUND_MS + 1000));
      return sequence;
    }
    const bet = async (p: Player, game: Game, sequence: number, bets: unknown[]) =>
      s.call('POST', '/api/live/bet', {
        token: p.token,
        body: { game_id: game.id, launch: await launch(p, game), sequence, bets },
      });
    /** Settles the round, makes its outcome the given one (the table's best for the bets), and pays it. */
    async function payAs(game: Game, table: LiveTableKey, sequence: number, outcome: object) {
      s.clock.set(new Date(sequence * ROUND_MS + 25_000));
      await settleDueLiveRounds(s.deps, s.clock.now());
      await s.db
        .update(liveRounds)
        .set({ outcome: outcome as never })
        .where(and(eq(liveRounds.gameId, game.id), eq(liveRounds.sequence, sequence)));
      await payRound(s.deps, { gameId: game.id, sequence, table }, s.clock.now());
    }

    it('pays each table’s largest outcome at the largest stake: roulette 36×, Bac Bo’s 2-2 tie 89×, the wheel capped', async () => {
      const cases = [
        [
          'roulette',
          [{ kind: 'straight', number: 17, amount: '1000.00' }],
          { table: 'roulette', number: 17 },
          36_000_00,
        ],
        ['bacbo', [{ kind: 'tie', amount: '1000.00' }], { table: 'bacbo', player: [1, 1], banker: [1, 1] }, 89_000_00],
        // 40 after two 7× segments: 1 + 40 × 49 = 1 961× the bet, paid at the maximum.
        [
          'wheel',
          [{ kind: 'segment', number: 40, amount: '1000.00' }],
          { table: 'wheel', stops: [0, 0, 29], value: 40, multiplier: 49 },
          MAX_WIN,
        ],
      ] as const;
      for (const [table, bets, outcome, win] of cases) {
        const game = await liveGame(table);
        const sequence = intoNewRound();
        const p = await player();
        const placed = await bet(p, game, sequence, [...bets]);
        expect(placed.status, `${table}: ${placed.json.message}`).toBe(200);
        await payAs(game, table, sequence, outcome);
        expect(await s.balanceOf(p.id), table).toBe(HOUSE_MAX_BET * 2 - HOUSE_MAX_BET + win);
        // The round's proof says the win it paid and, where the cap cut it (the wheel), the cap it was paid
        // at, which /verify applies to the win it recomputes from the seeds (engines/replay.ts).
        const roundId = `live:${game.id}:${sequence}:${p.id}`;
        const answer = await s.call('GET', `/api/house/rounds/one?round_id=${encodeURIComponent(roundId)}`, {
          token: p.token,
        });
        const proof = v.parse(RoundView, answer.json.data);
        expect(proof.win, table).toBe(money(win));
        expect((proof.choice as { max_win?: string }).max_win, table).toBe(
          table === 'wheel' ? money(MAX_WIN) : undefined,
        );
      }
    });

    it('refuses, under a lower site maximum, live bets whose best outcome would win more, before anything is debited', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const staff = asStaff(s, admin.token);
      const [site] = await s.db.select().from(sites).where(eq(sites.isDefault, true));
      const set = await staff('POST', '/api/operator/settings/max-win', {
        site: site!.code,
        max_win: '10000.00',
        reason: 'teste de limite',
      });
      expect(set.status, set.json.message).toBe(200);
      try {
        const game = await liveGame('bacbo');
        const sequence = intoNewRound();
        const p = await player();
        const refused = await bet(p, game, sequence, [{ kind: 'tie', amount: '1000.00' }]);
        expect(refused.json.error).toBe('house.stake_above_max_win');
        // A tie on 2 pays 89×: R$ 112,35 is the most within R$ 10.000,00.
        expect(refused.json.params).toEqual({ max: '112.35', max_win: '10000.00' });
        expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2);
        expect((await bet(p, game, sequence, [{ kind: 'tie', amount: '112.35' }])).status).toBe(200);
        // The house tables answer the new maximum and refuse by it.
        const dice = title('dice');
        expect((await table(p, dice)).max_win).toBe('10000.00');
        const diceRefused = await start(p, dice, await launch(p, dice), {
          amount: '100.00',
          target: '0.90',
          direction: 'under',
        });
        expect(diceRefused.json.params).toEqual({ max: '90.90', max_win: '10000.00' });
      } finally {
        await staff('POST', '/api/operator/settings/max-win', {
          site: site!.code,
          max_win: '100000.00',
          reason: 'de volta',
        });
      }
    });
  });

  it('lets an admin set a site’s maximum within its range, in the audit trail; finance only reads it', async () => {
    const admin = await signedInStaff(s, ['admin']);
    const staff = asStaff(s, admin.token);
    const read = await staff('GET', '/api/operator/settings/max-win');
    expect(read.status, read.json.message).toBe(200);
    expect(read.json.data).toMatchObject({ min: '10000.00', max: '100000.00' });
    const code = (read.json.data as { list: { site: string; max_win: string }[] }).list[0]!.site;
    for (const max_win of ['100000.01', '9999.99']) {
      const refused = await staff('POST', '/api/operator/settings/max-win', { site: code, max_win, reason: 'fora' });
      expect(refused.json.error).toBe('operator.max_win_range');
      expect(refused.json.params).toEqual({ min: '10000.00', max: '100000.00' });
    }
    const unknown = await staff('POST', '/api/operator/settings/max-win', {
      site: 'nada',
      max_win: '50000.00',
      reason: 'x y z',
    });
    expect(unknown.json.error).toBe('operator.site_unknown');
    const set = await staff('POST', '/api/operator/settings/max-win', {
      site: code,
      max_win: '50000.00',
      reason: 'limite menor',
    });
    expect(set.json.data).toMatchObject({ site: code, max_win: '50000.00' });
    const trail = await staff(
      'GET',
      `/api/operator/audit-trail?subject=${encodeURIComponent(`setting:max_win:${code}`)}`,
    );
    expect(JSON.stringify(trail.json.data)).toContain('limite menor');
    expect(JSON.stringify(trail.json.data)).toContain('50000.00');
    const finance = asStaff(s, (await signedInStaff(s, ['finance'])).token);
    expect((await finance('GET', '/api/operator/settings/max-win')).status).toBe(200);
    expect(
      (await finance('POST', '/api/operator/settings/max-win', { site: code, max_win: '60000.00', reason: 'não' }))
        .status,
    ).toBe(403);
    await staff('POST', '/api/operator/settings/max-win', { site: code, max_win: '100000.00', reason: 'de volta' });
  });

  it('settles a round whose win the wallet could not credit (from before the maximum) at the most it credits', async () => {
    const p = await player();
    const game = title('mines');
    const token = await launch(p, game);
    // A mines round opened before the cap existed: its choice and state carry none.
    const opened = v.parse(RoundView, (await start(p, game, token, { amount: '1000.00', mines: 6 })).json.data);
    const [row] = await s.db.select().from(providerRounds).where(eq(providerRounds.id, opened.round_id));
    const { cap: _cap, ...uncapped } = row!.state as { cap?: number };
    const { max_win: _max, ...choice } = row!.choice as { max_win?: string };
    await s.db.update(providerRounds).set({ state: uncapped, choice }).where(eq(providerRounds.id, opened.round_id));
    const mines = (uncapped as { mines: number[] }).mines;
    let view = opened;
    for (let cell = 0, gems = 0; gems < 12; cell += 1) {
      if (mines.includes(cell)) continue;
      view = v.parse(RoundView, (await act(p, opened.round_id, token, { reveal: cell })).json.data);
      gems += 1;
    }
    expect(view.status).toBe('open');
    const out = await act(p, opened.round_id, token, { cashout: true });
    expect(out.status, out.json.message).toBe(200);
    expect(v.parse(RoundView, out.json.data)).toMatchObject({ status: 'settled', win: '100000.00' });
    expect(await s.balanceOf(p.id)).toBe(HOUSE_MAX_BET * 2 - HOUSE_MAX_BET + MAX_WIN);
  });
});
