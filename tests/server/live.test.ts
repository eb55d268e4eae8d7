import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, GameRecordPage, Launch, type Game } from '../../contract';
import { LiveBetResult, LiveState, LiveTable, type LiveTableKey } from '../../contract/live';
import { fairDraw } from '../../engines/fair';
import { betWinCents, drawOutcome, LIVE_VARIANTS } from '../../engines/live';
import { createApp } from '../../server/app';
import { games, ledgerEntries, liveBets, liveRounds, members, walletTransactions } from '../../server/db/schema';
import { runDueWork } from '../../server/jobs';
import { settleDueLiveRounds, slotOf } from '../../server/live/rounds';
import { STREAMS_PER_ADDRESS } from '../../server/live/stream';
import { auditLedger } from '../../server/operator/handlers';
import { credit as fund } from '../../server/wallet/ledger';
import { DAY, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The live tables through the real API, on PGlite and on a PostgreSQL server (TEST_DATABASE_URL): a round
 * opened once by two apps on one database, bets inside the window debited once through the seamless
 * wallet, refused after it, each member credited once at settlement (whoever settles, however often,
 * across a restart), and the state pushed as server-sent events.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const ROUND_MS = 30_000;

describe.each(targets)('the live tables on $name', ({ options }) => {
  let s: TestServer;
  const tables = {} as Record<LiveTableKey, Game>;
  /** A second app on the same database: another server process as far as the data is concerned. */
  let other: ReturnType<typeof createApp>;

  beforeAll(async () => {
    s = await setupServer({}, 'live-tables', options);
    // On a shared database, rounds years ahead of anyone else's clock: no other run's job settles them.
    if (options.databaseUrl) s.clock.set(new Date(Date.now() + (3650 + Math.floor(Math.random() * 3650)) * DAY));
    const { json } = await s.call('GET', '/api/games/listsv2?category=live&per_page=24');
    const list = v.parse(GamePage, json.data).list.filter((g) => g.engine === 'live');
    for (const game of list) {
      const [row] = await s.db.select({ variant: games.variant }).from(games).where(eq(games.id, game.id));
      tables[row!.variant as LiveTableKey] = game;
    }
    other = createApp({ ...s.deps });
  }, 60_000);
  afterAll(() => s?.close());

  /** Puts the clock `ms` into a fresh round's slot; answers its sequence. */
  function intoNewRound(ms = 1000): number {
    const sequence = Math.floor(s.clock.now().getTime() / ROUND_MS) + 2;
    s.clock.set(new Date(sequence * ROUND_MS + ms));
    return sequence;
  }

  async function launch(token: string, gameId: number): Promise<string> {
    const answer = await s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: gameId } });
    expect(answer.status, answer.json.message).toBe(200);
    return new URL(v.parse(Launch, answer.json.data).url, 'http://x').searchParams.get('launch')!;
  }

  async function player(table: LiveTableKey, cents = 500_00) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const memberId = member!.id;
    await s.db.transaction((tx) =>
      fund(tx, memberId, cents, 'test.fund', `fund-${randomBytes(6).toString('hex')}`, s.clock.now()),
    );
    return { ...registered, memberId, launch: await launch(registered.token, tables[table].id) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const bet = (p: Player, table: LiveTableKey, sequence: number, bets: unknown[], key?: string) =>
    s.call('POST', '/api/live/bet', {
      token: p.token,
      body: { game_id: tables[table].id, launch: p.launch, sequence, bets },
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });

  const tableOf = async (p: Player, table: LiveTableKey) => {
    const answer = await s.call('GET', `/api/live/table?game_id=${tables[table].id}`, { token: p.token });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(LiveTable, answer.json.data);
  };

  const debitsOf = async (memberId: number) =>
    s.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'debit')));
  const creditsOf = async (memberId: number) =>
    s.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, 'credit')));

  const auditExact = async () => expect((await auditLedger(s.db)).off).toEqual([]);

  it('lists the three live titles, each with its best bet’s return', () => {
    expect(Object.keys(tables).sort()).toEqual(['bacbo', 'roulette', 'wheel']);
    expect(tables.roulette.rtp).toBe('97.30');
    expect(tables.bacbo.rtp).toBe('98.87');
    expect(tables.wheel.rtp).toBe('96.58');
  });

  it('opens a round once however many processes ask, and shows the same seed hash to everyone', async () => {
    const sequence = intoNewRound();
    const p = await player('roulette');
    const gameId = tables.roulette.id;
    const ask = (app: ReturnType<typeof createApp>) =>
      app.request(`/api/live/table?game_id=${gameId}`, { headers: { authorization: `Bearer ${p.token}` } });
    const answers = await Promise.all([ask(s.app), ask(other), ask(s.app), ask(other)]);
    const states = await Promise.all(
      answers.map(async (r) => v.parse(LiveTable, ((await r.json()) as { data: unknown }).data).state),
    );
    expect(new Set(states.map((st) => st.sequence))).toEqual(new Set([sequence]));
    expect(new Set(states.map((st) => st.fairness.server_seed_hash)).size).toBe(1);
    expect(states[0]!.phase).toBe('betting');
    expect(states[0]!.fairness.server_seed).toBeNull();
    expect(states[0]!.fairness.client_seed).toBe(`live:${gameId}:${sequence}`);
    expect(states[0]!.ms_left).toBe(19_000);
    const rows = await s.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.sequence, sequence)));
    expect(rows).toHaveLength(1);
  });

  it('takes a bet inside the window once, debited through the wallet, and refuses one after it', async () => {
    const sequence = intoNewRound(5000);
    const p = await player('roulette');
    const before = await s.balanceOf(p.memberId);
    const key = `live-${randomBytes(6).toString('hex')}`;
    const bets = [
      { kind: 'red', amount: '10.00' },
      { kind: 'straight', number: 17, amount: '2.50' },
    ];
    const first = await bet(p, 'roulette', sequence, bets, key);
    expect(first.status, first.json.message).toBe(200);
    const again = await bet(p, 'roulette', sequence, bets, key);
    expect(again.json.data).toEqual(first.json.data);
    const answer = v.parse(LiveBetResult, first.json.data);
    expect(answer.mine.stake).toBe('12.50');
    expect(answer.mine.bets.map((b) => [b.kind, b.number, b.amount, b.win])).toEqual([
      ['red', null, '10.00', null],
      ['straight', 17, '2.50', null],
    ]);
    expect(await s.balanceOf(p.memberId)).toBe(before - 1250);
    const debits = await debitsOf(p.memberId);
    expect(debits.map((d) => [d.transactionId, d.roundId, d.amountCents])).toEqual([
      [
        `live:${tables.roulette.id}:${sequence}:${p.memberId}:1`,
        `live:${tables.roulette.id}:${sequence}:${p.memberId}`,
        1250,
      ],
    ]);

    // A second request is the round's second debit.
    const more = await bet(p, 'roulette', sequence, [{ kind: 'dozen', number: 3, amount: '1.00' }]);
    expect(more.status, more.json.message).toBe(200);
    expect(v.parse(LiveBetResult, more.json.data).mine.stake).toBe('13.50');
    expect((await debitsOf(p.memberId)).map((d) => d.transactionId.split(':').at(-1))).toEqual(['1', '2']);

    // The window closes 20 s into the round; a past or a future round is closed too.
    s.clock.set(new Date(sequence * ROUND_MS + 20_000));
    const late = await bet(p, 'roulette', sequence, bets);
    expect([late.status, late.json.error]).toEqual([409, 'live.betting_closed']);
    const future = await bet(p, 'roulette', sequence + 1, bets);
    expect(future.json.error).toBe('live.betting_closed');
    expect(await s.balanceOf(p.memberId)).toBe(before - 1350);
    await auditExact();
  });

  it('refuses bets the table does not offer, over its limits, or with another game’s launch', async () => {
    const sequence = intoNewRound();
    const p = await player('bacbo');
    const refusedWith = async (bets: unknown[], code: string) => {
      const answer = await bet(p, 'bacbo', sequence, bets);
      expect(answer.status, JSON.stringify(bets)).toBeGreaterThanOrEqual(400);
      expect(answer.json.error, JSON.stringify(bets)).toBe(code);
    };
    await refusedWith([{ kind: 'red', amount: '1.00' }], 'live.bet_invalid');
    await refusedWith([{ kind: 'tie', number: 3, amount: '1.00' }], 'live.bet_invalid');
    await refusedWith([{ kind: 'split', amount: '1.00' }], 'live.bet_invalid');
    await refusedWith([], 'round.choice_invalid');
    await refusedWith([{ kind: 'tie', amount: '0.05' }], 'bet.amount_below_minimum');
    await refusedWith([{ kind: 'player', amount: '1000.01' }], 'bet.amount_above_maximum');
    await refusedWith(
      Array.from({ length: 41 }, () => ({ kind: 'player', amount: '1.00' })),
      'live.too_many_bets',
    );
    const poor = await player('bacbo', 100);
    const broke = await bet(poor, 'bacbo', sequence, [{ kind: 'player', amount: '5.00' }]);
    expect(broke.json.error).toBe('bet.insufficient_balance');
    const elsewhere = await s.call('POST', '/api/live/bet', {
      token: p.token,
      body: { game_id: tables.roulette.id, launch: p.launch, sequence, bets: [{ kind: 'red', amount: '1.00' }] },
    });
    expect(elsewhere.json.error).toBe('launch.invalid');
    const slot = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=slot&per_page=1')).json.data)
      .list[0]!;
    const notLive = await s.call('GET', `/api/live/table?game_id=${slot.id}`, { token: p.token });
    expect(notLive.json.error).toBe('game.not_available');
    expect(await s.balanceOf(p.memberId)).toBe(500_00);
  });

  it('settles a round once and credits each member once, whichever process settles and however often', async () => {
    const sequence = intoNewRound();
    const gameId = tables.bacbo.id;
    const a = await player('bacbo');
    const b = await player('bacbo');
    const c = await player('bacbo');
    const stakes: Record<number, { kind: string; amount: string }[]> = {
      [a.memberId]: [{ kind: 'player', amount: '10.00' }],
      [b.memberId]: [
        { kind: 'banker', amount: '10.00' },
        { kind: 'tie', amount: '1.00' },
      ],
      [c.memberId]: [{ kind: 'tie', amount: '2.00' }],
    };
    for (const p of [a, b, c]) {
      const answer = await bet(p, 'bacbo', sequence, stakes[p.memberId]!);
      expect(answer.status, answer.json.message).toBe(200);
    }
    const balances = Object.fromEntries(
      await Promise.all([a, b, c].map(async (p) => [p.memberId, await s.balanceOf(p.memberId)] as const)),
    );

    // Past the window, before any job: the read already shows the draw its seed decides.
    s.clock.set(new Date(sequence * ROUND_MS + 21_000));
    const shown = (await tableOf(a, 'bacbo')).state;
    expect(shown.phase).toBe('result');
    const [row] = await s.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.sequence, sequence)));
    expect(row!.status).toBe('betting');
    const outcome = drawOutcome(
      LIVE_VARIANTS.bacbo,
      fairDraw({ serverSeed: row!.serverSeed, clientSeed: `live:${gameId}:${sequence}`, nonce: 0 }),
    );
    expect(shown.outcome).toEqual(outcome);
    expect(shown.fairness.server_seed).toBe(row!.serverSeed);

    // Two processes run their jobs at once, then again.
    await Promise.all([runDueWork({ ...s.deps }, s.clock.now()), runDueWork({ ...s.deps }, s.clock.now())]);
    await s.runDueWork();
    const [settled] = await s.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.sequence, sequence)));
    expect(settled!.status).toBe('settled');
    expect(settled!.outcome).toEqual(outcome);

    for (const p of [a, b, c]) {
      const expected = stakes[p.memberId]!.reduce(
        (sum, x) =>
          sum +
          betWinCents(outcome, {
            kind: x.kind as 'player',
            number: null,
            cents: Math.round(Number(x.amount) * 100),
          }),
        0,
      );
      expect(await s.balanceOf(p.memberId)).toBe(balances[p.memberId]! + expected);
      const credits = await creditsOf(p.memberId);
      expect(credits).toHaveLength(1);
      expect(credits[0]!.amountCents).toBe(expected);
      const mine = (await tableOf(p, 'bacbo')).mine;
      expect(mine.win).toBe((expected / 100).toFixed(2));
    }
    // The game record lists the round once paid: one row per member with their whole stake and win.
    const record = await s.call('POST', '/api/game/record', { token: a.token, body: { category: 'live' } });
    const rows = v.parse(GameRecordPage, record.json.data).list;
    const stakeA = 1000;
    const winA = betWinCents(outcome, { kind: 'player', number: null, cents: stakeA });
    expect(rows.map((r) => [r.round_id, r.bet_amount, r.win_loss])).toEqual([
      [`live:${gameId}:${sequence}:${a.memberId}`, '10.00', ((winA - stakeA) / 100).toFixed(2)],
    ]);

    const unpaid = await s.db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.gameId, gameId), eq(liveBets.sequence, sequence)));
    expect(unpaid.every((x) => x.winCents !== null)).toBe(true);
    await auditExact();
  });

  it('pays a round after a restart between its settlement and its payment, once', async () => {
    const sequence = intoNewRound();
    const p = await player('wheel');
    for (const n of [1, 2, 5, 10, 20, 40]) {
      const answer = await bet(p, 'wheel', sequence, [{ kind: 'segment', number: n, amount: '1.00' }]);
      expect(answer.status, answer.json.message).toBe(200);
    }
    const before = await s.balanceOf(p.memberId);
    s.clock.set(new Date(sequence * ROUND_MS + 25_000));
    // The process settles the round and dies before paying it.
    const settled = await settleDueLiveRounds(s.deps, s.clock.now());
    expect(settled.some((r) => r.gameId === tables.wheel.id && r.sequence === sequence)).toBe(true);
    expect(await creditsOf(p.memberId)).toHaveLength(0);
    // Another process (a restart) runs the job: the round is paid once, each debit by its credit.
    const restarted = { ...s.deps };
    createApp(restarted);
    await runDueWork(restarted, s.clock.now());
    await runDueWork(restarted, s.clock.now());
    const credits = await creditsOf(p.memberId);
    expect(credits).toHaveLength(6);
    const [round] = await s.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, tables.wheel.id), eq(liveRounds.sequence, sequence)));
    const outcome = round!.outcome!;
    expect(outcome.table).toBe('wheel');
    const won = outcome.table === 'wheel' ? 100 + 100 * outcome.value * outcome.multiplier : 0;
    expect(await s.balanceOf(p.memberId)).toBe(before + won);
    const wins = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, p.memberId), like(ledgerEntries.ref, `RODADA:live:%`)));
    expect(wins.filter((e) => e.amountCents > 0)).toHaveLength(1);
    await auditExact();
  });

  it('streams the table’s state, then the draw when bets close; at most six streams an address', async () => {
    const sequence = intoNewRound(18_000);
    const gameId = tables.roulette.id;
    const address = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const response = await s.app.request(`/api/live/stream?game_id=${gameId}`, { headers: address });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    /** The next `state` event's data, within two seconds. */
    async function nextState(): Promise<LiveState> {
      const deadline = Date.now() + 2000;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (block.includes('event: state') && data) return v.parse(LiveState, JSON.parse(data.slice(5)));
          continue;
        }
        if (Date.now() > deadline) throw new Error('no state event');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
        ]);
        if (chunk === null) throw new Error('no state event');
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    }
    const first = await nextState();
    expect([first.sequence, first.phase, first.ms_left]).toEqual([sequence, 'betting', 2000]);
    expect(first.outcome).toBeNull();

    // Five more from the same address fit; the seventh is refused before it starts.
    const more = await Promise.all(
      Array.from({ length: STREAMS_PER_ADDRESS - 1 }, () =>
        s.app.request(`/api/live/stream?game_id=${gameId}`, { headers: address }),
      ),
    );
    expect(more.map((r) => r.status)).toEqual(Array(STREAMS_PER_ADDRESS - 1).fill(200));
    const refused = await s.app.request(`/api/live/stream?game_id=${gameId}`, { headers: address });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe('live.streams_limit');

    // Bets close: the stream sends the draw.
    s.clock.set(new Date(sequence * ROUND_MS + 20_000));
    const drawn = await nextState();
    expect([drawn.sequence, drawn.phase]).toEqual([sequence, 'result']);
    expect(drawn.outcome?.table).toBe('roulette');
    expect(drawn.fairness.server_seed).not.toBeNull();
    expect(drawn.history[0]).toEqual({ sequence, outcome: drawn.outcome });

    // Refusals come before the stream, as envelopes.
    const slot = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=slot&per_page=1')).json.data)
      .list[0]!;
    for (const [query, code] of [
      [`game_id=${slot.id}`, 'game.not_available'],
      ['game_id=abc', 'game.not_found'],
      ['game_id=99999999', 'game.not_found'],
    ] as const) {
      const answer = await s.call('GET', `/api/live/stream?${query}`);
      expect([answer.status >= 400, answer.json.error]).toEqual([true, code]);
    }

    // Closed streams give their places back: a cancelled body aborts its stream, which releases its place.
    await reader.cancel();
    await Promise.all(more.map((r) => r.body!.cancel()));
    const again = await s.app.request(`/api/live/stream?game_id=${gameId}`, { headers: address });
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });

  it('checks the stream’s schedule: 20 s of bets then 10 s of result, every 30 s', () => {
    const slot = slotOf(100);
    expect([slot.opensAt.getTime(), slot.closesAt.getTime(), slot.endsAt.getTime()]).toEqual([
      3_000_000, 3_020_000, 3_030_000,
    ]);
  });
});
