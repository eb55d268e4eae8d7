import type { Hono } from 'hono';
import * as v from 'valibot';
import { LangField } from '../../contract';
import type { Auth, BodyFormat, Endpoint } from '../../contract/endpoint';
import type { StaffRole } from '../../contract/backoffice';
import { authenticateMember, bearerToken, type AuthedMember, type MemberReads } from '../auth/authenticate';
import { recordAudit, recordRefusal, subjectOfBody, type AuditEntry } from '../backoffice/audit';
import { authenticateStaff, type StaffActor } from '../backoffice/staff';
import type { Db } from '../db/types';
import { judgeCaptcha } from '../auth/captcha/provider';
import type { AppDeps } from '../config';
import type { ErrorCode } from '../../contract/errors';
import { ApiError, refusal, refusalWith, successBody } from './envelope';
import { clientAddress, type AppContext, type AppEnv } from './env';
import { nestsDeeperThan } from './json-depth';
import { parseInput, refuseUnstorable } from './validate';

export type { Auth, BodyFormat };

/** Query of a route that declares none: only the language, accepted and ignored. */
export const LangQuery = v.object({ lang: LangField });

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface HandlerInput<TAuth extends Auth, TQuery, TBody, TAlso = unknown> {
  c: AppContext;
  deps: AppDeps;
  /** The request's time from the injected clock (one reading per request). */
  now: Date;
  query: Out<TQuery> extends undefined ? v.InferOutput<typeof LangQuery> : Out<TQuery>;
  body: Out<TBody>;
  member: TAuth extends 'member' ? AuthedMember<TAlso> : null;
  /** For routes guarded by a captcha: whether the answer was right (the captcha is used up either way). */
  captchaPassed: boolean;
  /** An operator endpoint's caller: a signed-in staff member or the command line's token. */
  staff: TAuth extends 'operator' ? StaffActor : null;
  /**
   * What an operator action's line in the audit trail says beyond the defaults (the endpoint's path, the
   * subject named in the body, the answer as "after", the body's reason): the handler fills it in.
   */
  audit: Partial<AuditEntry>;
}

export interface Reply<T> {
  data: T;
  message?: string;
}

export interface RouteDefinition<
  TAuth extends Auth,
  TQuery extends v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined,
  TResponse extends v.GenericSchema,
  TAlso = unknown,
> extends Endpoint<TAuth, TQuery, TBody, TResponse> {
  handler: Handler<TAuth, TQuery, TBody, TResponse, TAlso>;
  /** A member endpoint's reads done with the authentication, in its statement (see MemberReads). */
  memberReads?: MemberReads<TAlso>;
}

export type Handler<
  TAuth extends Auth,
  TQuery extends v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined,
  TResponse extends v.GenericSchema,
  TAlso = unknown,
> = (
  input: HandlerInput<TAuth, TQuery, TBody, TAlso>,
) => Promise<Reply<v.InferInput<TResponse>>> | Reply<v.InferInput<TResponse>>;

