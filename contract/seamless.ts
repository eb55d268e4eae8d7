import * as v from 'valibot';
import { endpoint } from './endpoint';

/*
 * The operator's seamless wallet over HTTP, for an external game provider or aggregator (the house games
 * call the same wallet in process, server/seamless). Each call is a POST of a JSON body signed by the
 * provider: headers `X-Provider` (its code) and `X-Signature` (hex HMAC-SHA256 of the raw body under the
 * provider's secret). Money calls are idempotent by the provider's `transaction_id`: the same id again
 * answers the first answer (`repeated: true`) and moves nothing. Answers are the aggregator's shape, not
 * the site's envelope.
 */

/** An amount in reais with at most two decimals, as a string: "12.50". */
const Amount = v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/));
const Id = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/));
const GameId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
/** The launch token the player's game was opened with (the `launch` of its /gameInfo address). */
const Token = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

export const SeamlessBalanceBody = v.object({ token: Token });
export const SeamlessDebitBody = v.object({
  token: Token,
  transaction_id: Id,
  round_id: Id,
  game_id: GameId,
  amount: Amount,
});
export const SeamlessCreditBody = v.object({
  ...SeamlessDebitBody.entries,
  /** The debit this credit pays. */
  debit_id: Id,
  /** This credit is the round's last: the round is settled. */
  round_closed: v.optional(v.boolean(), false),
});
export const SeamlessRollbackBody = v.object({
  token: Token,
  transaction_id: Id,
  round_id: Id,
  game_id: GameId,
  /** The debit cancelled. */
  debit_id: Id,
});
export type SeamlessBalanceBody = v.InferInput<typeof SeamlessBalanceBody>;
export type SeamlessDebitBody = v.InferInput<typeof SeamlessDebitBody>;
export type SeamlessCreditBody = v.InferInput<typeof SeamlessCreditBody>;
export type SeamlessRollbackBody = v.InferInput<typeof SeamlessRollbackBody>;

/**
 * The error codes of the seamless API, with the HTTP status each is answered with:
 * INVALID_SIGNATURE 401 (unknown provider or a wrong signature), INVALID_TOKEN 401 (the launch token is
 * not valid, expired, or its session ended), PLAYER_BLOCKED 403 (paused or self-excluded),
 * LIMIT_EXCEEDED 403 (a responsible-gambling limit), INSUFFICIENT_FUNDS 402, TRANSACTION_ROLLED_BACK 409
 * (the debit was rolled back, possibly before it arrived), DEBIT_NOT_FOUND 404, ROUND_SETTLED 409 (the
 * round is over or the debit already paid), BAD_REQUEST 400 (a body that is not the call's, or 409 for a
 * transaction id reused for another transaction or a round of another player or game), TOO_MANY_REQUESTS
 * 429, INTERNAL_ERROR 500 (the wallet failed: retry with the same transaction id).
 */
export const SEAMLESS_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'PLAYER_BLOCKED',
  'LIMIT_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_ROLLED_BACK',
  'DEBIT_NOT_FOUND',
  'ROUND_SETTLED',
  'BAD_REQUEST',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

export const SeamlessOk = v.object({
  status: v.literal('OK'),
  /** The balance after the call (for a repeated transaction: after its first time). */
  balance: v.string(),
  /** The wallet's own id of the transaction (absent for balance). */
  transaction_id: v.optional(v.string()),
  /** True when this transaction id was answered before: nothing moved this time. */
  repeated: v.optional(v.boolean()),
});
export const SeamlessError = v.object({
  status: v.literal('ERROR'),
  code: v.picklist(SEAMLESS_ERROR_CODES),
  /** The wallet's own words (English), for the provider's logs. */
  message: v.string(),
});
export const SeamlessAnswer = v.union([SeamlessOk, SeamlessError]);
export type SeamlessOk = v.InferOutput<typeof SeamlessOk>;
export type SeamlessError = v.InferOutput<typeof SeamlessError>;
export type SeamlessAnswer = v.InferOutput<typeof SeamlessAnswer>;

const SIGNED =
  'Signed: X-Provider and X-Signature (hex HMAC-SHA256 of the raw body under the provider’s secret). Errors: ' +
  '{status: "ERROR", code, message} with the code’s status (SEAMLESS_ERROR_CODES).';

export const SeamlessEndpoints = {
  balance: endpoint({
    method: 'post',
    path: '/seamless/balance',
    summary: `A provider asks the player's balance by launch token. ${SIGNED}`,
    tag: 'seamless',
    auth: 'public',
    body: SeamlessBalanceBody,
    response: SeamlessAnswer,
    raw: true,
  }),
  debit: endpoint({
    method: 'post',
    path: '/seamless/debit',
    summary:
      'A provider takes a bet (idempotent by transaction_id); refused beyond the balance, by a limit, pause or ' +
      `self-exclusion, or when its rollback came first. ${SIGNED}`,
    tag: 'seamless',
    auth: 'public',
    body: SeamlessDebitBody,
    response: SeamlessAnswer,
    raw: true,
  }),
  credit: endpoint({
    method: 'post',
    path: '/seamless/credit',
    summary:
      'A provider pays a win (0.00 just closes) naming its debit_id (idempotent by transaction_id); refused for ' +
      `an unknown or rolled-back debit or a settled round. ${SIGNED}`,
    tag: 'seamless',
    auth: 'public',
    body: SeamlessCreditBody,
    response: SeamlessAnswer,
    raw: true,
  }),
  rollback: endpoint({
    method: 'post',
    path: '/seamless/rollback',
    summary:
      'A provider cancels a debit, its amount given back once; a rollback before its debit is kept so the late ' +
      `debit is refused; a debit already paid cannot be rolled back. ${SIGNED}`,
    tag: 'seamless',
    auth: 'public',
    body: SeamlessRollbackBody,
    response: SeamlessAnswer,
    raw: true,
  }),
};
