import * as v from 'valibot';
import { Line, Money, Multiplier, paging } from './common';
import { endpoint } from './endpoint';
import { Reason } from './backoffice';
import { says } from './says';
import { BetMarketId, MarketGroup, MarketKind, SelectionId } from './sports';
import { FixtureCode, FixtureState, MarketState, READERS } from './boSportsbook';

/**
 * The trader desk (src/operator/screens/TraderDesk.tsx): one match's every market with its prices, a price set
 * by hand, the whole match suspended, a market settled by hand, the liability per match and the cash-outs
 * players took.
 */

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

export const TraderDeskEndpoints = {
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
};
