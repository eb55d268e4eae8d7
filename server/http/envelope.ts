import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ServerText, type Envelope } from '../../contract';
import type { ErrorStatus } from '../../contract/endpoint';

export type { ErrorStatus };

/** A failure a handler answers with: HTTP status === code, the product's message, optional data. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly data: unknown = null,
    readonly extra: { force_offline?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function successBody<T>(data: T, message: string = ServerText.ok): Envelope<T> {
  return { code: 200, status: 'success', message, data };
}

export function errorBody(error: ApiError): Envelope<unknown> {
  return { code: error.status, status: 'error', message: error.message, data: error.data, ...error.extra };
}

export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}