/** A declared route with its types erased: what the app mounts and the OpenAPI document lists. */
export interface Route {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  query: v.GenericSchema | undefined;
  body: v.GenericSchema | undefined;
  bodyFormats: BodyFormat[];
  response: v.GenericSchema;
  errors: Partial<Record<ErrorCode, string>>;
  raw: boolean;
  captcha: boolean;
  /** An operator endpoint's roles (contract/endpoint.ts); none is admin only. */
  roles?: readonly StaffRole[] | undefined;
  reads?: boolean;
  /** Server-sent events: `response` is each event's data (the OpenAPI document says text/event-stream). */
  eventStream?: boolean;
  handle: (c: AppContext, deps: AppDeps) => Promise<Response>;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

async function readBody(c: AppContext, formats: BodyFormat[]): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (formats.includes('form') && FORM_TYPES.some((t) => type.startsWith(t))) {
    try {
      return await c.req.parseBody();
    } catch {
      // A multipart body without its boundary, cut short or otherwise malformed: the client's mistake.
      throw refusal('request.malformed');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // Before JSON.parse or any walk over the body: refusing a body nested thousands deep costs one pass.
  if (nestsDeeperThan(text)) throw refusal('request.malformed');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refusal('request.malformed');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refusal('request.malformed');
  }
  return parsed;
}

export function defineRoute<
  TAuth extends Auth,
  TResponse extends v.GenericSchema,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TAlso = unknown,
>(definition: RouteDefinition<TAuth, TQuery, TBody, TResponse, TAlso>): Route {
  const bodyFormats = definition.bodyFormats ?? ['json'];
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tag: definition.tag,
    auth: definition.auth,
    query: definition.query,
    body: definition.body,
    bodyFormats,
    response: definition.response,
    errors: definition.errors ?? {},
    raw: definition.raw ?? false,
    captcha: definition.captcha ?? false,
    roles: definition.roles,
    reads: definition.reads ?? false,
    eventStream: definition.eventStream ?? false,
    handle: async (c, deps) => {
      const now = deps.clock();
      const seen: Seen = { staff: null, body: undefined, audit: {} };
      try {
        return await respond(definition, c, deps, now, seen);
      } catch (error) {
        // A refused read is named by its method too: reading and changing a setting share a path.
        const action = definition.method === 'get' ? `GET ${definition.path}` : definition.path;
        if (definition.auth === 'operator') await recordRefused(c, deps, now, action, seen, error);
        throw error;
      }
    },
  };
}

/** What an operator call showed before it was refused: who called, the body sent, what the handler named. */
interface Seen {
  staff: StaffActor | null;
  body: unknown;
  audit: Partial<AuditEntry>;
}

/** The reason an operator's body gives for its change (kept in the audit trail), if it gives one. */
function reasonOf(body: unknown): string | null {
  const reason = (body as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/**
 * An operator call refused (by authentication, its roles, its input or its handler, whose transaction left
 * nothing) is recorded in the audit trail, counted per actor, action and minute. The refusal is answered
 * whether or not its line could be written.
 */
async function recordRefused(c: AppContext, deps: AppDeps, now: Date, action: string, seen: Seen, error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500) return;
  try {
    await recordRefusal(deps.db, now, {
      actor: seen.staff,
      address: clientAddress(c, deps.config.trustProxy),
      action: seen.audit.action ?? action,
      subject: seen.audit.subject ?? subjectOfBody(seen.body),
      refused: { error: error.error, params: error.params },
      reason: reasonOf(seen.body),
    });
  } catch (failure) {
    console.error(`${action}: the refusal ${error.error} could not be written to the audit trail:`, failure);
  }
}

/** Authenticates, validates and answers one call of a declared route (with its audit line, for an operator change). */
async function respond<
  TAuth extends Auth,
  TResponse extends v.GenericSchema,
  TQuery extends v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined,
  TAlso,
>(
  definition: RouteDefinition<TAuth, TQuery, TBody, TResponse, TAlso>,
  c: AppContext,
  deps: AppDeps,
  now: Date,
  seen: Seen,
): Promise<Response> {
  const bodyFormats = definition.bodyFormats ?? ['json'];
  // Authentication first: an unauthenticated caller learns nothing about the input's validity.
  let member: AuthedMember<TAlso> | null = null;
  if (definition.auth === 'member') {
    member = await authenticateMember(c, deps, now, {
      background: definition.background === true,
      also: definition.memberReads,
    });
  }
  let staff: StaffActor | null = null;
  if (definition.auth === 'operator') {
    staff = await authenticateStaff(deps, bearerToken(c), clientAddress(c, deps.config.trustProxy), now);
    seen.staff = staff;
    // A session opened with a password an admin issued answers only the person's choosing their own.
    if (staff.passwordIssued && !definition.beforeOwnPassword) {
      if (definition.method === 'post') seen.body = await readBody(c, bodyFormats).catch(() => undefined);
      throw refusal('staff.own_password_first');
    }
    const roles = definition.roles ?? ['admin'];
    if (!roles.some((role) => staff?.roles.includes(role))) {
      // Read for the trail's subject (what was tried on) only: never validated nor handled.
      if (definition.method === 'post') seen.body = await readBody(c, bodyFormats).catch(() => undefined);
      throw refusalWith('operator.role_forbidden', { roles: roles.join(', ') });
    }
  }

  const rawQuery = c.req.query();
  refuseUnstorable(definition.query ?? LangQuery, rawQuery);
  const query = parseInput(definition.query ?? LangQuery, rawQuery);
  const rawBody = definition.method === 'post' ? await readBody(c, bodyFormats) : undefined;
  seen.body = rawBody;
  // Before the captcha is spent or anything reaches the database (NUL, lone surrogates).
  if (rawBody !== undefined) refuseUnstorable(definition.body, rawBody);
  const captchaPassed = definition.captcha ? await judgeCaptcha(c, deps, rawBody, now) : true;
  const body = definition.body ? parseInput(definition.body, rawBody) : undefined;

  const audit = seen.audit;
  const input = { c, deps, now, query, body, member, captchaPassed, staff, audit } as HandlerInput<
    TAuth,
    TQuery,
    TBody,
    TAlso
  >;
  const actor = staff;
  const reply =
    actor && definition.method === 'post' && !definition.reads && !definition.auditsItself
      ? // An operator's change and its line in the audit trail commit together, or neither does.
        await deps.db.transaction(async (tx) => {
          const done = await answer(definition, { ...input, deps: { ...deps, db: tx as unknown as Db } }, deps);
          await recordAudit(tx, actor, now, {
            action: audit.action ?? definition.path,
            subject: audit.subject ?? subjectOfBody(body),
            before: audit.before,
            after: audit.after ?? done.data,
            reason: audit.reason ?? reasonOf(body),
          });
          return done;
        })
      : await answer(definition, input, deps);
  if (definition.raw) return c.json(reply.data as object);
  return c.json(successBody(reply.data, reply.message));
}

/** Refusals any endpoint may answer without declaring them. */
const ANY_ENDPOINT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'request.malformed',
  'request.invalid',
  'request.too_large',
  'auth.unauthenticated',
  'auth.session_expired',
  'auth.session_blocked',
  'auth.forced_offline',
  'server.error',
]);

