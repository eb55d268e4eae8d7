import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ServerText, type Envelope } from '../../contract';
import type { ErrorStatus } from '../../contract/endpoint';
import { ERRORS, errorText, type ErrorCode, type ErrorParams, type PlainErrorCode } from '../../contract/errors';

export type { ErrorStatus };

/** A field's refusal: its code and params, beside the message data.errors gives it. */
export type FieldRefusal = { error: ErrorCode; params: Record<string, string> };

/**
 * A failure a handler answers with: a code of contract/errors.ts and its params. The status and the
 * English message come from the code; `data` is what the envelope carries beside them.
 */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  /** A refusal of the request's own shape (its schema), which any endpoint may answer. */
  fromInput = false;

  constructor(
    readonly error: ErrorCode,
    readonly params: Record<string, string> = {},
    readonly data: unknown = null,
    readonly extra: { force_offline?: boolean; fields?: Record<string, FieldRefusal>; status?: ErrorStatus } = {},
  ) {
    super(errorText(error, params));
    this.status = extra.status ?? ERRORS[error].status;
    this.name = 'ApiError';
  }
}

/** Refuses with a code whose text takes no parameter. */
export function refusal(code: PlainErrorCode, data: unknown = null): ApiError {
  return new ApiError(code, {}, data);
}

/** Refuses with a code and the params its text needs. */
export function refusalWith<C extends ErrorCode>(code: C, params: ErrorParams<C>, data: unknown = null): ApiError {
  return new ApiError(code, params, data);
}

export function successBody<T>(data: T, message: string = ServerText.ok): Envelope<T> {
  return { code: 200, status: 'success', message, data };
}

export function errorBody(error: ApiError): Envelope<unknown> {
  const { force_offline, fields } = error.extra;
  return {
    code: error.status,
    status: 'error',
    message: error.message,
    error: error.error,
    params: error.params,
    ...(fields ? { fields } : {}),
    data: error.data,
    ...(force_offline ? { force_offline } : {}),
  };
}

export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}
