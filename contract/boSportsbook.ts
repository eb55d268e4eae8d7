import * as v from 'valibot';
import { Line, Money, Multiplier, paging, plainText, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { Reason } from './backoffice';
import { SettleFixtureResult } from './house';
import { says } from './says';
import { BetMarketId } from './sports';
import { Score, SportId } from './sportsBoard';

/**
 * The back office's sportsbook (traders act, admins read): the fixtures with their markets and prices,
 * suspending and reopening a market, settling or voiding a fixture, the exposure per selection, and the
 * state of the results source (the sports feed). The trader desk's work, match by match, is boTraderDesk.ts.
 */

/**
 * Where a fixture stands for a trader: upcoming (taking bets before kickoff), live (playing), waiting
 * (its match is over and no result has come yet: the feed is late or has none — settle it by hand),
 * settled, void.
 */
export const FIXTURE_STATES = ['upcoming', 'live', 'waiting', 'settled', 'void'] as const;
export const FixtureState = v.picklist(FIXTURE_STATES, says('request.invalid'));
export type FixtureState = v.InferOutput<typeof FixtureState>;

export const FixtureCode = v.pipe(
  v.string(says('sports.fixture_not_found')),
  plainText(says('sports.fixture_not_found')),
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, says('sports.fixture_not_found')),
  v.maxLength(64, says('sports.fixture_not_found')),
);

