import { sql } from 'drizzle-orm';
import type { BasketballParams } from '../../../engines/sports/basketball';
import type { Cs2Params } from '../../../engines/sports/esports';
import type { FootballParams } from '../../../engines/sports/football';
import type { MmaParams } from '../../../engines/sports/mma';
import type { TennisParams } from '../../../engines/sports/tennis';
import type { VolleyballParams } from '../../../engines/sports/volleyball';
import type { Outcome, SportId } from '../../../engines/sports/model';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CategoryKey, Engine } from '../../../contract/games';
import type { TurnoverKind } from '../../wallet/kinds';
import { at } from './columns';
import { memberRef, members } from './members';

/** The params of any sport's model (a fixture's `params`, by its `sport`). */
export type SportParams = FootballParams | BasketballParams | TennisParams | VolleyballParams | MmaParams | Cs2Params;

/* The game catalogue, favourites, launches and every round, crash round, fixture and sports bet. */

/** The house provider's brands (platType codes). */
export const gameBrands = pgTable('game_brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** The catalogue: every game runs one of the house engines with its own theme. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the catalogue entry (the seed upserts by it). */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name lower-cased without accents: what the search matches ("sao" finds "São"). */
    searchName: text('search_name').notNull(),
    category: text('category').$type<CategoryKey>().notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => gameBrands.code),
    engine: text('engine').$type<Engine>().notNull(),
    /** The engine's variant the title plays (engines/<engine>.ts), or the league a sportsbook entry opens. */
    variant: text('variant').notNull().default(''),
    /** Still in the catalogue: a title withdrawn keeps its row (its rounds refer to it) but is not listed or played. */
    listed: boolean('listed').notNull().default(true),
    /** Return to player in percent ("96.10"): the slot's computed value, the other engines' target. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    popular: boolean('popular').notNull().default(false),
    promoted: boolean('promoted').notNull().default(false),
    /** Order inside its category (home rows interleave categories by it). */
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('games_category_idx').on(t.category, t.position), index('games_brand_idx').on(t.brandCode)],
);

/** The game a row belongs to (a required reference). */
export const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);

/** A member's favourite games. */
export const favorites = pgTable(
  'favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favorites_member_idx').on(t.memberId, t.createdAt)],
);

/** Every game opened (day7LoginV2): the launch id travels in the game page's URL. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: gameRef(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('game_launches_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * The house provider's provably fair state per member: the committed server seed (its hash is shown
 * before a round, the seed revealed after) and the nonce of the member's next round.
 */
export const houseSeeds = pgTable('house_seeds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export interface SlotRoundOutcome {
  engine: 'slot';
  stops: number[];
  reels: string[][];
  lines: { line: number; symbol: string; count: number; multiplier: number }[];
}
export type RoundOutcome = SlotRoundOutcome;

/** Every settled round of a house game, never updated or deleted. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    gameId: gameRef(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').$type<RoundOutcome>().notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The member's round counter: with the seeds, what decided the outcome. */
    nonce: integer('nonce').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    unique('game_rounds_member_nonce').on(t.memberId, t.nonce),
    check('game_rounds_bet_positive', sql`${t.betCents} > 0`),
    check('game_rounds_win_non_negative', sql`${t.winCents} >= 0`),
  ],
);

/**
 * Turnover (money put in play), one immutable entry per bet: promotions and withdrawals sum it over a
 * period (turnoverCents). Unique by (kind, ref) like the ledger, so a bet counts once.
 */
