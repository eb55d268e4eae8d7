import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { GamePage, Launch, type Game } from '../../contract';
import { Table } from '../../contract/rounds';
import { members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { setupServer, type CallResult, type TestServer } from './helpers';

/**
 * The set-up the bet-layout tables' server tests share (baccarat, roulette): a server on PGlite, and on
 * PostgreSQL too with TEST_DATABASE_URL, titles looked up by name, seated members with money, rounds started
 * through the house provider's real API, the table read before the first bet and refusals that move no money.
 */
const url = process.env.TEST_DATABASE_URL;
const databases = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : []),
];

export interface HouseTable {
  readonly s: TestServer;
  title(name: string): Promise<Game>;
  /** A new member with `cents` credited, and a launch of the title. */
  seated(game: Game, cents: number): Promise<Seat>;
  start(seat: Seat, game: Game, choice: unknown): Promise<CallResult>;
  /** The table of each title before the first bet, checked against its engine, variant and return. */
  statesTables(
    engine: string,
    rtp: string,
    titles: ReadonlyArray<readonly [name: string, variant: string]>,
    rules: (rules: unknown, variant: string) => void,
  ): Promise<void>;
  /** Each choice is refused with its code, and the balance does not move. */
  refusesAll(name: string, refusals: ReadonlyArray<readonly [choice: unknown, code: string]>): Promise<void>;
}

export interface Seat {
  id: number;
  token: string;
  launch: string;
}

/** One describe per database for the table `label`, its server seeded with `seed`. */
export function describeHouseTable(label: string, seed: string, body: (t: HouseTable) => void) {
  describe.each(databases)(`${label} rounds on $name`, ({ databaseUrl }) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await setupServer({}, seed, databaseUrl ? { databaseUrl } : {});
    });
    afterAll(() => s?.close());

    const t: HouseTable = {
      get s() {
        return s;
      },
      async title(name) {
        const { json } = await s.call('GET', `/api/games/listsv2?name=${encodeURIComponent(name)}&per_page=24`);
        const game = v.parse(GamePage, json.data).list.find((g) => g.name === name);
        if (!game) throw new Error(`No title ${name}`);
        return game;
      },
      async seated(game, cents) {
        const registered = await s.register();
        const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
        const id = member!.id;
        if (cents > 0) await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', `fund-${id}`, s.clock.now()));
        const launched = await s.call('POST', '/api/day7/day7LoginV2', {
          token: registered.token,
          body: { game_id: game.id },
        });
        expect(launched.status, launched.json.message).toBe(200);
        const launch = new URL(v.parse(Launch, launched.json.data).url, 'http://rodada.test').searchParams.get(
          'launch',
        )!;
        return { id, token: registered.token, launch };
      },
      start: (seat, game, choice) =>
        s.call('POST', '/api/house/rounds', {
          token: seat.token,
          body: { game_id: game.id, launch: seat.launch, choice },
        }),
      async statesTables(engine, rtp, titles, rules) {
        for (const [name, variant] of titles) {
          const game = await t.title(name);
          expect(game.engine).toBe(engine);
          const seat = await t.seated(game, 0);
          const answer = await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: seat.token });
          expect(answer.status, answer.json.message).toBe(200);
          const table = v.parse(Table, answer.json.data);
          expect(table).toMatchObject({ engine, variant, rtp, open: null });
          rules(table.rules, variant);
        }
      },
      async refusesAll(name, refusals) {
        const game = await t.title(name);
        const seat = await t.seated(game, 200_000);
        const before = await s.balanceOf(seat.id);
        for (const [choice, code] of refusals) {
          const answer = await t.start(seat, game, choice);
          expect(answer.status, JSON.stringify(choice).slice(0, 80)).toBe(422);
          expect(answer.json.error).toBe(code);
        }
        expect(await s.balanceOf(seat.id)).toBe(before);
      },
    };
    body(t);
  });
}
