import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, Launch, type Game } from '../../contract';
import { RoundView, Table } from '../../contract/rounds';
import { members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/*
 * The arcade and fish titles played through the real API (the house provider's tables): each table's rules
 * and RTP before the first bet, a round of each engine with its money through the wallet, mines' open round
 * resumed and refused moves, and bad choices refused with their codes (never a 5xx).
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the arcade and fish tables through the API on $name', ({ options }) => {
  let s: TestServer;
  const titles: Record<string, Game> = {};

  beforeAll(async () => {
    s = await setupServer({}, 'arcade-rounds', options);
    for (const category of ['arcade', 'fish']) {
      const { json } = await s.call('GET', `/api/games/listsv2?category=${category}&per_page=50`);
      for (const game of v.parse(GamePage, json.data).list) titles[game.name] = game;
    }
  }, 60_000);
  afterAll(() => s?.close());

  async function player(cents = 100_00) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', `fund-${id}`, s.clock.now()));
    return { ...registered, id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

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

  async function started(p: Player, game: Game, token: string, choice: unknown) {
    const answer = await start(p, game, token, choice);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RoundView, answer.json.data);
  }

  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('lists every title with its engine, and each table states its rules and RTP before the first bet', async () => {
    const expected = {
      'Minas Explosivas': ['mines', 'minas', '96.65'],
      'Plinko Cascata': ['plinko', 'cascata', '98.58'],
      'Dado Rápido': ['dice', 'rapido', '98.98'],
      'Pesca no Pantanal': ['fish', 'pantanal', '96.00'],
      'Tubarão Dourado': ['fish', 'tubarao', '95.00'],
      'Pirarucu Gigante': ['fish', 'pirarucu', '97.00'],
    } as const;
    const p = await player();
    for (const [name, [engine, variant, rtp]] of Object.entries(expected)) {
      const game = titles[name];
      expect(game, name).toBeDefined();
      expect(game!.engine).toBe(engine);
      const t = await table(p, game!);
      expect(t).toMatchObject({ engine, variant, rtp, open: null });
      expect(t.rules).toBeTruthy();
    }
  });

  it('plays a plinko drop, a dice roll and a fish shot, each settled at once with its money through the wallet', async () => {
    const p = await player(100_00);
    let balance = 100_00;
    const rounds = [
      [titles['Plinko Cascata']!, { amount: '2.00', rows: 12, risk: 'high' }, 200],
      [titles['Dado Rápido']!, { amount: '1.50', target: '50.00', direction: 'over' }, 150],
      [titles['Pirarucu Gigante']!, { amount: '0.20', level: 5, target: 'tucunare' }, 100],
    ] as const;
    for (const [game, choice, stake] of rounds) {
      const round = await started(p, game, await launch(p, game), choice);
      expect(round.status).toBe('settled');
      expect(cents(round.stake)).toBe(stake);
      expect(round.fairness.server_seed).toMatch(/^[0-9a-f]{64}$/);
      balance += cents(round.win) - stake;
      expect(cents(round.balance)).toBe(balance);
      expect(await s.balanceOf(p.id)).toBe(balance);
    }
  });

  it('opens a mines round, hides the mines, resumes it from the table, and cashes out what it reached', async () => {
    const p = await player(100_00);
    const game = titles['Minas Explosivas']!;
    const token = await launch(p, game);
    const round = await started(p, game, token, { amount: '1.00', mines: 1 });
    expect(round.status).toBe('open');
    expect((round.view as { mine_cells: unknown }).mine_cells).toBeNull();
    expect(await s.balanceOf(p.id)).toBe(99_00);
    expect((await start(p, game, token, { amount: '1.00', mines: 1 })).json.error).toBe('round.finish_open');
    expect((await table(p, game)).open?.round_id).toBe(round.round_id);

    // Open squares until the one mine is met or a gem is found; then cash out (or the round is lost).
    let view = round;
    for (let cell = 0; cell < 25 && view.status === 'open'; cell += 1) {
      const answer = await act(p, round.round_id, token, { reveal: cell });
      expect(answer.status, answer.json.message).toBe(200);
      view = v.parse(RoundView, answer.json.data);
      if (view.status === 'open') break;
    }
    if (view.status === 'open') {
      const again = await act(p, round.round_id, token, { reveal: (view.view as { gems: number[] }).gems[0] });
      expect(again.json.error).toBe('mines.cell_open');
      const cashed = await act(p, round.round_id, token, { cashout: true });
      view = v.parse(RoundView, cashed.json.data);
      expect(view.status).toBe('settled');
      expect(view.win).toBe('1.01');
    } else {
      expect(view.win).toBe('0.00');
    }
    expect((view.view as { mine_cells: number[] }).mine_cells).toHaveLength(1);
    expect(await s.balanceOf(p.id)).toBe(99_00 + cents(view.win));
    expect((await act(p, round.round_id, token, { cashout: true })).json.error).toBe('round.over');
  });

  it('cashes out a mines round left open past its closing time, at the multiplier it had reached', async () => {
    const p = await player(100_00);
    const game = titles['Minas Explosivas']!;
    const token = await launch(p, game);
    // A round whose first cell is the mine ends at once (one time in 25); the test opens rounds until one is left open.
    let staked = 0;
    let round = await started(p, game, token, { amount: '2.00', mines: 1 });
    let view = round;
    for (let tries = 0; tries < 20; tries += 1) {
      if (tries > 0) round = await started(p, game, token, { amount: '2.00', mines: 1 });
      staked += 2_00;
      view = v.parse(RoundView, (await act(p, round.round_id, token, { reveal: 0 })).json.data);
      if (view.status === 'open') break;
    }
    expect(view.status).toBe('open');
    const reached = cents((view.view as { multiplier: string }).multiplier);
    expect(view.closes_at).toBeTruthy();
    s.clock.advance(11 * MINUTE);
    await s.runDueWork();
    const settled = await s.call('GET', `/api/house/rounds/one?round_id=${round.round_id}`, { token: p.token });
    const after = v.parse(RoundView, settled.json.data);
    expect(after.status).toBe('settled');
    expect(cents(after.win)).toBe(2 * reached);
    expect(await s.balanceOf(p.id)).toBe(100_00 - staked + cents(after.win));
    expect((await table(p, game)).open).toBeNull();
  });

  it('refuses bad choices and moves with their codes, and takes no money for them', async () => {
    const p = await player(10_00);
    const refusals: [string, unknown, string][] = [
      ['Minas Explosivas', { amount: '1.00', mines: 25 }, 'mines.count_range'],
      ['Plinko Cascata', { amount: '1.00', rows: 20, risk: 'low' }, 'plinko.rows_range'],
      ['Plinko Cascata', { amount: '1.00', rows: 8, risk: 'wild' }, 'plinko.risk_invalid'],
      ['Dado Rápido', { amount: '1.00', target: '99.00', direction: 'under' }, 'dice.chance_range'],
      ['Dado Rápido', { amount: '1.00', target: 'x', direction: 'under' }, 'dice.target_invalid'],
      ['Pesca no Pantanal', { amount: '1.00', level: 11, target: 'pacu' }, 'fish.level_range'],
      ['Pesca no Pantanal', { amount: '1.00', level: 1, target: 'tubarao' }, 'fish.target_unknown'],
      ['Pesca no Pantanal', { amount: '200.00', level: 10, target: 'pacu' }, 'bet.amount_above_maximum'],
    ];
    for (const [name, choice, code] of refusals) {
      const game = titles[name]!;
      const answer = await start(p, game, await launch(p, game), choice);
      expect(answer.status, `${name} ${JSON.stringify(choice)}`).toBeLessThan(500);
      expect(answer.json.error, `${name} ${JSON.stringify(choice)}`).toBe(code);
    }
    const game = titles['Minas Explosivas']!;
    const token = await launch(p, game);
    const round = await started(p, game, token, { amount: '1.00', mines: 3 });
    for (const action of [{ reveal: 25 }, { reveal: 'a' }, { explode: true }]) {
      const answer = await act(p, round.round_id, token, action);
      expect(answer.status).toBe(422);
      expect(['mines.cell_invalid', 'round.action_invalid']).toContain(answer.json.error);
    }
    expect(await s.balanceOf(p.id)).toBe(9_00);
  });
});