/** Runs the handler; with checkDeclaredErrors (tests), a refusal it does not declare is a bug. */
async function answer<
  TAuth extends Auth,
  TQuery extends v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined,
  TResponse extends v.GenericSchema,
  TAlso,
>(
  definition: RouteDefinition<TAuth, TQuery, TBody, TResponse, TAlso>,
  input: HandlerInput<TAuth, TQuery, TBody, TAlso>,
  deps: AppDeps,
) {
  try {
    return await definition.handler(input);
  } catch (error) {
    if (
      deps.config.checkDeclaredErrors &&
      error instanceof ApiError &&
      !error.fromInput &&
      !ANY_ENDPOINT.has(error.error) &&
      !(definition.captcha && error.error === 'auth.too_many_attempts') &&
      !(error.error in (definition.errors ?? {}))
    ) {
      throw new Error(
        `${definition.method.toUpperCase()} ${definition.path} answered '${error.error}', which it does not declare`,
      );
    }
    throw error;
  }
}

/**
 * Implements a declared endpoint (contract/): the route is the declaration and its handler. A member
 * endpoint may name `memberReads`: values read in the authentication's statement, given to the handler as
 * `member.also`.
 */
export function implement<
  TAuth extends Auth,
  TResponse extends v.GenericSchema,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TAlso = unknown,
>(
  declaration: Endpoint<TAuth, TQuery, TBody, TResponse>,
  handler: Handler<TAuth, TQuery, TBody, TResponse, TAlso>,
  options: { memberReads?: MemberReads<TAlso> } = {},
): Route {
  return defineRoute({ ...declaration, handler, ...options });
}

/** Mounts routes under /api. */
export function mountRoutes(app: Hono<AppEnv>, routes: Route[], deps: AppDeps): void {
  for (const route of routes) {
    const path = `/api${route.path}`;
    const handler = (c: AppContext) => route.handle(c, deps);
    if (route.method === 'get') app.get(path, handler);
    else app.post(path, handler);
  }
}