export const turnoverEntries = pgTable(
  'turnover_entries',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').$type<TurnoverKind>().notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('turnover_entries_kind_ref').on(t.kind, t.ref),
    index('turnover_entries_member_idx').on(t.memberId, t.createdAt),
    check('turnover_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A crash round: the bet is taken when it starts, the crash point is decided then (provably fair, kept
 * secret until the round ends), and the round ends once: cashed out (by hand or automatically) or
 * crashed. A round that has ended never changes again (a trigger refuses it). Multipliers are in
 * hundredths (2.35× = 235).
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    gameId: gameRef(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    /** Cash out automatically at this multiplier (hundredths), if set. */
    autoCashout: integer('auto_cashout'),
    /** Where the round crashes (hundredths): decided at the start, shown only once it is over. */
    crashPoint: integer('crash_point').notNull(),
    startedAt: at('started_at').notNull(),
    status: text('status').$type<'running' | 'cashed_out' | 'crashed'>().notNull().default('running'),
    /** The multiplier the bet was cashed out at (hundredths), when it was. */
    cashoutMultiplier: integer('cashout_multiplier'),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    endedAt: at('ended_at'),
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
  },
  (t) => [
    index('crash_rounds_member_idx').on(t.memberId, t.startedAt),
    index('crash_rounds_ended_idx').on(t.endedAt),
    unique('crash_rounds_member_nonce').on(t.memberId, t.nonce),
    /** At most one running round per member. */
    uniqueIndex('crash_rounds_one_running')
      .on(t.memberId)
      .where(sql`status = 'running'`),
    check('crash_rounds_status', sql`${t.status} in ('running', 'cashed_out', 'crashed')`),
    check('crash_rounds_bet_positive', sql`${t.betCents} > 0`),
    check('crash_rounds_win_non_negative', sql`${t.winCents} >= 0`),
    check('crash_rounds_crash_point', sql`${t.crashPoint} >= 100`),
  ],
);

/**
 * Football fixtures of the sportsbook, by code ("FLA-PAL-20261129"), with fixed decimal odds in
 * hundredths (2.10 = 210). Settled once by the operator with its result.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    code: text('code').primaryKey(),
    /** The league's id (server/house/leagues.ts), e.g. "bra-a". */
    league: text('league').notNull().default('bra-a'),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoff: at('kickoff').notNull(),
    /** The fixed 1X2 odds of a football fixture; null for the other sports (priced by their models only). */
    oddsHome: integer('odds_home'),
    oddsDraw: integer('odds_draw'),
    oddsAway: integer('odds_away'),
    /** Expected goals of each side in hundredths (1.45 = 145): the model every market is priced from. */
    xgHome: integer('xg_home'),
    xgAway: integer('xg_away'),
    /** The sport (engines/sports/model.ts SportId). */
    sport: text('sport').$type<SportId>().notNull().default('football'),
    /**
     * The sport model's public params (teams, expected goals, line-ups: published before kickoff) the
     * fixture is played, priced and settled with; null for a fixture from before the models (the four
     * football markets of server/house/markets.ts).
     */
    params: jsonb('params').$type<SportParams>(),
    status: text('status').$type<'open' | 'settled' | 'void'>().notNull().default('open'),
    result: text('result').$type<'home' | 'draw' | 'away'>(),
    /** The final score the fixture was settled with (null for a result without a score, or a void). */
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    /** Who settled it: the sports feed's result at full time, or the operator by hand (null while open). */
    settledBy: text('settled_by').$type<'feed' | 'operator'>(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('fixtures_status_kickoff_idx').on(t.status, t.kickoff),
    check('fixtures_status', sql`${t.status} in ('open', 'settled', 'void')`),
    check('fixtures_result', sql`${t.result} is null or ${t.result} in ('home', 'draw', 'away')`),
    check(
      'fixtures_odds',
      sql`(${t.oddsHome} is null and ${t.oddsDraw} is null and ${t.oddsAway} is null) or (${t.oddsHome} > 100 and ${t.oddsDraw} > 100 and ${t.oddsAway} > 100)`,
    ),
    check('fixtures_settled_by', sql`${t.settledBy} is null or ${t.settledBy} in ('feed', 'operator')`),
    check('fixtures_sport', sql`${t.sport} in ('football', 'basketball', 'tennis', 'volleyball', 'mma', 'esports')`),
  ],
);

/**
 * Secrets of the installation, by name, made once at the first start (insert if absent, then read, so
 * every process of the installation reads the same one). `sports`: the key the sports simulator derives
 * each fixture's seed from (house/simulator.ts). No endpoint reads this table; nothing logs it.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  /** 64 hex characters (32 bytes from the CSPRNG). */
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull(),
});

/** A sports bet's or slip's odds (hundredths, when it was placed), stake, state, win and times. */
const betTerms = () => ({
  odds: integer('odds').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').$type<'open' | 'won' | 'lost' | 'void'>().notNull().default('open'),
  winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
  placedAt: at('placed_at').notNull(),
  settledAt: at('settled_at'),
});