export const TraderFixturesQuery = v.object({
  /** One sport's fixtures (football's when absent). */
  sport: v.optional(SportId),
  state: v.optional(FixtureState),
  /** The São Paulo day of kickoff (YYYY-MM-DD). */
  day: v.optional(BusinessDay(says('audit.day_invalid'))),
  league: v.optional(Line(32)),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export type TraderFixturesQuery = v.InferInput<typeof TraderFixturesQuery>;

export const TraderMarket = v.object({
  /** Football's four (MarketId), or another sport's main market: who wins (`moneyline`, `match`, `winner`). */
  market: v.string(),
  /** Suspended by a trader (takes no bets until reopened); `priced` false: the feed offers no prices now. */
  suspended: v.boolean(),
  suspended_at: v.nullable(v.string()),
  suspended_reason: v.nullable(v.string()),
  priced: v.boolean(),
  /** Each selection in the market's order with its odds now (null while the market has no price). */
  selections: v.array(v.object({ selection: v.string(), odds: v.nullable(Multiplier) })),
});
export type TraderMarket = v.InferOutput<typeof TraderMarket>;

export const TraderFixture = v.object({
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  sport: SportId,
  /**
   * When the event ends at the latest (a football match: kickoff + two halves and the break; another sport:
   * its model's longest): past it, a result is due.
   */
  ends_at: v.string(),
  state: FixtureState,
  /** While live: the minute, the period and the score. */
  live: v.nullable(v.object({ minute: v.number(), period: v.string(), score: Score })),
  /** Once settled: the 1X2 result, the score (null for a bare result), who settled it and when. */
  result: v.nullable(v.picklist(['home', 'draw', 'away'])),
  score: v.nullable(Score),
  settled_by: v.nullable(v.picklist(['feed', 'operator'])),
  settled_at: v.nullable(v.string()),
  markets: v.array(TraderMarket),
  /** The bets still open on it: single bets and slips with an open leg here, and their stakes. */
  open_bets: v.number(),
  open_stakes: Money,
});
export type TraderFixture = v.InferOutput<typeof TraderFixture>;
export const TraderFixturePage = v.object({ list: v.array(TraderFixture), total: v.number(), at: v.string() });

/** The whole match: suspending it suspends every market of the fixture at once. */
export const WHOLE_MATCH = '*';
/** Any market the fixture offers (the board's four or a model's, as a slip names it). */
export const MarketBody = v.object({ fixture: FixtureCode, market: BetMarketId, reason: Reason });
export type MarketBody = v.InferInput<typeof MarketBody>;
export const MarketState = v.object({
  fixture: v.string(),
  /** The market's id, or `*` for the whole match. */
  market: v.string(),
  suspended: v.boolean(),
  suspended_at: v.nullable(v.string()),
  suspended_reason: v.nullable(v.string()),
});

export const TraderSettleBody = v.object({
  fixture: FixtureCode,
  /** A score "2-1" (home goals first: every market is settled from it), a bare result, or "void" (stakes back). */
  result: v.pipe(
    v.string(says('sports.result_invalid')),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^(home|draw|away|void|\d{1,2}-\d{1,2})$/, says('sports.result_invalid')),
  ),
  reason: Reason,
});
export type TraderSettleBody = v.InferInput<typeof TraderSettleBody>;

export const ExposureQuery = v.object({ fixture: FixtureCode, lang: v.optional(Line(10)) });

export const SelectionExposure = v.object({
  selection: v.string(),
  /** The odds now (null while the market has no price). */
  odds: v.nullable(Multiplier),
  /** Open single bets (the game screen's bets and one-leg slips) on it: how many, their stakes, what they pay if it wins. */
  bets: v.number(),
  stakes: Money,
  payout: Money,
  /**
   * Open accumulators with a leg on it: how many, and what they pay at most if it wins and every other leg
   * wins too (an upper bound: their stakes are not this market's).
   */
  accumulators: v.number(),
  accumulator_payout: Money,
});
export const MarketExposure = v.object({
  /** As TraderMarket's. */
  market: v.string(),
  suspended: v.boolean(),
  bets: v.number(),
  /** The open single stakes on the market. */
  stakes: Money,
  selections: v.array(SelectionExposure),
  /**
   * The worst case of the market's singles: the outcome at which the house pays most, what it pays then,
   * and the house's result (stakes − payout: negative is a loss); with the accumulators' upper bound.
   */
  worst: v.object({
    outcome: v.string(),
    payout: Money,
    result: Money,
    accumulator_payout: Money,
  }),
});
export type MarketExposure = v.InferOutput<typeof MarketExposure>;
export const FixtureExposure = v.object({
  fixture: v.string(),
  home: v.string(),
  away: v.string(),
  state: FixtureState,
  markets: v.array(MarketExposure),
  /** All open single stakes on the fixture, and the sum of the markets' worst results (each market's worst). */
  stakes: Money,
  worst_result: Money,
});
export type FixtureExposure = v.InferOutput<typeof FixtureExposure>;

export const FeedState = v.object({
  /** The configured source: the embedded simulator, or a provider's adapter. */
  source: v.picklist(['simulator', 'provider']),
  /** ok: every finished match has its result; late: some wait longer than the grace minutes. */
  state: v.picklist(['ok', 'late']),
  grace_minutes: v.number(),
  at: v.string(),
  /** The latest result the feed gave (a fixture settled by the feed), or null. */
  last_result: v.nullable(
    v.object({ fixture: v.string(), home: v.string(), away: v.string(), score: v.nullable(Score), at: v.string() }),
  ),
  /** Results the feed gave during today (São Paulo) and how many fixtures the operator settled by hand. */
  results_today: v.number(),
  manual_today: v.number(),
  /** Fixtures whose match is over with no result yet (oldest first, at most 50 listed), and how many in all. */
  waiting: v.array(
    v.object({
      fixture: v.string(),
      home: v.string(),
      away: v.string(),
      kickoff: v.string(),
      ended_at: v.string(),
      minutes_late: v.number(),
    }),
  ),
  waiting_total: v.number(),
});
export type FeedState = v.InferOutput<typeof FeedState>;

/** Who may read the sportsbook's screens. */
export const READERS = ['trader', 'admin'] as const;

export const SportsbookEndpoints = {
  traderFixtures: endpoint({
    method: 'get',
    path: '/operator/sportsbook/fixtures',
    summary:
      'The fixtures by kickoff (filtered by state, São Paulo day of kickoff and league) with their markets, prices, suspensions, state and open stakes',
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    query: TraderFixturesQuery,
    response: TraderFixturePage,
  }),
  suspendMarket: endpoint({
    method: 'post',
    path: '/operator/sportsbook/markets/suspend',
    summary: 'Suspends a market of a fixture: the board shows it without prices and bets on it are refused',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: MarketBody,
    response: MarketState,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'the fixture is settled or void',
      'sports.market_invalid': 'a market the fixture does not offer',
      'sports.market_already_suspended': '',
    },
  }),
  reopenMarket: endpoint({
    method: 'post',
    path: '/operator/sportsbook/markets/reopen',
    summary: 'Reopens a suspended market: it takes bets again at the feed’s prices',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: MarketBody,
    response: MarketState,
    errors: {
      'sports.fixture_not_found': '',
      'sports.market_not_suspended': '',
    },
  }),
  traderSettle: endpoint({
    method: 'post',
    path: '/operator/sportsbook/settle',
    summary:
      'Settles a fixture with its final score (every market from it), a bare result, or void (stakes back), with a reason: every open bet and leg once, through the ledger',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: TraderSettleBody,
    response: SettleFixtureResult,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'with another result',
      'sports.result_invalid': '',
      'sports.settle_by_markets': 'a score or bare result for another sport than football (only void)',
    },
  }),
  exposure: endpoint({
    method: 'get',
    path: '/operator/sportsbook/exposure',
    summary:
      "A fixture's open stakes and potential payout per selection (singles, and accumulators' upper bound), and each market's worst case",
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    query: ExposureQuery,
    response: FixtureExposure,
    errors: { 'sports.fixture_not_found': '' },
  }),
  feedState: endpoint({
    method: 'get',
    path: '/operator/sportsbook/feed',
    summary:
      "The results source's state: the last result received, and the fixtures past their end still waiting for one",
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    response: FeedState,
  }),
};
