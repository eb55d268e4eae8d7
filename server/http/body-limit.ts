import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * How much of a refused body is still read (and thrown away) so that the connection stays usable: Node
 * reads the next request on a keep-alive connection only after the whole body of the last one.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024;

/** Reads a refused body to its end and forgets it; past `budget` bytes the body is cancelled (the connection closes). */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > budget) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Refuses a body larger than maxBytes with `tooLarge` (the 413 envelope), without leaving the connection
 * in a state the client cannot reuse: a declared Content-Length above the limit is answered at once and
 * the body drained behind the answer (or, above DRAIN_BYTES, answered with `Connection: close` so the
 * client opens a new connection); a body without a length is read up to the limit, then drained the same
 * way. (Hono's bodyLimit leaves the body unread: @hono/node-server then closes the connection half a
 * second later, and a keep-alive client's next request on it fails with a reset.)
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const declared = Number(length);
      // Within the limit the body is left as it is, unread: the handler reads it straight from the
      // connection (asking for `body` here would wrap it in a web stream first).
      if (!(declared > maxBytes)) return next();
      if (declared > DRAIN_BYTES) {
        c.header('Connection', 'close');
      } else {
        const body = c.req.raw.body;
        if (body) void drain(body.getReader(), DRAIN_BYTES);
      }
      return tooLarge(c);
    }

    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void drain(reader, DRAIN_BYTES - size);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) });
    return next();
  };
}
