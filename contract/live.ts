import * as v from 'valibot';
import { KYC_GATE_ERRORS } from './kycGate';
import { LangField, Line, Money } from './common';
import { endpoint, IDEMPOTENT } from './endpoint';
import { GameId } from './games';
import { BetAmount } from './tables';
import { BET_LIMIT_ERRORS } from './responsible';
import { says } from './says';

/*
 * The live tables (engines/live.ts, server/live): rounds every player of a table shares, one every 30
 * seconds by the server's clock (the round's sequence is floor(epoch ms / 30 000)). Bets are taken for
 * the first 20 seconds; then the round is drawn from HMAC-SHA256(server_seed, "live:<game>:<sequence>:0:block")
 * and its result shown until the next round opens. The server seed's hash is public while bets are open,
 * the seed once the round is drawn. Live without video: the table's state is pushed as server-sent events.
 */

export const LIVE_TABLES = ['roulette', 'bacbo', 'wheel'] as const;
export type LiveTableKey = (typeof LIVE_TABLES)[number];

/** At most this many bets per member and round (all requests together). */
export const MAX_LIVE_BETS = 40;

/** The bets of the three tables (which table takes which: engines/live.ts). */
export const LIVE_BET_KINDS = [
  // roulette
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
  // Bac Bo
  'player',
  'banker',
  'tie',
  // the wheel: a number it pays to one
  'segment',
] as const;
export type LiveBetKind = (typeof LIVE_BET_KINDS)[number];

/** One bet as sent: its kind, the number it names (straight, dozen, column, wheel number) and its amount. */
export const LiveBet = v.object({
  kind: v.picklist(LIVE_BET_KINDS, says('live.bet_invalid')),
  number: v.optional(v.pipe(v.number(says('live.bet_invalid')), v.integer(says('live.bet_invalid')))),
  amount: BetAmount,
});
export type LiveBet = v.InferOutput<typeof LiveBet>;

export const LivePhase = v.picklist(['betting', 'result']);
export type LivePhase = v.InferOutput<typeof LivePhase>;

/** A pair of dice (two numbers). */
const Dice = v.pipe(
  v.array(v.number()),
  v.check((dice) => dice.length === 2),
  v.transform((dice) => dice as [number, number]),
);

/** What a round drew (engines/live.ts LiveOutcome). */
export const LiveOutcome = v.variant('table', [
  v.object({ table: v.literal('roulette'), number: v.number() }),
  v.object({ table: v.literal('bacbo'), player: Dice, banker: Dice }),
  v.object({ table: v.literal('wheel'), stops: v.array(v.number()), value: v.number(), multiplier: v.number() }),
]);
export type LiveOutcome = v.InferOutput<typeof LiveOutcome>;

/** A past round of the table: its sequence and what it drew. */
export const LiveResult = v.object({ sequence: v.number(), outcome: LiveOutcome });
export type LiveResult = v.InferOutput<typeof LiveResult>;

/** A round's fairness: the seed is null while bets are open, then revealed; the client seed is public, the nonce 0. */
export const LiveFairness = v.object({
  server_seed_hash: v.string(),
  server_seed: v.nullable(v.string()),
  client_seed: v.string(),
  nonce: v.number(),
});

/** The table now: the same for every player (what the stream pushes). */
export const LiveState = v.object({
  game_id: v.number(),
  table: v.picklist(LIVE_TABLES),
  /** The current round's number: floor(epoch ms / 30 000). */
  sequence: v.number(),
  phase: LivePhase,
  /** The server's time of this state, ISO. */
  now: v.string(),
  /** When bets close and when the next round opens, ISO. */
  closes_at: v.string(),
  ends_at: v.string(),
  /** Milliseconds left in the phase at `now` (what a countdown starts from). */
  ms_left: v.number(),
  fairness: LiveFairness,
  /** The round's draw, once bets are closed; null while they are open. */
  outcome: v.nullable(LiveOutcome),
  /** The last 12 results, newest first (the current round's once drawn). */
  history: v.array(LiveResult),
});
export type LiveState = v.InferOutput<typeof LiveState>;

/** One of the member's bets on a round, and what it paid (null until the round is drawn). */
export const MyLiveBet = v.object({
  kind: v.picklist(LIVE_BET_KINDS),
  number: v.nullable(v.number()),
  amount: Money,
  win: v.nullable(Money),
});
export type MyLiveBet = v.InferOutput<typeof MyLiveBet>;

