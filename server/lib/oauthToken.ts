import * as v from 'valibot';

/**
 * An OAuth 2.0 client-credentials token (RFC 6749 §4.4) as the government's API gateways hand them out:
 * POST the token address with `grant_type=client_credentials` and the client's id and secret in HTTP Basic,
 * answered `{ access_token, token_type: "Bearer", expires_in }`. The token is kept until shortly before it
 * expires and shared by the calls meanwhile (one request in flight at a time); a call answered 401 drops it
 * (`forget`), so the next asks for a new one.
 */

const TokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string()),
  expires_in: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** How long before its end a token is renewed, so a call never leaves with one about to expire. */
const RENEW_BEFORE_MS = 60_000;
/** When the answer gives no lifetime. */
const DEFAULT_LIFETIME_S = 300;

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: () => Date;
}

export interface TokenSource {
  /** A valid bearer token; throws what the token call threw (or a TokenError) when none can be had. */
  token(signal: AbortSignal): Promise<string>;
  /** Drops the kept token (the API answered 401: it was revoked or the clocks disagree). */
  forget(token: string): void;
}

export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

export function clientCredentialsToken(options: ClientCredentials): TokenSource {
  const call = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let kept: { token: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function ask(signal: AbortSignal): Promise<string> {
    const response = await call(options.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal,
    });
    if (!response.ok) throw new TokenError(`the token address answered ${response.status}`);
    const parsed = v.safeParse(TokenAnswer, await response.json().catch(() => null));
    if (!parsed.success) throw new TokenError('the token address answered no token');
    const lifetimeMs = (parsed.output.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    kept = {
      token: parsed.output.access_token,
      until: clock().getTime() + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2),
    };
    return kept.token;
  }

  return {
    token(signal) {
      if (kept && kept.until > clock().getTime()) return Promise.resolve(kept.token);
      asking ??= ask(signal).finally(() => {
        asking = null;
      });
      return asking;
    },
    forget(token) {
      if (kept?.token === token) kept = null;
    },
  };
}
