import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The best encoding the client accepts, for a body worth compressing. */
export function chooseEncoding(acceptEncoding: string | undefined, type: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(type) || !acceptEncoding) return null;
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * A body the server answers with its headers, compressed when the client accepts it and it is worth it
 * (`Content-Type` among `headers`). `key` names this content (a file's version, a picture's hash): it is
 * compressed once per key and encoding. A body made for one request (`key` null) is compressed quickly and
 * not kept.
 */
export function sendCompressible(
  c: Context,
  key: string | null,
  body: Buffer | string,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), headers['Content-Type'] ?? '', bytes.length);
  const out = !encoding ? bytes : key === null ? compressPage(bytes, encoding) : compressOnce(key, bytes, encoding);
  return c.body(new Uint8Array(out), status, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(out.length),
  });
}

const cache = new Map<string, Buffer>();

/**
 * Compresses a built file once per version (path and modification time) and keeps the result:
 * the build is immutable while the server runs, so each asset is compressed at most twice.
 */
export function compressOnce(key: string, body: Buffer, encoding: Encoding): Buffer {
  const cacheKey = `${encoding}:${key}`;
  let out = cache.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 9 });
    cache.set(cacheKey, out);
  }
  return out;
}

/** How a body made for one request is compressed: quickly (a page, an API answer). */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const QUICK_GZIP = { level: 6 };

/** A body made for one request: compressed quickly, not kept. */
function compressPage(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, QUICK_BROTLI) : gzipSync(body, QUICK_GZIP);
}

const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/**
 * The API's answers compressed for a client that accepts it, when worth it (JSON of 1 KB or more: the sports
 * board, a page of games, a record): on a phone's network 27 KB of board is 4 KB. Compressed in zlib's thread
 * pool, not on the event loop. A server-sent-event stream, an answer already encoded or one too small passes as
 * it is. (Behind the reverse proxy, deploy/Caddyfile, the proxy passes an encoded answer through.)
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const accepts = c.req.header('Accept-Encoding');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!accepts || !type.startsWith('application/json') || c.res.headers.has('Content-Encoding') || !c.res.body)
      return;
    const body = Buffer.from(await c.res.arrayBuffer());
    const encoding = chooseEncoding(accepts, type, body.length);
    const out = !encoding
      ? body
      : encoding === 'br'
        ? await brotliLater(body, QUICK_BROTLI)
        : await gzipLater(body, QUICK_GZIP);
    const { status, headers } = c.res;
    // Hono keeps the former answer's headers over a new one: cleared first, then set whole.
    c.res = undefined;
    c.res = new Response(new Uint8Array(out), { status, headers });
    c.res.headers.append('Vary', 'Accept-Encoding');
    c.res.headers.set('Content-Length', String(out.length));
    if (encoding) c.res.headers.set('Content-Encoding', encoding);
  };
}