export const MyLiveRound = v.object({
  sequence: v.number(),
  bets: v.array(MyLiveBet),
  stake: Money,
  /** What the round paid the member, stake included; null until drawn. */
  win: v.nullable(Money),
});
export type MyLiveRound = v.InferOutput<typeof MyLiveRound>;

/** A live title's table: the rules before the first bet, its state now and the member's bets on the current round. */
export const LiveTable = v.object({
  game_id: v.number(),
  table: v.picklist(LIVE_TABLES),
  rtp: v.string(),
  /** engines/live.ts liveRules: the schedule, every bet with what it pays and its exact return, the layout. */
  rules: v.unknown(),
  min_bet: Money,
  max_bet: Money,
  /**
   * The site's maximum win per round: roulette and Bac Bo refuse bets whose best outcome would win more
   * together (`house.stake_above_max_win`); the money wheel pays a member's round at most this.
   */
  max_win: Money,
  state: LiveState,
  mine: MyLiveRound,
  balance: Money,
});
export type LiveTable = v.InferOutput<typeof LiveTable>;

export const LiveTableQuery = v.object({ game_id: GameId, lang: LangField });

export const LiveBetBody = v.object({
  game_id: GameId,
  launch: Line(1024, says('launch.invalid')),
  /** The round the bets are for: the state's sequence (a closed one is refused). */
  sequence: v.pipe(v.number(says('live.betting_closed')), v.integer(says('live.betting_closed'))),
  bets: v.pipe(
    v.array(LiveBet, says('round.choice_invalid')),
    v.minLength(1, says('round.choice_invalid')),
    v.maxLength(MAX_LIVE_BETS, says('live.too_many_bets', { max: String(MAX_LIVE_BETS) })),
  ),
  lang: LangField,
});
export type LiveBetBody = v.InferInput<typeof LiveBetBody>;

export const LiveBetResult = v.object({ mine: MyLiveRound, balance: Money });
export type LiveBetResult = v.InferOutput<typeof LiveBetResult>;

export const LiveEndpoints = {
  table: endpoint({
    method: 'get',
    path: '/live/table',
    summary:
      "A live title's table: its rules, bets with their pays and exact returns, bet limits, the table's state now (round, phase, time left, the seed's hash, the last 12 results) and the member's bets on the current round",
    tag: 'live',
    auth: 'member',
    background: true,
    query: LiveTableQuery,
    response: LiveTable,
    errors: { 'game.not_found': '', 'game.not_available': 'not a live title' },
  }),
  stream: endpoint({
    method: 'get',
    path: '/live/stream',
    summary:
      "The table's state as server-sent events (text/event-stream): `state` now, then at each phase change (bets open, round drawn); a comment line every 15 s keeps the connection; at most 6 streams per address",
    tag: 'live',
    auth: 'public',
    query: LiveTableQuery,
    response: LiveState,
    errors: {
      'game.not_found': '',
      'game.not_available': 'not a live title',
      'live.streams_limit': 'too many streams open from this address',
    },
    eventStream: true,
  }),
  bet: endpoint({
    method: 'post',
    path: '/live/bet',
    summary:
      'Bets on the current round while its window is open (server time), debited through the seamless wallet (transaction live:<game>:<sequence>:<member>:<n>); paid when the round is drawn. Accepts an Idempotency-Key',
    tag: 'live',
    auth: 'member',
    body: LiveBetBody,
    response: LiveBetResult,
    errors: {
      'identity.incomplete': 'an account from before the identity rule',
      ...KYC_GATE_ERRORS,
      'game.not_found': '',
      'game.not_available': 'not a live title',
      'launch.invalid': 'a launch token that is not this member’s for this game, or expired',
      'live.betting_closed': 'the round’s window is over, or it is not the current round',
      'live.bet_invalid': 'a bet the table does not offer',
      'live.too_many_bets': '',
      'bet.insufficient_balance': '',
      'bet.amount_below_minimum': '0.10 per bet',
      'bet.amount_above_maximum': '1000.00 for the member’s whole stake on the round',
      'house.stake_above_max_win':
        'roulette and Bac Bo: the member’s bets on the round could win more than the maximum win',
      ...BET_LIMIT_ERRORS,
      ...IDEMPOTENT,
    },
  }),
};
