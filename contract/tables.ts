import * as v from 'valibot';
import { KYC_GATE_ERRORS } from './kycGate';
import { LangField, Money, paging, BusinessDay } from './common';
import { Category, GameId } from './games';
import { says } from './says';
import { IDEMPOTENT } from './endpoint';

/*
 * The games' calls a table screen makes (launch, details, record, the commitment, a bet's amount): their own
 * file, so the lobby's first page (contract/games.ts is part of it) carries none of their schemas.
 */

export const LaunchBody = v.object({
  game_id: GameId,
  lang: LangField,
});
export type LaunchBody = v.InferInput<typeof LaunchBody>;
/** Where the game opens: a page of this site (the house provider) that fills the screen. */
export const Launch = v.object({ url: v.string() });
export type Launch = v.InferOutput<typeof Launch>;

const RecordDay = BusinessDay(says('date.invalid'));

export const GameRecordBody = v.pipe(
  v.object({
    ...paging(20),
    category: v.optional(v.union([Category, v.literal('')])),
    from: v.optional(v.union([RecordDay, v.literal('')])),
    to: v.optional(v.union([RecordDay, v.literal('')])),
    lang: LangField,
  }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, says('record.range_reversed')),
    ['to'],
  ),
);
export type GameRecordBody = v.InferInput<typeof GameRecordBody>;

export const GameRecordRow = v.object({
  round_id: v.string(),
  brand: v.string(),
  game_name: v.string(),
  category: Category,
  bet_time: v.string(),
  bet_amount: Money,
  /** Win minus bet: negative when the round lost. */
  win_loss: Money,
  /** A round of the house tables that /verify can replay in the browser. */
  verifiable: v.optional(v.boolean()),
});
export type GameRecordRow = v.InferOutput<typeof GameRecordRow>;
export const GameRecordPage = v.object({ list: v.array(GameRecordRow), total: v.number() });
export type GameRecordPage = v.InferOutput<typeof GameRecordPage>;

/**
 * An amount typed by a player: positive, at most two decimals (a negative one is refused as not positive).
 * Its upper bound is the house's (server/house/bets.ts): any larger amount, 2^53 centavos and beyond
 * included, is 'Amount cannot be greater than <the house maximum>'.
 */
export const BetAmount = v.pipe(
  v.union([v.string(), v.number()], says('amount.required')),
  v.transform(String),
  v.check((s) => s.trim() !== '', says('amount.required')),
  v.check((s) => s.trim() === '' || /^-?\d+(\.\d+)?$/.test(s), says('amount.not_a_number')),
  v.check((s) => !/^-?\d+(\.\d+)?$/.test(s) || Number(s) > 0, says('bet.positive')),
  v.regex(/^-?\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
);

/**
 * The most the operator's wallet credits in one transaction (server/seamless/wallet.ts): R$ 100.000,00. A
 * site's maximum win per round (sites.max_win_cents) is never above it, so every win a table pays can be
 * credited; nor below MAX_WIN_FLOOR_CENTS, ten times the largest bet, so a bet at the limit still has a win.
 */
export const WALLET_MAX_CREDIT_CENTS = 10_000_000;
export const MAX_WIN_FLOOR_CENTS = 1_000_000;

/** The commitment shown before a round: the hash of the server seed that will decide it. */
export const FairnessQuery = v.object({
  game_id: GameId,
  lang: LangField,
});
export const Commitment = v.object({ server_seed_hash: v.string(), nonce: v.number() });
export type Commitment = v.InferOutput<typeof Commitment>;

export const Fairness = v.object({
  server_seed_hash: v.string(),
  /** Revealed after the round: sha256(server_seed) equals server_seed_hash. */
  server_seed: v.string(),
  client_seed: v.string(),
  nonce: v.number(),
});
export type Fairness = v.InferOutput<typeof Fairness>;

export const GameInfoQuery = v.object({
  id: GameId,
  lang: LangField,
});

/* The games' endpoints: the lobby's (catalogue, rows, favourites, balance) and the tables' launch and record. */

/** The refusals every bet of the house's tables can meet, beside its responsible-gambling limits. */
export const betRefusals = {
  'identity.incomplete': 'an account from before the identity rule',
  ...KYC_GATE_ERRORS,
  'bet.insufficient_balance': '',
  'bet.amount_below_minimum': '0.10',
  'bet.amount_above_maximum': '1000.00',
  ...IDEMPOTENT,
} as const;
