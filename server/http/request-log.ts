import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * Standard output, a batch at a time: the lines of one turn of the event loop go out in one write after it
 * (console.log writes each line at once, and to a file or a pipe that write blocks the process). What is
 * still pending when the process exits is written then.
 */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/** The process's one batched standard output, made when a request log first needs it. */
let stdout: ((line: string) => void) | undefined;

/** One line per request: time, request id, method, path, status, duration. */
export function requestLog(write: (line: string) => void = (stdout ??= batchedStdout())): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${new Date().toISOString()} ${c.var.requestId} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
