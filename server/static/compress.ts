import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** A page made for one request: compressed quickly, not kept. */
export function compressPage(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}
