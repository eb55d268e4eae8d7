import * as v from 'valibot';
import { LangField, Line, Money } from './common';
import { endpoint } from './endpoint';
import { BetAmount } from './games';
import { betRefusals, Multiplier, Score } from './house';
import { BET_LIMIT_ERRORS } from './responsible';
import { says } from './says';

/**
 * The sports section (its own module, so the first page carries none of it): the board of leagues and
 * fixtures with their markets, slips (singles and accumulators) and the member's bets.
 */

// ── The sports section: leagues, fixtures with live play, four markets a match, singles and accumulators. ──

/** 1x2: home, draw, away; dc (double chance): 1x, 12, x2; ou25 (2.5 goals): over, under; btts (both teams score): yes, no. */
export const MarketId = v.picklist(['1x2', 'dc', 'ou25', 'btts'], says('sports.market_invalid'));
export type MarketId = v.InferOutput<typeof MarketId>;

export const MarketOdds = v.object({
  market: MarketId,
  /** Each selection's decimal odds ("2.35"), in the market's order; empty while the market is suspended. */
  selections: v.array(v.object({ selection: v.string(), odds: Multiplier })),
});
export type MarketOdds = v.InferOutput<typeof MarketOdds>;

export const SportsEvent = v.object({
  /** The fixture code, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  /** upcoming: before kickoff; live: playing (its odds move with the minute and the score). */
  status: v.picklist(['upcoming', 'live']),
  /** While live: the minute, the period and the score. */
  live: v.nullable(
    v.object({
      minute: v.number(),
      period: v.picklist(['first_half', 'half_time', 'second_half', 'full_time']),
      score: Score,
    }),
  ),
  markets: v.array(MarketOdds),
});
export type SportsEvent = v.InferOutput<typeof SportsEvent>;

export const SportsLeague = v.object({
  id: v.string(),
  name: v.string(),
  /** ISO country code ("br", "gb") or "sa" for a South American competition. */
  country: v.string(),
  live: v.number(),
  upcoming: v.number(),
});
export type SportsLeague = v.InferOutput<typeof SportsLeague>;

export const SportsBoardQuery = v.object({
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
  leagues: v.array(SportsLeague),
  events: v.array(SportsEvent),
});
export type SportsBoard = v.InferOutput<typeof SportsBoard>;

const SlipOdds = v.pipe(
  v.string(says('sports.market_invalid')),
  v.regex(/^\d{1,4}\.\d{2}$/, says('sports.market_invalid')),
);

export const SlipLegBody = v.object({
  fixture_id: Line(64, says('sports.fixture_not_found')),
  market: MarketId,
  selection: Line(8, says('sports.market_invalid')),
  /** The odds the player saw: the bet is refused with sports.odds_changed when they are no longer the odds. */
  odds: SlipOdds,
});
export type SlipLegBody = v.InferInput<typeof SlipLegBody>;

/** 1 to 10 selections (one a single, more an accumulator), on different fixtures. */
export const MAX_SLIP_LEGS = 10;
export const MAX_SLIP_ODDS = '1000.00';
const SLIP_COUNT = { min: '1', max: String(MAX_SLIP_LEGS) };

export const SlipBody = v.object({
  legs: v.pipe(
    v.array(SlipLegBody, says('sports.selections_count', SLIP_COUNT)),
    v.minLength(1, says('sports.selections_count', SLIP_COUNT)),
    v.maxLength(MAX_SLIP_LEGS, says('sports.selections_count', SLIP_COUNT)),
  ),
  amount: BetAmount,
  lang: LangField,
});
export type SlipBody = v.InferInput<typeof SlipBody>;

const BetStatus = v.picklist(['open', 'won', 'lost', 'void']);

export const SlipLeg = v.object({
  fixture_id: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  market: MarketId,
  selection: v.string(),
  odds: Multiplier,
  status: BetStatus,
  /** The final score once the fixture is settled with one. */
  score: v.nullable(Score),
});
export type SlipLeg = v.InferOutput<typeof SlipLeg>;

export const Slip = v.object({
  slip_id: v.string(),
  kind: v.picklist(['single', 'accumulator']),
  /** The product of the legs' odds, rounded down to the hundredth. */
  odds: Multiplier,
  amount: Money,
  potential_win: Money,
  status: BetStatus,
  win_amount: Money,
  placed_at: v.string(),
  settled_at: v.nullable(v.string()),
  legs: v.array(SlipLeg),
  /** The wallet balance after the bet (in the answer to placing it only). */
  balance: v.optional(Money),
});
export type Slip = v.InferOutput<typeof Slip>;
export const SlipList = v.array(Slip);

export const SportsEndpoints = {
  sportsBoard: endpoint({
    method: 'get',
    path: '/house/sports/board',
    summary:
      "The sports section: the leagues, and the fixtures to bet on (live first, then by kickoff) with every market's current odds; a live fixture's minute, score and odds follow the clock",
    tag: 'house',
    auth: 'public',
    query: SportsBoardQuery,
    response: SportsBoard,
    // The app polls it for the live odds.
    background: true,
    errors: { 'sports.league_not_found': '', 'request.invalid': 'a limit that is not a number' },
  }),
  sportsSlip: endpoint({
    method: 'post',
    path: '/house/sports/slip',
    summary:
      'Place a single or an accumulator (2 to 10 selections on different fixtures, odds multiplied) at the odds the player saw, before kickoff or live; the stake goes through the wallet',
    tag: 'house',
    auth: 'member',
    body: SlipBody,
    response: Slip,
    errors: {
      ...BET_LIMIT_ERRORS,
      'sports.fixture_not_found': '',
      'sports.betting_closed': 'settled, void, or live past the last minute for bets',
      'sports.market_invalid': 'a market or selection the match does not have',
      'sports.market_suspended': 'a live market whose outcome is (nearly) decided',
      'sports.odds_changed':
        'params: odds (the new combined odds); data.changes: [{ pick: "fixture:market:selection", odds }]',
      'sports.selections_count': 'params: min 1, max 10',
      'sports.same_fixture': 'two selections on one fixture',
      'sports.odds_above_maximum': 'params: max',
      'game.not_found': 'no sportsbook game in the catalogue',
      ...betRefusals,
    },
  }),
  sportsSlips: endpoint({
    method: 'get',
    path: '/house/sports/slips',
    summary: "The member's latest 100 slips of the sports section with their legs, newest first (open and settled)",
    tag: 'house',
    auth: 'member',
    response: SlipList,
    // The app polls it while My bets shows open bets.
    background: true,
  }),
};
