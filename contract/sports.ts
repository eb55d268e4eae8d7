import * as v from 'valibot';
import { LangField, Line, Money, Multiplier } from './common';
import { endpoint, IDEMPOTENT } from './endpoint';
import { BetAmount, betRefusals } from './tables';
import { BET_LIMIT_ERRORS } from './responsible';
import { says } from './says';
import { Score, SportId, SportsBoardEndpoints, SportsEvent } from './sportsBoard';

export * from './sportsBoard';

/**
 * The sports section (its own module, so the first page carries none of it): slips (singles and
 * accumulators) and the member's bets; the board of leagues and fixtures is contract/sportsBoard.ts.
 */

/**
 * A market a slip may name: the board's four (MarketId) or any other a fixture priced by a sport model
 * offers ("ah:-0.25", "total:3.5", "cs", "scorer:anytime", "corners:total:9.5"…); the server checks it
 * against the fixture's markets now.
 */
export const BetMarketId = v.pipe(
  v.string(says('sports.market_invalid')),
  v.regex(/^[a-z0-9][a-z0-9:+._-]{0,31}$/, says('sports.market_invalid')),
);
/** A selection of a market ("home", "over", "2-1", "other_home", "home/draw", "home:9"…). */
export const SelectionId = v.pipe(
  v.string(says('sports.market_invalid')),
  v.regex(/^[a-z0-9][a-z0-9:+./_-]{0,15}$/, says('sports.market_invalid')),
);

/** The match page's tabs: main, goals, handicaps, corners and cards, players. */
export const MarketGroup = v.picklist(['main', 'goals', 'handicaps', 'corners_cards', 'players']);
export type MarketGroup = v.InferOutput<typeof MarketGroup>;

/** A market's kind: its margin band (the rules publish each kind's margin). */
export const MarketKind = v.picklist(['main', 'handicap', 'totals', 'exact', 'props', 'players']);

export const FixtureMarket = v.object({
  /** The market's id, as a slip names it. */
  id: v.string(),
  kind: MarketKind,
  /** Suspended: no bets now (nearly decided, around a dangerous moment, or by a trader); its odds are null. */
  suspended: v.boolean(),
  selections: v.array(v.object({ selection: v.string(), odds: v.nullable(Multiplier) })),
});
export type FixtureMarket = v.InferOutput<typeof FixtureMarket>;

export const FixtureMarkets = v.object({
  /** The server's time the odds were taken at. */
  at: v.string(),
  event: v.object({
    id: v.string(),
    league: v.string(),
    competition: v.string(),
    home: v.string(),
    away: v.string(),
    kickoff: v.string(),
    /** The fixture's sport (the server always says it; football when absent). */
    sport: v.optional(SportId),
    /** closed: settled, void or over (no markets). */
    status: v.picklist(['upcoming', 'live', 'closed']),
    live: SportsEvent.entries.live,
  }),
  /** The fixture's markets by tab, in the tabs' order (a tab without markets is left out). */
  groups: v.array(v.object({ group: MarketGroup, markets: v.array(FixtureMarket) })),
});
export type FixtureMarkets = v.InferOutput<typeof FixtureMarkets>;

const SlipOdds = v.pipe(
  v.string(says('sports.market_invalid')),
  v.regex(/^\d{1,4}\.\d{2}$/, says('sports.market_invalid')),
);

export const SlipLegBody = v.object({
  fixture_id: Line(64, says('sports.fixture_not_found')),
  market: BetMarketId,
  selection: SelectionId,
  /** The odds the player saw: the bet is refused with sports.odds_changed when they are no longer the odds. */
  odds: SlipOdds,
});
export type SlipLegBody = v.InferInput<typeof SlipLegBody>;

/** 1 to 10 selections (one a single, more an accumulator), on different fixtures. */
export const MAX_SLIP_LEGS = 10;
export const MAX_SLIP_ODDS = '1000.00';
/**
 * The live bet delay: a slip with a selection on a match being played is taken, waits this long, and is
 * accepted only at the odds then in force (else refused with the new odds, or because a market is suspended).
 */
export const LIVE_BET_DELAY_SECONDS = 5;
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

/**
 * The bet builder ("Criar Aposta"): 2 to MAX_BUILDER_PICKS selections of one match, priced from the joint
 * probability the match's model gives them (not the product of their odds) with the builder's margin,
 * floor(100 / (p × (1 + margin))) hundredths. It wins when every selection wins; a selection void makes the
 * builder void (the stake back). It cannot be cashed out.
 */
export const MAX_BUILDER_PICKS = 6;
const BUILDER_COUNT = { min: '2', max: String(MAX_BUILDER_PICKS) };

export const BuilderPickBody = v.object({ market: BetMarketId, selection: SelectionId });
export type BuilderPickBody = v.InferInput<typeof BuilderPickBody>;

