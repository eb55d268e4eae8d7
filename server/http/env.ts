import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

/** Hono's environment for this app: the node request when served by @hono/node-server. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: RequestIdVariables;
}

export type AppContext = Context<AppEnv>;

/** The client's address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientAddress(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The request's host name without port, lower-cased. */
export function requestHost(c: AppContext): string {
  return hostName(c.req.header('host') ?? new URL(c.req.url).host);
}

export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}
