import * as v from 'valibot';
import { LangField, Line, Money, plainText } from './common';
import { BET_LIMIT_ERRORS } from './responsible';
import { endpoint } from './endpoint';
import { GameId } from './games';
import { BetAmount, betRefusals } from './tables';
import { says } from './says';

/**
 * The house provider's football fixtures (the 1X2 single bets, the rules, a fixture's proof), apart from the
 * crash game's so that the sportsbook's screens do not bring the house's other tables with them.
 */

/**
 * A football-themed round's score, home goals first (the sports board's Score, restated so that the
 * fixtures' contract does not bring the board's code to every screen that names a house refusal).
 */
const Score = v.object({ home: v.number(), away: v.number() });

// ── Sportsbook: football fixtures with fixed odds, settled at full time with the feed's result or by the operator. ──

export const Selection = v.picklist(['home', 'draw', 'away'], says('sports.selection_invalid'));
export type Selection = v.InferOutput<typeof Selection>;

export const Fixture = v.object({
  /** The fixture code the operator settles by, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  /** The fixed 1X2 odds of a football fixture; null for the other sports (their markets: GET …/fixtures/:code/markets). */
  odds: v.object({ home: v.nullable(v.string()), draw: v.nullable(v.string()), away: v.nullable(v.string()) }),
  /** open: taking bets until kickoff, then waiting for its result; settled: result known, bets paid; void: called off, stakes back. */
  status: v.picklist(['open', 'settled', 'void']),
  result: v.nullable(Selection),
  /** The final score it was settled with (null while open, for a bare result, or a void). */
  score: v.nullable(Score),
  /** Who settled it: "feed" (the match's own final score, at full time) or "operator" (by hand); null while open. */
  settled_by: v.nullable(v.picklist(['feed', 'operator'])),
  /** Each side's expected goals ("1.46"): the model its odds are priced from and its simulation plays with. */
  xg: v.object({ home: v.string(), away: v.string() }),
  /**
   * The football model's params (engines/sports/football.ts FootballParams: each side's expected goals,
   * corners, cards and line-up), public before kickoff: with the seed, `footballModel.simulate(params, u)`,
   * u the numbers HMAC-SHA256(key = seed, "match:0", "match:1"…) (first four bytes over 2^32), replays the
   * match. Null for a fixture from before the models (played from `xg`).
   */
  params: v.nullable(v.unknown()),
  /** sha256 of the fixture's seed (64 hex), fixed before kickoff; null with a feed that is not simulated. */
  commitment: v.nullable(v.string()),
  /** The fixture's seed, once it is settled or void (null before): replays the match and hashes to the commitment. */
  seed: v.nullable(v.string()),
});
export type Fixture = v.InferOutput<typeof Fixture>;

/** GET /api/house/sports/fixture: one fixture by code, to check its match. */
export const FixtureQuery = v.object({ id: Line(64, says('sports.fixture_not_found')) });
export type FixtureQuery = v.InferInput<typeof FixtureQuery>;
export const FixtureList = v.array(Fixture);

/** GET /api/house/sports/rules: what the sportsbook's odds keep and return, shown before the first bet. */
export const SportsRules = v.object({
  /** The bookmaker's margin in percent: how much the sum of 1/odds of a fixture's three results exceeds 1. */
  margin: v.string(),
  /** The return to player in percent: 1 / Σ(1/odds), averaged over the fixtures. */
  rtp: v.string(),
  /** The cash-out's margin in percent: the value offered is the fair value of the open legs less this share. */
  cashout_margin: v.string(),
  /** The bet builder's margin in percent: its odds are 1 / (the joint probability × (1 + this share)). */
  builder_margin: v.string(),
  min_bet: Money,
  max_bet: Money,
  /** The live bet delay in seconds: a live slip is accepted only at the odds in force once it has passed. */
  bet_delay_seconds: v.number(),
});
export type SportsRules = v.InferOutput<typeof SportsRules>;

export const SportsBetBody = v.object({
  game_id: GameId,
  fixture_id: Line(64, says('sports.fixture_not_found')),
  selection: Selection,
  amount: BetAmount,
  lang: LangField,
});
export type SportsBetBody = v.InferInput<typeof SportsBetBody>;

