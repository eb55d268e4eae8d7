import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** One line per request: time, request id, method, path, status, duration. */
export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${new Date().toISOString()} ${c.var.requestId} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
