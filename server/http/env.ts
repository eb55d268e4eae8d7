import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

/** Hono's environment for this app: the node request when served by @hono/node-server. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: RequestIdVariables;
}

export type AppContext = Context<AppEnv>;

/** Longer than any IPv6 address with a zone: what a hop is cut to (it becomes a rate-limit key). */
const HOP_MAX = 64;

/**
 * The client's address. Behind `trustProxies` reverse proxies (TRUST_PROXY=N), each proxy appends the
 * address it was connected from to X-Forwarded-For, so only the last N hops were written by our proxies:
 * the client is the Nth hop from the right. Anything to its left the client wrote itself and is ignored
 * (else one forged header would be a new address per request and beat every per-address limit). A
 * header with fewer hops than proxies was written by our proxies alone: its leftmost hop. With no proxy
 * configured, or no header, the socket's address.
 */
export function clientAddress(c: AppContext, trustProxies: number): string {
  if (trustProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[Math.max(0, hops.length - trustProxies)];
    if (hop) return hop.slice(0, HOP_MAX);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The host the request was sent to, as it came (with its port, if any). */
export function hostHeader(c: Pick<AppContext, 'req'>): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/** The request's host name without port, lower-cased. */
export function requestHost(c: AppContext): string {
  return hostName(hostHeader(c));
}

export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}