export const SportsBet = v.object({
  bet_id: v.string(),
  fixture_id: v.string(),
  home: v.string(),
  away: v.string(),
  selection: Selection,
  odds: v.string(),
  amount: Money,
  potential_win: Money,
  status: v.picklist(['open', 'won', 'lost', 'void']),
  win_amount: Money,
  placed_at: v.string(),
  /** The wallet balance after the bet (in the answer to placing it only). */
  balance: v.optional(Money),
});
export type SportsBet = v.InferOutput<typeof SportsBet>;
export const SportsBetList = v.array(SportsBet);

/**
 * Operator: settle a fixture with its final score ("2-1", home goals first; every market is settled from
 * it), a bare result ("home", "draw", "away": the markets that need the goals are void), or "void".
 */
export const SettleFixtureBody = v.object({
  fixture: v.pipe(
    v.string(says('sports.fixture_not_found')),
    plainText(says('sports.fixture_not_found')),
    v.trim(),
    v.toUpperCase(),
    v.maxLength(64, says('sports.fixture_not_found')),
  ),
  result: v.pipe(
    v.string(says('sports.result_invalid')),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^(home|draw|away|void|\d{1,2}-\d{1,2})$/, says('sports.result_invalid')),
  ),
});
export type SettleFixtureBody = v.InferInput<typeof SettleFixtureBody>;

/**
 * bets_settled counts the bets this call settled (0 when the fixture was already settled with the same
 * result); paid is everything the fixture's winning bets were paid, whichever call paid it.
 */
export const SettleFixtureResult = v.object({
  fixture: v.string(),
  /** The 1X2 result, or "void". */
  result: v.picklist(['home', 'draw', 'away', 'void']),
  /** The final score, when it was given. */
  score: v.nullable(Score),
  /** The slips (singles and accumulators) this call settled: those whose last open leg was on this fixture. */
  slips_settled: v.number(),
  bets_settled: v.number(),
  /** What this call paid (winnings and void stakes back, of the single bets and slips it settled). */
  paid_now: Money,
  /** What the fixture's bets and slips have paid in all, this call included. */
  paid: Money,
});
export type SettleFixtureResult = v.InferOutput<typeof SettleFixtureResult>;

export const SportsFixtureEndpoints = {
  sportsRules: endpoint({
    method: 'get',
    path: '/house/sports/rules',
    summary:
      "The sportsbook's margin on its odds, its return to player, its bet limits and its live bet delay (live markets are also suspended around dangerous moments)",
    tag: 'house',
    auth: 'public',
    response: SportsRules,
  }),
  fixtures: endpoint({
    method: 'get',
    path: '/house/sports/fixtures',
    summary: 'The football fixtures with their fixed odds: open ones by kickoff, then the 20 settled most recently',
    tag: 'house',
    auth: 'public',
    response: FixtureList,
  }),
  fixture: endpoint({
    method: 'get',
    path: '/house/sports/fixture',
    summary:
      'One football fixture by code, however old: its commitment (sha256 of its seed) from before kickoff, and its seed, expected goals, score and who settled it once it is settled or void',
    tag: 'house',
    auth: 'public',
    query: FixtureQuery,
    response: Fixture,
    errors: { 'sports.fixture_not_found': '' },
  }),
  sportsBet: endpoint({
    method: 'post',
    path: '/house/sports/bet',
    summary:
      "Bet on a fixture's result (home, draw, away) at the current odds, until kickoff; the stake goes through the wallet",
    tag: 'house',
    auth: 'member',
    body: SportsBetBody,
    response: SportsBet,
    errors: {
      ...BET_LIMIT_ERRORS,
      'game.not_found': '',
      'game.not_available': 'a game of another engine',
      'sports.fixture_not_found': '',
      'sports.betting_closed': 'kicked off or settled',
      'sports.market_suspended': 'its 1X2 market suspended by a trader',
      ...betRefusals,
    },
  }),
  sportsBets: endpoint({
    method: 'get',
    path: '/house/sports/bets',
    summary: "The member's latest 100 sports bets, newest first",
    tag: 'house',
    auth: 'member',
    response: SportsBetList,
  }),
};
