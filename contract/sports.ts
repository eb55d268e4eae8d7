import * as v from 'valibot';
import { LangField, Line, Money, Multiplier } from './common';
import { endpoint, IDEMPOTENT } from './endpoint';
import { BetAmount } from './tables';
import { betRefusals } from './house';
import { BET_LIMIT_ERRORS } from './responsible';
import { says } from './says';
import { BetMarketId, Score, SelectionId, SportsBoardEndpoints } from './sportsBoard';

export * from './sportsBoard';

/**
 * The sports section (its own module, so the first page carries none of it): slips (singles and
 * accumulators) and the member's bets; the board of leagues and fixtures is contract/sportsBoard.ts.
 */

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

/** A leg's: half_won / half_lost on a quarter line (half the stake on each neighbouring line). */
const LegStatus = v.picklist(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']);

export const SlipLeg = v.object({
  fixture_id: v.string(),
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
  kind: v.picklist(['single', 'accumulator']),
  /** The product of the legs' odds, rounded down to the hundredth. */
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
