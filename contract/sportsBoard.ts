import * as v from 'valibot';
import { Line, Multiplier } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The sports board: leagues and fixtures with their markets' odds (what the home page's football block and
 * the sports section read). Its own module, so the home's block carries none of the slips' contract.
 */

/** A live fixture's score, home goals first. */
export const Score = v.object({ home: v.number(), away: v.number() });
export type Score = v.InferOutput<typeof Score>;

// ── The sports section: leagues, fixtures with live play, four markets a match, singles and accumulators. ──

/** 1x2: home, draw, away; dc (double chance): 1x, 12, x2; ou25 (2.5 goals): over, under; btts (both teams score): yes, no. */
export const MarketId = v.picklist(['1x2', 'dc', 'ou25', 'btts'], says('sports.market_invalid'));
export type MarketId = v.InferOutput<typeof MarketId>;

/** The sports of the board, in its navigation's order. */
export const SportId = v.picklist(
  ['football', 'basketball', 'tennis', 'volleyball', 'mma', 'esports'],
  says('request.invalid'),
);
export type SportId = v.InferOutput<typeof SportId>;

const SelectionOdds = v.array(v.object({ selection: v.string(), odds: Multiplier }));

export const MarketOdds = v.object({
  market: MarketId,
  /** Each selection's decimal odds ("2.35"), in the market's order; empty while the market is suspended. */
  selections: SelectionOdds,
});
export type MarketOdds = v.InferOutput<typeof MarketOdds>;

/** A pick written "fixtureId:market:selection", as the ?pick= search parameter of /sports carries it. */
export const pickKey = (p: { fixtureId: string; market: string; selection: string }) =>
  `${p.fixtureId}:${p.market}:${p.selection}`;

export const SportsEvent = v.object({
  /** The fixture code, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  /** The event's sport (the server always says it; football when absent). */
  sport: v.optional(SportId),
  /** upcoming: before kickoff; live: playing (its odds move with the minute and the score). */
  status: v.picklist(['upcoming', 'live']),
  /**
   * While live: the minute, the period and the score (goals; points in basketball, sets in tennis and
   * volleyball, maps in CS2, 1–0 for the winner of a finished bout). The other sports' period is `in_play`
   * and their `clock` is their model's: its period ("Q3", "set2", "R2", "map2"…) and a label (a set's games,
   * a quarter's time, a map's rounds).
   */
  live: v.nullable(
    v.object({
      minute: v.number(),
      period: v.picklist(['first_half', 'half_time', 'second_half', 'full_time', 'in_play']),
      score: Score,
      clock: v.optional(v.object({ period: v.string(), label: v.optional(v.string()) })),
    }),
  ),
  /** Football's four markets (none for the other sports). */
  markets: v.array(MarketOdds),
  /**
   * The other sports' row: their main market, who wins, home then away (basketball's and MMA's `moneyline`,
   * tennis' and volleyball's `match`, CS2's `winner`: the market a slip's leg names); empty selections while
   * suspended. Absent for football.
   */
  main: v.optional(v.object({ market: v.string(), selections: SelectionOdds })),
  /**
   * sha256 of the fixture's seed (64 hex), published before kickoff: the seed, shown once the fixture is
   * settled (GET /api/house/sports/fixture), replays its match; null with a feed that is not simulated.
   */
  commitment: v.nullable(v.string()),
});
export type SportsEvent = v.InferOutput<typeof SportsEvent>;

export const SportsLeague = v.object({
  id: v.string(),
  name: v.string(),
  /** ISO country code ("br", "gb") or "sa" for a South American competition. */
  country: v.string(),
  /** The league's sport (the server always says it; football when absent). */
  sport: v.optional(SportId),
  live: v.number(),
  upcoming: v.number(),
});
export type SportsLeague = v.InferOutput<typeof SportsLeague>;

export const SportsBoardQuery = v.object({
  /** This sport's leagues and events (football when absent, or the league's sport). */
  sport: v.optional(SportId),
  /** Only this league's events (the leagues are always all listed). */
  league: v.optional(Line(32, says('sports.league_not_found'))),
  /** At most this many events, live first then by kickoff (the home page's block asks for a few). */
  limit: v.optional(
    v.pipe(v.string(says('request.invalid')), v.regex(/^\d{1,3}$/, says('request.invalid')), v.transform(Number)),
  ),
});
export type SportsBoardQuery = v.InferInput<typeof SportsBoardQuery>;

export const SportsBoard = v.object({
  /** The server's time the live minutes and odds were taken at. */
  at: v.string(),
  /** The sports' navigation: each sport's events live and to come. */
  sports: v.optional(v.array(v.object({ id: SportId, live: v.number(), upcoming: v.number() }))),
  /** The sport's leagues. */
  leagues: v.array(SportsLeague),
  events: v.array(SportsEvent),
});
export type SportsBoard = v.InferOutput<typeof SportsBoard>;

/** The stream's query (SportsBoardEndpoints.sportsStream.query): the board's, and one fixture. */
export type SportsStreamQuery = { sport?: string; league?: string; fixture?: string; limit?: string };

export const SportsBoardEndpoints = {
  sportsBoard: endpoint({
    method: 'get',
    path: '/house/sports/board',
    summary:
      "The sports section: the leagues, and the fixtures to bet on (live first, then by kickoff) with every market's current odds; a live fixture's minute, score and odds follow the clock",
    tag: 'house',
    auth: 'public',
    query: SportsBoardQuery,
    response: SportsBoard,
    // Read in the background: the page's first read and the slip's check of moved odds.
    background: true,
    errors: {
      'sports.league_not_found': '',
      'request.invalid': 'a sport the board does not have, a limit that is not a number',
    },
  }),
  sportsStream: endpoint({
    method: 'get',
    path: '/house/sports/stream',
    summary:
      "The board pushed as server-sent events (text/event-stream): first `board`, the whole board now (the leagues and the query's events, as GET /house/sports/board answers); then, only when something on it changed, `changes` (SportsBoardChanges: the events that are new or changed, whole, such as a live minute, period or score, odds that moved, a market suspended or reopened by a trader, an upcoming fixture kicking off; the ids of those gone; the leagues' counts), or with `limit` (a few events) the whole `board` again. A reconnect starts again with `board`. Each event's id is the server's time of the state in ms; a comment line every 15 s keeps the connection; at most 6 streams per address (live tables included). The server reads the board when the clock says a kickoff or a minute of play changes something (another sport's: every 5 s of a live event), and checks the board's suspensions and closed fixtures every 2 s",
    tag: 'house',
    auth: 'public',
    // Declared here, not as a constant: the app's copy of the endpoint has no query schema to carry.
    query: v.object({
      /** This sport's board (football when absent): each sport's is its own stream. */
      sport: SportsBoardQuery.entries.sport,
      /** Only this league's events (the leagues are always all counted). */
      league: SportsBoardQuery.entries.league,
      /** Only this fixture (nothing once it is off the board). */
      fixture: v.optional(Line(64, says('sports.fixture_not_found'))),
      /** At most this many events, live first then by kickoff (the home page's block). */
      limit: SportsBoardQuery.entries.limit,
    }),
    // The `board` events' data; the `changes` events' is SportsBoardChanges (contract/sportsBoardChanges.ts).
    response: SportsBoard,
    errors: {
      'sports.league_not_found': '',
      'request.invalid': 'a sport the board does not have, a limit that is not a number',
      'sports.streams_limit': 'too many streams open from this address',
    },
    eventStream: true,
  }),
};
