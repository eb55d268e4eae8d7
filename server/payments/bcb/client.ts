import { Agent, request as httpsRequest } from 'node:https';
import { createSecureContext } from 'node:tls';
import * as v from 'valibot';
import { PixGatewayRefusal, PixGatewayUnavailable } from '../gateway';

/**
 * The authenticated channel to a PSP that implements the Central Bank's PIX API (bacen/pix-api): every call
 * over mutual TLS (the operator's client certificate and key, the PSP's CA), with an OAuth2 bearer token got
 * by client credentials (RFC 6749 §4.4: HTTP Basic with the client id and secret, grant_type
 * client_credentials). The token is kept until shortly before its `expires_in` and asked again then, or once
 * when the API answers 401. Every call has a deadline. Errors are RFC 7807 problems (`type`, `title`,
 * `status`, `detail`, `violacoes`); Efí's extension answers `{ nome, mensagem }`: both are read.
 */

export interface BcbSettings {
  /** The PIX API's base, without a final slash: https://pix.psp.example/v2 (paths like /cob/{txid} follow). */
  apiUrl: string;
  /** The OAuth2 token endpoint: https://pix.psp.example/oauth/token. */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM: the operator's client certificate and its key (mTLS), and the PSP's CA (absent: the system's). */
  cert: string | Buffer;
  key: string | Buffer;
  ca?: string | Buffer | undefined;
  /** The operator's PIX key that receives the deposits (the charges' `chave`) and pays the withdrawals. */
  receiverKey: string;
  /** Where the PSP posts received PIX: the address registered with PUT /webhook/{chave} ("/pix" is appended). */
  webhookUrl: string;
  /** How long one call may take (default 10 s). */
  timeoutMs?: number;
  /** Milliseconds now (the token's expiry): Date.now unless a test moves it. */
  now?: () => number;
}

/** An answer of the PSP: its status and its parsed JSON body (null when it has none). */
export interface PspAnswer {
  status: number;
  body: unknown;
}

const Token = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string()),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** An RFC 7807 problem (the standard's errors), or Efí's `{ nome, mensagem }`. */
const Problem = v.union([
  v.looseObject({
    type: v.optional(v.string()),
    title: v.string(),
    status: v.optional(v.number()),
    detail: v.optional(v.string()),
    violacoes: v.optional(
      v.array(v.looseObject({ razao: v.optional(v.string()), propriedade: v.optional(v.string()) })),
    ),
  }),
  v.looseObject({ nome: v.string(), mensagem: v.string() }),
]);

/** What a problem says, in one line: its title and detail (or Efí's name and message), and its violations. */
export function problemText(body: unknown, status: number): string {
  const problem = v.safeParse(Problem, body);
  if (!problem.success) return `HTTP ${status}`;
  const p = problem.output;
  if ('nome' in p) return `${p.nome}: ${p.mensagem}`;
  const violations = (p.violacoes ?? []).map((x) => [x.propriedade, x.razao].filter(Boolean).join(' ')).join('; ');
  return [p.title, p.detail, violations].filter(Boolean).join(': ');
}

/** A token is asked again this long before it expires (at most a fifth of its life). */
const RENEW_BEFORE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface BcbClient {
  /** Calls the API (path relative to apiUrl); a 401 renews the token once. 5xx and network failures throw PixGatewayUnavailable. */
  call(method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<PspAnswer>;
  /** How many tokens were asked for (tests and the start log). */
  tokensAsked(): number;
  settings: BcbSettings;
}

/** Throws when the certificate, key or CA cannot make a TLS context (checked at start, naming which). */
export function checkTlsMaterial(settings: Pick<BcbSettings, 'cert' | 'key' | 'ca'>): void {
  createSecureContext({ cert: settings.cert, key: settings.key, ...(settings.ca ? { ca: settings.ca } : {}) });
}

export function bcbClient(settings: BcbSettings): BcbClient {
  const agent = new Agent({
    cert: settings.cert,
    key: settings.key,
    ...(settings.ca ? { ca: settings.ca } : {}),
    keepAlive: true,
    maxSockets: 8,
  });
  const now = settings.now ?? Date.now;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: { value: string; renewAt: number } | null = null;
  let asking: Promise<string> | null = null;
  let asked = 0;

  function send(
    url: string,
    method: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ): Promise<PspAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method,
          agent,
          headers: {
            Accept: 'application/json',
            ...headers,
            ...(payload !== undefined ? { 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) =>
            reject(new PixGatewayUnavailable(`PSP ${method} ${url}: ${error.message}`, { cause: error })),
          );
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = null;
            if (text.trim() !== '') {
              try {
                body = JSON.parse(text);
              } catch {
                body = null;
              }
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', (error) => {
        const why =
          error.name === 'AbortError' || error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error.message;
        reject(new PixGatewayUnavailable(`PSP ${method} ${url}: ${why}`, { cause: error }));
      });
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  async function askToken(): Promise<string> {
    asked += 1;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await send(
      settings.oauthUrl,
      'POST',
      { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status >= 500) throw new PixGatewayUnavailable(`PSP token: ${problemText(answer.body, answer.status)}`);
    if (answer.status !== 200 && answer.status !== 201) {
      // Wrong credentials or certificate: nothing will work until the operator fixes the settings.
      throw new PixGatewayUnavailable(`PSP token refused: ${problemText(answer.body, answer.status)}`);
    }
    const parsed = v.safeParse(Token, answer.body);
    if (!parsed.success) throw new PixGatewayUnavailable('PSP token: an answer without access_token and expires_in');
    const lifeMs = parsed.output.expires_in * 1000;
    token = { value: parsed.output.access_token, renewAt: now() + lifeMs - Math.min(RENEW_BEFORE_MS, lifeMs / 5) };
    return token.value;
  }

  /** The token in force, asked for when there is none or it is about to expire (one request at a time). */
  function bearer(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => {
      asking = null;
    });
    return asking;
  }

  async function call(method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<PspAnswer> {
    const url = `${settings.apiUrl}${path}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = (value: string): Record<string, string> => ({
      Authorization: `Bearer ${value}`,
      ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
    });
    let answer = await send(url, method, headers(await bearer()), payload);
    if (answer.status === 401) {
      // Revoked or expired early: one new token, one more try.
      token = null;
      answer = await send(url, method, headers(await bearer()), payload);
    }
    if (answer.status >= 500 || answer.status === 401 || answer.status === 429) {
      throw new PixGatewayUnavailable(`PSP ${method} ${path}: ${problemText(answer.body, answer.status)}`);
    }
    return answer;
  }

  return { call, tokensAsked: () => asked, settings };
}

/** A 4xx other than 404 as our refusal (nothing was done at the PSP); a 404 is for the caller to read. */
export function refused(answer: PspAnswer, what: string): PixGatewayRefusal {
  return new PixGatewayRefusal(`${what}: ${problemText(answer.body, answer.status)}`);
}
