import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { apiPath, primedKey, type Endpoint } from '../../contract/endpoint';
import type { Primed } from './primed';

export type ApiErrorKind = 'unauthenticated' | 'forceOffline' | 'network' | 'server';

/** The refusal the client itself reports when an answer cannot be read (no envelope, or data of another shape). */
export const UNREADABLE = 'response.unreadable';

/** A refused field: its code and params (contract/errors.ts). */
type FieldRefusal = { error: string; params: Record<string, string> };

/** A failed call, classified for the flows: the shape machines/shared.ts expects. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly refusal: {
      error?: string | undefined;
      params?: Record<string, string> | undefined;
      errors?: Record<string, string> | undefined;
      fields?: Record<string, FieldRefusal> | undefined;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The refusal's code (contract/errors.ts) and params, and each refused field's message and code. */
  get error() {
    return this.refusal.error;
  }
  get params() {
    return this.refusal.params;
  }
  get errors() {
    return this.refusal.errors;
  }
  get fields() {
    return this.refusal.fields;
  }
}

export interface ApiHooks {
  /** A 401: the session is gone (hadToken) or there never was one; `code` says why, when the server did. */
  onUnauthorized(hadToken: boolean, code?: string): void;
  /** The operator forced this member offline. */
  onForceOffline(): void;
  /** A call got no answer at all: no network, or the server cannot be reached. */
  onNetworkError?(): void;
}

export interface ApiClientOptions {
  base: string;
  getToken(): string | null;
  getLang(): string;
  hooks: ApiHooks;
  /** Answers the page came with (./primed.ts): a GET that asks exactly one of them takes it instead. */
  primed?: Primed | undefined;
}

type Query = Record<string, string | number | undefined>;
type Body = Record<string, unknown>;

export interface CallOptions {
  query?: Query | undefined;
  body?: Body | undefined;
  signal?: AbortSignal | undefined;
}

const Refusal = { error: v.string(), params: v.record(v.string(), v.string()) };

const AnyEnvelope = v.object({
  code: v.number(),
  status: v.picklist(['success', 'error']),
  message: v.string(),
  error: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.string())),
  fields: v.optional(v.record(v.string(), v.object(Refusal))),
  data: v.unknown(),
  force_offline: v.optional(v.boolean()),
});

const FieldErrors = v.object({ errors: v.record(v.string(), v.string()) });

/** What the app sends for a declared schema: its input, less the language the client adds itself. */
type Input<S> = S extends v.GenericSchema ? Omit<v.InferInput<S>, 'lang'> : never;

export interface EndpointCall<E extends Endpoint> {
  /** `lang` here replaces the app's language in the query (the lists the product asks with ?lang=zh_cn). */
  query?: ([NonNullable<E['query']>] extends [never] ? object : Input<NonNullable<E['query']>>) & { lang?: string };
  body?: Input<E['body']>;
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  /** Calls a declared endpoint (contract/): its method, its path, its response schema. */
  call<E extends Endpoint>(declaration: E, options?: EndpointCall<E>): Promise<v.InferOutput<E['response']>>;
  get<S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  post<S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
}

/**
 * One ofetch instance for the whole app: bearer token from session storage, the language as a
 * default query param and body field, the envelope unwrapped and its data parsed with the contract.
 */
export function createApiClient({ base, getToken, getLang, hooks, primed }: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create({ baseURL: base, retry: 0, ignoreResponseError: true });

  /** A primed answer to exactly this GET, once (read as any answer: envelope, then the schema). */
  function takePrimed(key: string): unknown {
    if (!primed?.has(key)) return undefined;
    const answer = primed.get(key);
    primed.delete(key);
    return answer;
  }

  /** Asks the server; a call without an answer at all is a network failure. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    {
      query,
      body,
      token,
      signal,
    }: { query: Query; body: Body | undefined; token: string | null; signal?: AbortSignal | undefined },
  ) {
    try {
      return await $fetch.raw(path, {
        method,
        query,
        body,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        signal,
        responseType: 'json',
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      hooks.onNetworkError?.();
      throw new ApiError('network', 'Network error, please try again later');
    }
  }

  async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    { query, body, signal }: CallOptions = {},
  ): Promise<v.InferOutput<S>> {
    const token = getToken();
    const lang = getLang();
    const primedAnswer = method === 'GET' ? takePrimed(primedKey(path, { lang, ...query })) : undefined;
    const response =
      primedAnswer !== undefined
        ? { status: 200, _data: primedAnswer }
        : await request(method, path, {
            query: { lang, ...query },
            body: method === 'POST' ? { lang, ...body } : undefined,
            token,
            signal,
          });

    const envelope = v.safeParse(AnyEnvelope, response._data);
    if (!envelope.success) {
      throw new ApiError(response.status >= 500 ? 'network' : 'server', 'Load Fail', response.status, {
        error: UNREADABLE,
      });
    }
    const { output } = envelope;
    if (output.force_offline) {
      hooks.onForceOffline();
      throw new ApiError('forceOffline', output.message, response.status);
    }
    if (response.status === 401 || output.code === 401) {
      hooks.onUnauthorized(token !== null, output.error);
      throw new ApiError('unauthenticated', output.message, 401, { error: output.error });
    }
    if (output.status !== 'success') {
      const details = v.safeParse(FieldErrors, output.data);
      throw new ApiError('server', output.message, output.code, {
        error: output.error,
        params: output.params,
        errors: details.success ? details.output.errors : undefined,
        fields: output.fields,
      });
    }
    const data = v.safeParse(schema, output.data);
    if (!data.success) throw new ApiError('server', 'Load Fail', response.status, { error: UNREADABLE });
    return data.output;
  }

  return {
    call: (declaration, options = {}) =>
      call(declaration.method === 'get' ? 'GET' : 'POST', apiPath(declaration), declaration.response, {
        query: options.query as Query | undefined,
        body: options.body as Body | undefined,
        signal: options.signal,
      }),
    get: (path, schema, options) => call('GET', path, schema, options),
    post: (path, schema, options) => call('POST', path, schema, options),
  };
}