/** A bet on a fixture's result at the odds of the moment; settled once with its fixture. */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    gameId: gameRef(),
    fixtureCode: text('fixture_code')
      .notNull()
      .references(() => fixtures.code),
    selection: text('selection').$type<'home' | 'draw' | 'away'>().notNull(),
    ...betTerms(),
  },
  (t) => [
    index('sports_bets_member_idx').on(t.memberId, t.placedAt),
    index('sports_bets_fixture_idx').on(t.fixtureCode, t.status),
    // The bets settled on a day (the betting rebate's settlement: server/promotions/results.ts).
    index('sports_bets_settled_idx').on(t.settledAt),
    check('sports_bets_selection', sql`${t.selection} in ('home', 'draw', 'away')`),
    check('sports_bets_status', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check('sports_bets_amount_positive', sql`${t.amountCents} > 0`),
    check('sports_bets_win_non_negative', sql`${t.winCents} >= 0`),
  ],
);

/**
 * A bet of the sports section: a single (one leg) or an accumulator (2 to 10 legs on different
 * fixtures). Its odds are the product of its legs' (hundredths, rounded down); it is settled once, when
 * its last leg is, and paid stake × the odds of its legs that did not void. A cash-out (server/house/
 * cashout.ts) moves part or all of the stake out of amount_cents into cashout_stake_cents.
 */
export const sportsSlips = pgTable(
  'sports_slips',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    gameId: gameRef(),
    ...betTerms(),
    // The slip's status also takes 'cashed_out': its whole stake cashed out (amount_cents then 0).
    status: text('status').$type<'open' | 'won' | 'lost' | 'void' | 'cashed_out'>().notNull().default('open'),
    /** The part of the stake cashed out so far (amount_cents is the part still riding), and what it paid. */
    cashoutStakeCents: bigint('cashout_stake_cents', { mode: 'number' }).notNull().default(0),
    cashoutCents: bigint('cashout_cents', { mode: 'number' }).notNull().default(0),
    /** A builder: several selections of one match at the odds of their joint probability (not their product). */
    kind: text('kind').$type<'single' | 'accumulator' | 'builder'>().notNull().default('single'),
  },
  (t) => [
    index('sports_slips_member_idx').on(t.memberId, t.placedAt),
    index('sports_slips_settled_idx').on(t.settledAt),
    check('sports_slips_status', sql`${t.status} in ('open', 'won', 'lost', 'void', 'cashed_out')`),
    check('sports_slips_amount_positive', sql`${t.amountCents} > 0 or ${t.status} = 'cashed_out'`),
    check('sports_slips_win_non_negative', sql`${t.winCents} >= 0`),
    check('sports_slips_odds', sql`${t.odds} > 100`),
    check('sports_slips_cashout_non_negative', sql`${t.cashoutStakeCents} >= 0 and ${t.cashoutCents} >= 0`),
    check('sports_slips_kind', sql`${t.kind} in ('single', 'accumulator', 'builder')`),
  ],
);

/**
 * One selection of a slip at the odds of the moment it was placed: at most one per fixture, but for a
 * builder's (several selections of its one fixture, the slip's odds their joint price).
 */
export const sportsSlipLegs = pgTable(
  'sports_slip_legs',
  {
    slipId: text('slip_id')
      .notNull()
      .references(() => sportsSlips.id),
    fixtureCode: text('fixture_code')
      .notNull()
      .references(() => fixtures.code),
    market: text('market').notNull(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    /** half_won / half_lost: a quarter line, half the stake on each neighbouring line. */
    status: text('status').$type<LegStatus>().notNull().default('open'),
  },
  (t) => [
    primaryKey({ columns: [t.slipId, t.fixtureCode, t.market, t.selection] }),
    index('sports_slip_legs_fixture_idx').on(t.fixtureCode, t.status),
    check('sports_slip_legs_status', sql`${t.status} in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost')`),
    check('sports_slip_legs_odds', sql`${t.odds} > 100`),
  ],
);

/** A slip leg's state: open, or how it settled. */
export type LegStatus = 'open' | Outcome;

export type GameRow = typeof games.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;
export type SportsBetRow = typeof sportsBets.$inferSelect;
export type SportsSlipRow = typeof sportsSlips.$inferSelect;
export type SportsSlipLegRow = typeof sportsSlipLegs.$inferSelect;