const BuilderPicks = v.pipe(
  v.array(BuilderPickBody, says('sports.selections_count', BUILDER_COUNT)),
  v.minLength(2, says('sports.selections_count', BUILDER_COUNT)),
  v.maxLength(MAX_BUILDER_PICKS, says('sports.selections_count', BUILDER_COUNT)),
);

export const BuilderQuoteBody = v.object({
  fixture_id: Line(64, says('sports.fixture_not_found')),
  picks: BuilderPicks,
});
export type BuilderQuoteBody = v.InferInput<typeof BuilderQuoteBody>;

export const BuilderQuote = v.object({
  fixture_id: v.string(),
  /** The builder's odds now: from the picks' joint probability with the builder's margin. */
  odds: Multiplier,
  /** The builder's margin, in percent ("10.00"). */
  margin: v.string(),
});
export type BuilderQuote = v.InferOutput<typeof BuilderQuote>;

/** Why a builder's selections are not priced: the quote's refusals, and the placement's before its own. */
const BUILDER_REFUSALS = {
  'sports.fixture_not_found': '',
  'sports.betting_closed': 'settled, void, or live past the last minute for bets',
  'sports.market_invalid': 'a market or selection the match does not have',
  'sports.market_suspended': 'a market of a selection is suspended (decided, a dangerous moment, a trader)',
  'sports.selections_count': 'params: min 2, max 6',
  'sports.builder_unsupported':
    'a market the builder does not combine (one that can push or pay half), the same selection twice, or a match without a model',
  'sports.builder_impossible': 'the selections cannot all happen together',
  'sports.builder_too_likely': 'the selections together are priced below 1.01',
  'sports.odds_above_maximum': 'params: max',
} as const;

export const BuilderBody = v.object({
  ...BuilderQuoteBody.entries,
  /** The builder's odds the player saw: refused with sports.odds_changed when they are no longer the odds. */
  odds: SlipOdds,
  amount: BetAmount,
  lang: LangField,
});
export type BuilderBody = v.InferInput<typeof BuilderBody>;

