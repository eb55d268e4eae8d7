import * as v from 'valibot';
import { LangField, Line, Money } from './common';
import { endpoint } from './endpoint';
import { ENGINES, GameId } from './games';
import { betRefusals, Commitment } from './tables';
import { BET_LIMIT_ERRORS } from './responsible';
import { says } from './says';

/*
 * The house provider's tables: every engine but crash and the sportsbook plays through these four calls.
 * A round opens with the player's choice (the bets on the table, the picks, the cards bought…), may take
 * actions (hit, stand, draw, reveal…) and ends settled; its stake and win go through the operator's
 * seamless wallet (contract/seamless.ts). The engines themselves are in engines/ (shared with the
 * browser's verifier).
 */

/** A round's fairness: the server seed is null until the round is over, then revealed. */
export const RoundFairness = v.object({
  server_seed_hash: v.string(),
  server_seed: v.nullable(v.string()),
  client_seed: v.string(),
  nonce: v.number(),
});
export type RoundFairness = v.InferOutput<typeof RoundFairness>;

export const RoundStatus = v.picklist(['open', 'settled']);

/**
 * A round as the player sees it. `choice` and `actions` are what the player sent (they replay the round
 * with the seeds); `view` is the engine's view of the state (engines/<engine>.ts: its `view`), with what
 * is still hidden left out while the round is open.
 */
export const RoundView = v.object({
  round_id: v.string(),
  game_id: v.number(),
  engine: v.picklist(ENGINES),
  /** The title's variant (engines/<engine>.ts VARIANTS key). */
  variant: v.string(),
  status: RoundStatus,
  stake: Money,
  /** What the round paid, stake included; "0.00" while open. */
  win: Money,
  balance: Money,
  choice: v.unknown(),
  actions: v.array(v.unknown()),
  view: v.unknown(),
  fairness: RoundFairness,
  /** The commitment for the member's next round. */
  next: Commitment,
  created_at: v.string(),
  /** When an open round is closed for the player (blackjack: every hand stood), ISO; null once settled. */
  closes_at: v.nullable(v.string()),
});
export type RoundView = v.InferOutput<typeof RoundView>;

export const TableQuery = v.object({ game_id: GameId, lang: LangField });

/** A title's table: its rules and paytable, stated RTP and bet limits before the first bet; an open round to resume. */
export const Table = v.object({
  game_id: v.number(),
  engine: v.picklist(ENGINES),
  variant: v.string(),
  rtp: v.string(),
  rules: v.unknown(),
  min_bet: Money,
  max_bet: Money,
  /**
   * The site's maximum win per round: a choice whose best outcome would win more is refused before the draw
   * (`house.stake_above_max_win`), or, for the titles that cap (mines, slots), the round pays at most this.
   */
  max_win: Money,
  commitment: Commitment,
  open: v.nullable(RoundView),
});
export type Table = v.InferOutput<typeof Table>;

export const RoundId = Line(64, says('round.not_found'));

export const StartBody = v.object({
  game_id: GameId,
  /** The launch token of the URL /day7/day7LoginV2 answered (`launch=`). */
  launch: Line(1024, says('launch.invalid')),
  choice: v.unknown(),
  client_seed: v.optional(Line(64)),
  lang: LangField,
});
export type StartBody = v.InferInput<typeof StartBody>;

export const ActBody = v.object({
  round_id: RoundId,
  launch: Line(1024, says('launch.invalid')),
  action: v.unknown(),
  lang: LangField,
});
export type ActBody = v.InferInput<typeof ActBody>;

export const RoundQuery = v.object({ round_id: RoundId, lang: LangField });

/** The rounds' refusals; the server adds every engine rule's code ('blackjack.cannot_split'…) to them. */
const roundErrors = {
  ...BET_LIMIT_ERRORS,
  ...betRefusals,
  // A choice's amounts are BetAmount strings: its refusals.
  'amount.required': '',
  'amount.not_a_number': '',
  'amount.two_decimals': '',
  'bet.positive': '',
  'game.not_found': '',
  'game.not_available': 'crash and sports games have their own calls',
  'launch.invalid': 'a launch token that is not this member’s for this game, or expired',
  'round.choice_invalid': 'the choice does not fit the game',
  'round.finish_open': 'a round of this game is still open (finish it first)',
  'house.stake_above_max_win': 'the choice’s best outcome would win more than the site’s maximum win per round',
} as const;

export const RoundEndpoints = {
  table: endpoint({
    method: 'get',
    path: '/house/table',
    summary:
      "A house title's table: its engine and variant, rules and paytable, stated return to player, bet limits, the member's commitment (sha256 of the server seed of their next round) and their open round, if any",
    tag: 'house',
    auth: 'member',
    query: TableQuery,
    response: Table,
    errors: { 'game.not_found': '', 'game.not_available': '' },
  }),
  start: endpoint({
    method: 'post',
    path: '/house/rounds',
    summary:
      'Open a round: the stake is debited through the seamless wallet, the outcome is drawn from HMAC-SHA256(server_seed, "client_seed:nonce:block"); a round that needs no action settles at once (its win credited, its seed revealed)',
    tag: 'house',
    auth: 'member',
    body: StartBody,
    response: RoundView,
    errors: roundErrors,
  }),
  act: endpoint({
    method: 'post',
    path: '/house/rounds/act',
    summary:
      'An action on an open round (hit, stand, double, split, hold and draw, reveal, cash out): a double or a split debits again; the last one settles the round',
    tag: 'house',
    auth: 'member',
    body: ActBody,
    response: RoundView,
    errors: {
      ...roundErrors,
      'round.not_found': '',
      'round.over': 'the round is already settled',
      'round.action_invalid': 'the action is not allowed now',
      // ── blackjack and video poker ──
      'blackjack.cannot_double': 'a double on a hand of more than two cards or of split aces',
      'blackjack.cannot_split': 'a split of unequal ranks, of split aces or beyond four hands',
      'videopoker.hold_invalid': 'the holds are not five true/false values',
    },
  }),
  one: endpoint({
    method: 'get',
    path: '/house/rounds/one',
    summary:
      "One of the member's rounds of any house game (a house table's, a crash round by its id, the member's part of a live round: live:<game>:<sequence>:<member>), with its choice, actions and seeds (revealed once settled): what /verify replays",
    tag: 'house',
    auth: 'member',
    query: RoundQuery,
    response: RoundView,
    errors: { 'round.not_found': '' },
  }),
};
