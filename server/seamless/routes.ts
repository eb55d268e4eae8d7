import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  SeamlessBalanceBody,
  SeamlessCreditBody,
  SeamlessDebitBody,
  SeamlessEndpoints,
  SeamlessRollbackBody,
  type SeamlessAnswer,
  type SeamlessErrorCode,
} from '../../contract/seamless';
import type { Endpoint } from '../../contract/endpoint';
import type { ErrorCode } from '../../contract/errors';
import type { AppDeps } from '../config';
import { ApiError } from '../http/envelope';
import { clientAddress, type AppContext } from '../http/env';
import type { Route } from '../http/registry';
import { safeEqual } from '../lib/hash';
import { formatCents, parseMoney } from '../wallet/money';
import type { WalletAnswer } from './types';
import { HOUSE_PROVIDER, operatorWallet } from './wallet';

/**
 * The seamless wallet over HTTP (contract/seamless.ts): each POST is checked in this order, before any
 * database work: its size (8 KB), the rate (per provider, and per address for calls that do not sign),
 * the provider and its signature over the raw body, then the body's shape; then the wallet call runs in
 * a transaction of its own, and its refusal is answered with the aggregator's code. Nothing a caller
 * sends answers a 5xx: only the wallet failing does (INTERNAL_ERROR, to be retried with the same id).
 */

const MAX_BODY_CHARS = 8 * 1024;

