import * as v from 'valibot';
import { Line, Money, Multiplier, paging, plainText, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { Reason } from './backoffice';
import { SettleFixtureResult } from './house';
import { says } from './says';
import { BetMarketId, MarketGroup, MarketKind, SelectionId } from './sports';
import { Score, SportId } from './sportsBoard';

/**
 * The back office's sportsbook (traders act, admins read): the fixtures with their markets and prices,
 * suspending and reopening a market, settling or voiding a fixture, the exposure per selection, and the
 * state of the results source (the sports feed).
 */

/**
 * Where a fixture stands for a trader: upcoming (taking bets before kickoff), live (playing), waiting
 * (its match is over and no result has come yet: the feed is late or has none — settle it by hand),
 * settled, void.
 */
export const FIXTURE_STATES = ['upcoming', 'live', 'waiting', 'settled', 'void'] as const;
export const FixtureState = v.picklist(FIXTURE_STATES, says('request.invalid'));
export type FixtureState = v.InferOutput<typeof FixtureState>;

const FixtureCode = v.pipe(
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

export const DeskQuery = v.object({ fixture: FixtureCode, lang: v.optional(Line(10)) });

/** A price a trader set by hand: the odds, why, who and when. */
export const PriceOverride = v.object({ odds: Multiplier, reason: v.string(), set_at: v.string(), set_by: v.number() });

/**
 * Every market a fixture offers (a model's every market, or the board's four), as the trader desk shows
 * it: suspended by a trader (or with the whole match), the feed's odds now and the odds in force (a
 * trader's override while the market takes bets). `priced` false: the feed offers no price now.
 */
export const DeskMarket = v.object({
  id: v.string(),
  kind: MarketKind,
  group: MarketGroup,
  suspended: v.boolean(),
  suspended_reason: v.nullable(v.string()),
  priced: v.boolean(),
  selections: v.array(
    v.object({
      selection: v.string(),
      feed_odds: v.nullable(Multiplier),
      odds: v.nullable(Multiplier),
      override: v.nullable(PriceOverride),
    }),
  ),
});
export type DeskMarket = v.InferOutput<typeof DeskMarket>;
export const DeskMarkets = v.object({
  fixture: v.string(),
  sport: v.string(),
  home: v.string(),
  away: v.string(),
  state: FixtureState,
  /** The whole match suspended (every market), with the reason. */
  match_suspended: v.boolean(),
  match_suspended_reason: v.nullable(v.string()),
  markets: v.array(DeskMarket),
});
export type DeskMarkets = v.InferOutput<typeof DeskMarkets>;

/** Odds a trader types: 1.01 to 1000.00, two decimals at most. */
export const OverrideOdds = v.pipe(
  v.string(says('sports.override_odds_invalid')),
  v.trim(),
  v.regex(/^\d{1,4}(\.\d{1,2})?$/, says('sports.override_odds_invalid')),
  v.check((odds) => Number(odds) >= 1.01 && Number(odds) <= 1000, says('sports.override_odds_invalid')),
);
export const OverrideBody = v.object({
  fixture: FixtureCode,
  market: BetMarketId,
  selection: SelectionId,
  odds: OverrideOdds,
  reason: Reason,
});
export type OverrideBody = v.InferInput<typeof OverrideBody>;
export const RemoveOverrideBody = v.object({
  fixture: FixtureCode,
  market: BetMarketId,
  selection: SelectionId,
  reason: Reason,
});
export type RemoveOverrideBody = v.InferInput<typeof RemoveOverrideBody>;
export const OverrideState = v.object({
  fixture: v.string(),
  market: v.string(),
  selection: v.string(),
  override: v.nullable(PriceOverride),
});

/**
 * The liability of the open bets, riskiest match first. Per selection: the open singles on it (their
 * stakes, what they pay if it wins) and the house's result if it wins (the market's single stakes − that
 * payout: negative is a loss); accumulators with an open leg on it, with their whole potential payout
 * counted on each of their open legs (an upper bound: the slip pays only if every leg wins). Per match:
 * the worst case of its singles (each market's worst result, summed) and its accumulators' potential
 * payout (each slip with an open leg on the match counted once).
 */
export const LiabilityQuery = v.object({ ...paging(20), lang: v.optional(Line(10)) });
export const SelectionLiability = v.object({
  market: v.string(),
  selection: v.string(),
  bets: v.number(),
  stakes: Money,
  payout: Money,
  /** The house's result on the market's singles if this selection wins (negative: a loss). */
  result: Money,
  accumulators: v.number(),
  accumulator_payout: Money,
});
export type SelectionLiability = v.InferOutput<typeof SelectionLiability>;
export const MatchLiability = v.object({
  fixture: v.string(),
  sport: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  state: FixtureState,
  bets: v.number(),
  stakes: Money,
  /** The sum of each market's worst result on its singles (negative: what the house may lose). */
  worst_result: Money,
  accumulators: v.number(),
  accumulator_payout: Money,
  /** Riskiest first: by the house's result if it wins, then by the accumulators' payout. */
  selections: v.array(SelectionLiability),
});
export type MatchLiability = v.InferOutput<typeof MatchLiability>;
export const LiabilityPage = v.object({ list: v.array(MatchLiability), total: v.number(), at: v.string() });
export type LiabilityPage = v.InferOutput<typeof LiabilityPage>;

/**
 * A market settled by hand (any kind: corners, cards, scorers… which a score alone cannot settle): the
 * outcome of each selection with open bets (won, lost or void; `void` alone voids the whole market), with
 * a reason. Every open leg on the market is settled once (the fixture locked for update: the feed's
 * settlement of the match waits, then passes those legs by, or went first and this is refused), the slips
 * left with no open leg are paid through the ledger, and the market stays suspended for the rest of the
 * match (no new bet on a market already settled).
 */
export const LegOutcome = v.picklist(['won', 'lost', 'void'], says('sports.outcome_missing'));
export const SettleMarketBody = v.object({
  fixture: FixtureCode,
  market: BetMarketId,
  outcomes: v.union([v.literal('void'), v.record(SelectionId, LegOutcome)], says('sports.outcome_missing')),
  reason: Reason,
});
export type SettleMarketBody = v.InferInput<typeof SettleMarketBody>;
export const SettleMarketResult = v.object({
  fixture: v.string(),
  market: v.string(),
  legs_settled: v.number(),
  slips_settled: v.number(),
  /** What the slips settled now paid (winnings and stakes given back). */
  paid_now: Money,
});
export type SettleMarketResult = v.InferOutput<typeof SettleMarketResult>;

/** The cash-outs players took, newest first: each payment (a partial one leaves the rest riding). */
export const CashOutsQuery = v.object({ ...paging(50), lang: v.optional(Line(10)) });
export const CashOutTaken = v.object({
  id: v.number(),
  member_id: v.number(),
  member: v.string(),
  slip: v.string(),
  legs: v.number(),
  /** The stake this cash-out took off the slip, and what it paid. */
  stake: Money,
  paid: Money,
  at: v.string(),
  /** full: nothing left riding; partial: the rest of the stake rides on. */
  kind: v.picklist(['full', 'partial']),
});
export type CashOutTaken = v.InferOutput<typeof CashOutTaken>;
export const CashOutsPage = v.object({ list: v.array(CashOutTaken), total: v.number() });
export type CashOutsPage = v.InferOutput<typeof CashOutsPage>;

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

const READERS = ['trader', 'admin'] as const;

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
  deskMarkets: endpoint({
    method: 'get',
    path: '/operator/sportsbook/desk/markets',
    summary:
      "Every market a fixture offers with the feed's odds, the odds in force (a trader's override), and what traders suspended",
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    query: DeskQuery,
    response: DeskMarkets,
    errors: { 'sports.fixture_not_found': '' },
  }),
  suspendMatch: endpoint({
    method: 'post',
    path: '/operator/sportsbook/matches/suspend',
    summary: 'Suspends a whole match: every market of it shows without prices and bets and cash-outs on it are refused',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: v.object({ fixture: FixtureCode, reason: Reason }),
    response: MarketState,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'the fixture is settled or void',
      'sports.market_already_suspended': '',
    },
  }),
  reopenMatch: endpoint({
    method: 'post',
    path: '/operator/sportsbook/matches/reopen',
    summary: 'Reopens a whole match suspended (its markets suspended one by one stay suspended)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: v.object({ fixture: FixtureCode, reason: Reason }),
    response: MarketState,
    errors: { 'sports.fixture_not_found': '', 'sports.market_not_suspended': '' },
  }),
  overridePrice: endpoint({
    method: 'post',
    path: '/operator/sportsbook/prices/override',
    summary:
      "Sets a selection's odds by hand, with a reason (audited): the board, the markets endpoint and the slip use them while the market takes bets",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: OverrideBody,
    response: OverrideState,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'the fixture is settled or void',
      'sports.market_invalid': 'a market or selection the fixture does not offer',
      'sports.override_odds_invalid': '',
    },
  }),
  removeOverride: endpoint({
    method: 'post',
    path: '/operator/sportsbook/prices/remove',
    summary: "Removes a price override, with a reason (audited): the selection is back at the feed's odds",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: RemoveOverrideBody,
    response: OverrideState,
    errors: { 'sports.fixture_not_found': '', 'sports.override_not_found': '' },
  }),
  settleMarket: endpoint({
    method: 'post',
    path: '/operator/sportsbook/markets/settle',
    summary:
      "Settles one market's open legs by hand (won, lost or void per selection, or the market void), with a reason: the slips left with no open leg paid once; the market stays suspended",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['trader'],
    body: SettleMarketBody,
    response: SettleMarketResult,
    errors: {
      'sports.fixture_not_found': '',
      'sports.already_settled': 'the fixture is settled or void',
      'sports.market_invalid': 'a market the fixture does not offer',
      'sports.outcome_missing': 'a selection with open bets has no outcome',
    },
  }),
  liability: endpoint({
    method: 'get',
    path: '/operator/sportsbook/liability',
    summary:
      'The open bets’ liability per match and per selection of every market, riskiest first (accumulators: their payout on each open leg)',
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    query: LiabilityQuery,
    response: LiabilityPage,
  }),
  cashOuts: endpoint({
    method: 'get',
    path: '/operator/sportsbook/cashouts',
    summary: 'The cash-outs players took, newest first: member, slip, stake taken, paid, when, full or partial',
    tag: 'backoffice',
    auth: 'operator',
    roles: READERS,
    query: CashOutsQuery,
    response: CashOutsPage,
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
