import type * as v from 'valibot';
import type { ErrorCode } from './errors';
import type { ErrorStatus } from './refusal';
import type { StaffRole } from './staffRoles';

/**
 * One API endpoint, declared once: the server implements it (server/http/registry.ts `implement`), the
 * app calls it (src/api/client.ts `call`) and the OpenAPI document lists it. No path is written anywhere
 * else.
 */

export type Auth = 'public' | 'member' | 'operator';
export type BodyFormat = 'json' | 'form';
export type { ErrorStatus };

export interface Endpoint<
  TAuth extends Auth = Auth,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  method: 'get' | 'post';
  /** Under /api, with a leading slash: "/agency/info". */
  path: string;
  summary: string;
  tag: string;
  auth: TAuth;
  query?: TQuery;
  body?: TBody;
  /** Body encodings accepted; JSON unless stated. */
  bodyFormats?: BodyFormat[];
  /** The schema of `data` in the success envelope (or of the whole answer when raw). */
  response: TResponse;
  /**
   * The refusals its handler answers (codes an area declares in contract/<area>.refusals.ts), each with a note on when ('' for none);
   * besides these, any endpoint may refuse its input (the codes its schemas name), authentication and
   * malformed requests. Tests fail a handler that answers a code it does not declare.
   */
  errors?: Partial<Record<ErrorCode, string>>;
  /**
   * An operator endpoint: the staff roles that may call it (any one of them is enough; the command line's
   * token holds every role). Every other staff member is answered 403 operator.role_forbidden.
   */
  roles?: readonly StaffRole[];
  /**
   * An operator endpoint a session opened with a password an admin issued may call (who they are, setting their
   * own password, signing out). Every other answers such a session 403 staff.own_password_first.
   */
  beforeOwnPassword?: boolean;
  /**
   * An operator POST that changes nothing (a list, a logout): not written to the audit trail. Every other
   * operator POST is, in the transaction of its change.
   */
  reads?: boolean;
  /**
   * An operator POST whose change calls an outside party between its steps (a PIX transfer through the PSP):
   * no transaction is held around it while the party answers, and it writes its line in the audit trail
   * itself, in the transaction of its change.
   */
  auditsItself?: boolean;
  /** Answered as is, without the envelope (the OpenAPI document). */
  raw?: boolean;
  /** The body carries captcha_key and captcha, consumed by every attempt. */
  captcha?: boolean;
  /**
   * A member read the app sends on a timer, not because the player did something (a running round's
   * poll): it is authenticated like any other but is not activity, so it does not keep the session from
   * lapsing (server/auth/sessions.ts IDLE_LIMIT_SECONDS). Declared here rather than sent as a header, so
   * no client can make its own calls count or not count.
   */
  background?: boolean;
  /**
   * Answered as server-sent events (text/event-stream) instead of JSON: `response` is the schema of each
   * event's data. Its handler writes the stream itself (server/live/stream.ts).
   */
  eventStream?: boolean;
}

/** Declares an endpoint, keeping its schemas' types. */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<
  TAuth extends Auth,
  TResponse extends v.GenericSchema,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
>(declaration: Endpoint<TAuth, TQuery, TBody, TResponse>): Endpoint<TAuth, TQuery, TBody, TResponse> {
  return declaration;
}

/** The full path the app calls. */
export const apiPath = (declaration: Pick<Endpoint, 'path'>) => `/api${declaration.path}`;

/** The refusals of an endpoint that accepts an Idempotency-Key header (server/payments/idempotency.ts). */
export const IDEMPOTENT = {
  'idempotency.key_invalid': '1 to 128 letters, digits, dots, colons or dashes',
  'idempotency.in_progress': 'the same key is still being processed',
  'idempotency.mismatch': 'the key was used with another request',
} as const;

/**
 * The key of a public GET answer the server primes into the page it serves (server/static/prime.ts) and
 * the app takes once instead of asking (src/api/client.ts): the endpoint's path and its query, sorted,
 * without the parameters left out.
 */
export function primedKey(path: string, query: Record<string, string | number | undefined>): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}