class Refused extends Error {
  constructor(
    readonly code: SeamlessErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** The site's refusal codes, as the aggregator's codes and statuses. */
function translate(error: ApiError): Refused {
  const code = error.error as ErrorCode;
  const as = (c: SeamlessErrorCode, status: ContentfulStatusCode) => new Refused(c, status, error.message);
  if (code === 'launch.invalid') return as('INVALID_TOKEN', 401);
  if (code === 'bet.insufficient_balance') return as('INSUFFICIENT_FUNDS', 402);
  if (code === 'responsible.paused' || code.startsWith('responsible.self_excluded')) return as('PLAYER_BLOCKED', 403);
  if (code.startsWith('responsible.')) return as('LIMIT_EXCEEDED', 403);
  if (code === 'seamless.rolled_back') return as('TRANSACTION_ROLLED_BACK', 409);
  if (code === 'seamless.debit_unknown') return as('DEBIT_NOT_FOUND', 404);
  if (code === 'seamless.already_settled') return as('ROUND_SETTLED', 409);
  if (code === 'seamless.transaction_conflict' || code === 'seamless.mismatch') return as('BAD_REQUEST', 409);
  return as('BAD_REQUEST', 400);
}

/**
 * Calls per second a provider may make (its own bucket), and calls per minute an address may make
 * without a valid signature: in memory, per process.
 */
const PER_PROVIDER_PER_SECOND = 1000;
const UNSIGNED_PER_MINUTE = 60;

interface Window {
  start: number;
  count: number;
}

/** A fixed-window counter per key; false once the key is over its limit in the current window. */
function limiter(limit: number, windowMs: number) {
  const windows = new Map<string, Window>();
  return (key: string, now: number): boolean => {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  };
}

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

type Call<S extends v.GenericSchema> = (
  deps: AppDeps,
  provider: string,
  body: v.InferOutput<S>,
  now: Date,
) => Promise<SeamlessAnswer>;

const ok = (answer: WalletAnswer): SeamlessAnswer => ({
  status: 'OK',
  balance: formatCents(answer.balanceCents),
  transaction_id: answer.walletTransactionId,
  repeated: answer.repeated,
});

function seamlessRoute<S extends v.GenericSchema>(
  declaration: Endpoint<'public', undefined, S, v.GenericSchema>,
  schema: S,
  call: Call<S>,
): Route {
  const perProvider = limiter(PER_PROVIDER_PER_SECOND, 1000);
  const unsigned = limiter(UNSIGNED_PER_MINUTE, 60_000);
  return {
    method: 'post',
    path: declaration.path,
    summary: declaration.summary,
    tag: declaration.tag,
    auth: 'public',
    query: undefined,
    body: schema,
    bodyFormats: ['json'],
    response: declaration.response,
    errors: {},
    raw: true,
    captcha: false,
    handle: async (c: AppContext, deps: AppDeps) => {
      const now = deps.clock();
      const answer = (status: ContentfulStatusCode, body: SeamlessAnswer) => c.json(body, status);
      try {
        const text = await c.req.text();
        if (text.length > MAX_BODY_CHARS) throw new Refused('BAD_REQUEST', 413, 'The body is too large');
        const provider = c.req.header('x-provider') ?? '';
        const secret = provider === HOUSE_PROVIDER ? undefined : deps.config.seamlessProviders?.[provider];
        const given = (c.req.header('x-signature') ?? '').toLowerCase();
        if (!secret || !safeEqual(signature(secret, text), given)) {
          if (!unsigned(clientAddress(c, deps.config.trustProxy), now.getTime())) {
            throw new Refused('TOO_MANY_REQUESTS', 429, 'Too many requests');
          }
          throw new Refused('INVALID_SIGNATURE', 401, 'Unknown provider or wrong signature');
        }
        if (!perProvider(provider, now.getTime())) throw new Refused('TOO_MANY_REQUESTS', 429, 'Too many requests');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new Refused('BAD_REQUEST', 400, 'The body is not JSON');
        }
        const parsed = v.safeParse(schema, json);
        if (!parsed.success) {
          const issue = parsed.issues[0];
          const field = issue?.path?.map((p) => String(p.key)).join('.') ?? 'body';
          throw new Refused('BAD_REQUEST', 400, `Invalid ${field}`);
        }
        return answer(200, await call(deps, provider, parsed.output, now));
      } catch (error) {
        const refused = error instanceof ApiError ? translate(error) : error;
        if (refused instanceof Refused) {
          return answer(refused.status, { status: 'ERROR', code: refused.code, message: refused.message });
        }
        console.error(`[${c.var.requestId ?? '-'}] POST ${declaration.path} failed:`, error);
        return answer(500, {
          status: 'ERROR',
          code: 'INTERNAL_ERROR',
          message: 'The wallet failed; retry the same call',
        });
      }
    },
  };
}

/** "12.50" → 1250 (the schema has checked the form). */
const cents = (amount: string) => parseMoney(amount);

/** What a credit or a rollback names: the provider, the launch token if sent, the transaction, round and game. */
const settling = (
  provider: string,
  body: { token?: string | undefined; transaction_id: string; round_id: string; game_id: number },
) => ({
  provider,
  ...(body.token === undefined ? {} : { token: body.token }),
  transactionId: body.transaction_id,
  roundId: body.round_id,
  gameId: body.game_id,
});

export const seamlessRoutes: Route[] = [
  seamlessRoute(SeamlessEndpoints.balance, SeamlessBalanceBody, async (deps, provider, body, now) => {
    const { balanceCents } = await operatorWallet.balance(deps.db, { provider, token: body.token }, now);
    return { status: 'OK', balance: formatCents(balanceCents) };
  }),
  seamlessRoute(SeamlessEndpoints.debit, SeamlessDebitBody, async (deps, provider, body, now) =>
    ok(
      await operatorWallet.debit(
        deps.db,
        {
          provider,
          token: body.token,
          transactionId: body.transaction_id,
          roundId: body.round_id,
          gameId: body.game_id,
          amountCents: cents(body.amount),
        },
        now,
      ),
    ),
  ),
  seamlessRoute(SeamlessEndpoints.credit, SeamlessCreditBody, async (deps, provider, body, now) =>
    ok(
      await operatorWallet.credit(
        deps.db,
        {
          ...settling(provider, body),
          amountCents: cents(body.amount),
          debitId: body.debit_id,
          roundClosed: body.round_closed,
        },
        now,
      ),
    ),
  ),
  seamlessRoute(SeamlessEndpoints.rollback, SeamlessRollbackBody, async (deps, provider, body, now) =>
    ok(
      await operatorWallet.rollback(
        deps.db,
        {
          ...settling(provider, body),
          debitId: body.debit_id,
        },
        now,
      ),
    ),
  ),
];