/** A leg's: half_won / half_lost on a quarter line (half the stake on each neighbouring line). */
const LegStatus = v.picklist(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']);

export const SlipLeg = v.object({
  fixture_id: v.string(),
  /** The fixture's sport, which names its markets (the server always says it; football when absent). */
  sport: v.optional(SportId),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  market: v.string(),
  selection: v.string(),
  odds: Multiplier,
  status: LegStatus,
  /** The final score once the fixture is settled with one. */
  score: v.nullable(Score),
  /** sha256 of the fixture's seed, fixed before kickoff (null with a feed that is not simulated). */
  commitment: v.nullable(v.string()),
  /** The fixture's seed once it is settled or void: it replays the match and hashes to the commitment. */
  seed: v.nullable(v.string()),
});
export type SlipLeg = v.InferOutput<typeof SlipLeg>;

/**
 * An open slip's cash-out offer now (engines/cashOut.ts): `value` for its whole riding stake, or null
 * while `suspended` (a market of an open leg suspended, not priced, or past the last minute for bets).
 */
export const CashOutOffer = v.object({
  value: v.nullable(Money),
  suspended: v.boolean(),
});
export type CashOutOffer = v.InferOutput<typeof CashOutOffer>;

export const Slip = v.object({
  slip_id: v.string(),
  /** builder: legs of one match at the odds of their joint probability. */
  kind: v.picklist(['single', 'accumulator', 'builder']),
  /** The product of the legs' odds, rounded down to the hundredth (a builder's: its own price). */
  odds: Multiplier,
  /** The stake still riding (the stake placed less what was cashed out). */
  amount: Money,
  potential_win: Money,
  /** cashed_out: the whole stake was cashed out before the slip settled. */
  status: v.picklist(['open', 'won', 'lost', 'void', 'cashed_out']),
  win_amount: Money,
  /** The part of the stake cashed out so far, and what those cash-outs paid. */
  cashed_stake: Money,
  cashed_out: Money,
  /** An open slip's cash-out offer; null once settled, or when a leg already lost. */
  cash_out: v.nullable(CashOutOffer),
  placed_at: v.string(),
  settled_at: v.nullable(v.string()),
  legs: v.array(SlipLeg),
  /** The wallet balance after the bet (in the answer to placing it only). */
  balance: v.optional(Money),
});
export type Slip = v.InferOutput<typeof Slip>;
export const SlipList = v.array(Slip);

export const CashOutBody = v.object({
  slip_id: Line(64, says('sports.slip_not_found')),
  /** The part of the riding stake to cash out: all of it, or part, leaving at least the minimum bet. */
  amount: BetAmount,
  /**
   * The cash-out value the player saw for that part: refused with sports.cashout_changed when it is not the
   * value now (at most nine digits of reais: no offer comes near).
   */
  value: v.pipe(v.string(says('amount.invalid')), v.regex(/^\d{1,9}\.\d{2}$/, says('amount.invalid'))),
  lang: LangField,
});
export type CashOutBody = v.InferInput<typeof CashOutBody>;

export const CashOutResult = v.object({
  slip: Slip,
  /** What this cash-out paid. */
  paid: Money,
  balance: Money,
});
export type CashOutResult = v.InferOutput<typeof CashOutResult>;

export const SportsEndpoints = {
  ...SportsBoardEndpoints,
  sportsFixtureMarkets: endpoint({
    method: 'get',
    path: '/house/sports/fixtures/:code/markets',
    summary:
      "Every market of one fixture by tab (main, goals, handicaps, corners_cards, players), each with its kind, its selections' current odds and whether it is suspended; a fixture priced by the football model offers its every market (1X2, double chance, draw no bet, Asian and European handicaps, totals, team totals, correct score, half-time/full-time, first half, corners, cards, goalscorers…), one from before the models the board's four",
    tag: 'house',
    auth: 'public',
    response: FixtureMarkets,
    background: true,
    errors: { 'sports.fixture_not_found': '' },
  }),
  sportsSlip: endpoint({
    method: 'post',
    path: '/house/sports/slip',
    summary:
      'Place a single or an accumulator (2 to 10 selections on different fixtures, odds multiplied) at the odds the player saw, before kickoff or live (a live slip is answered after the live bet delay, priced when it ends); the stake goes through the wallet',
    tag: 'house',
    auth: 'member',
    body: SlipBody,
    response: Slip,
    errors: {
      ...BET_LIMIT_ERRORS,
      'sports.fixture_not_found': '',
      'sports.betting_closed': 'settled, void, or live past the last minute for bets',
      'sports.market_invalid': 'a market or selection the match does not have',
      'sports.market_suspended':
        'a live market whose outcome is (nearly) decided, suspended around a dangerous moment, or one a trader suspended',
      'sports.odds_changed':
        'params: odds (the new combined odds); data.changes: [{ pick: "fixture:market:selection", odds }]',
      'sports.selections_count': 'params: min 1, max 10',
      'sports.same_fixture': 'two selections on one fixture',
      'sports.odds_above_maximum': 'params: max',
      'game.not_found': 'no sportsbook game in the catalogue',
      ...betRefusals,
    },
  }),
  sportsBuilderQuote: endpoint({
    method: 'post',
    path: '/house/sports/builder/quote',
    summary:
      "The bet builder's odds now for 2 to 6 selections of one match priced by the football model: the joint probability they all win (not the product of their odds) with the builder's margin",
    tag: 'house',
    auth: 'public',
    body: BuilderQuoteBody,
    response: BuilderQuote,
    background: true,
    errors: {
      ...BUILDER_REFUSALS,
    },
  }),
  sportsBuilder: endpoint({
    method: 'post',
    path: '/house/sports/builder',
    summary:
      'Place a bet builder (2 to 6 selections of one match) at the odds the player was quoted, before kickoff or live (after the live bet delay); the stake goes through the wallet; it pays its odds when every selection wins and is void (stake back) when one is void',
    tag: 'house',
    auth: 'member',
    body: BuilderBody,
    response: Slip,
    errors: {
      ...BET_LIMIT_ERRORS,
      ...BUILDER_REFUSALS,
      'sports.odds_changed': "params: odds (the builder's odds now)",
      'game.not_found': 'no sportsbook game in the catalogue',
      ...betRefusals,
    },
  }),
  sportsCashout: endpoint({
    method: 'post',
    path: '/house/sports/cashout',
    summary:
      'Cash out all or part of an open slip at the value the server offers now (the fair chance its open legs win, less the cash-out margin); the rest of the stake rides on at the same odds',
    tag: 'house',
    auth: 'member',
    body: CashOutBody,
    response: CashOutResult,
    errors: {
      'sports.slip_not_found': "not one of the member's slips",
      'sports.cashout_closed': 'the slip is settled, void, cashed out, or a leg already lost',
      'sports.cashout_suspended': 'a market of an open leg is suspended, not priced or past the last minute for bets',
      'sports.cashout_changed':
        'params: value (the value now for that part of the stake); data.offer: the value for the whole stake',
      'sports.cashout_amount': 'params: min, max (the riding stake)',
      'sports.builder_no_cashout': 'a bet builder cannot be cashed out',
      'bet.amount_below_minimum': '0.10',
      'bet.amount_above_maximum': '1000.00',
      ...IDEMPOTENT,
    },
  }),
  sportsSlips: endpoint({
    method: 'get',
    path: '/house/sports/slips',
    summary:
      "The member's latest 100 slips of the sports section with their legs, newest first (open and settled), each open one with its cash-out offer now",
    tag: 'house',
    auth: 'member',
    response: SlipList,
    // The app polls it while My bets shows open bets.
    background: true,
  }),
};
