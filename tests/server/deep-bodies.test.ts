import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../server/http/json-depth';
import { unstorablePath } from '../../server/http/validate';
import { listen, setupServer, type TestServer } from './helpers';

/**
 * A body nested thousands deep is refused in one pass over its text, before JSON.parse or any walk over
 * it, so no request, however it nests, holds the server up for the others.
 */

let s: TestServer;
let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  s = await setupServer();
  server = await listen(s);
});
afterAll(async () => {
  await server?.close();
  await s?.close();
});

/** `{"x":[[…]]}`: an object holding arrays, `depth` levels in all. */
const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

/** The deepest such body the 64 KB body limit lets through. */
const DEEPEST_WITHIN_LIMIT = nested(Math.floor((64 * 1024 - 8) / 2));

const post = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('a body nested deeper than the limit', () => {
  it(`takes ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1} with 400`, async () => {
    const within = await s.call('POST', '/api/auth/captcha', { body: nested(MAX_JSON_DEPTH) });
    expect(within.status).toBe(200);
    const beyond = await s.call('POST', '/api/auth/captcha', { body: nested(MAX_JSON_DEPTH + 1) });
    expect([beyond.status, beyond.json.error]).toEqual([400, 'request.malformed']);
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    const deepObjects = await s.call('POST', '/api/auth/captcha', { body: objects });
    expect([deepObjects.status, deepObjects.json.error]).toEqual([400, 'request.malformed']);
  });

  it('counts brackets only outside strings', async () => {
    const text = JSON.stringify({ x: `"\\${'['.repeat(500)}`, y: '{'.repeat(500) });
    expect(nestsDeeperThan(text)).toBe(false);
    const answer = await s.call('POST', '/api/auth/captcha', { body: text });
    expect(answer.status).toBe(200);
  });

  it('refuses a 64 KB body nested as deep as fits at once, and the health check answers meanwhile', async () => {
    expect(DEEPEST_WITHIN_LIMIT.length).toBeLessThanOrEqual(64 * 1024);
    // Warm: the first request of a connection and of a route pays for more than its own work.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await post('/api/auth/captcha', nested(2))).status).toBe(200);
    const started = performance.now();
    const deep = Array.from({ length: 4 }, () => post('/api/auth/captcha', DEEPEST_WITHIN_LIMIT));
    const healthStarted = performance.now();
    const health = await fetch(`${server.url}/api/health`);
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    const answers = await Promise.all(deep);
    const allMs = performance.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe('request.malformed');
    }
    expect(healthMs).toBeLessThan(100);
    expect(allMs).toBeLessThan(1000);
  }, 120_000);

  it('forms and query strings stay flat: bracketed or dotted names nest nothing', async () => {
    const name = `a${'[x]'.repeat(1_000)}.${'b.'.repeat(1_000)}c`;
    const started = performance.now();
    const form = await fetch(`${server.url}/api/auth/captcha?${encodeURIComponent(name)}=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${encodeURIComponent(name)}=1&${'[' + ']'.repeat(1000)}=2`,
    });
    expect(form.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a body of 100,000 levels is past the size limit (413) and answered at once', async () => {
    const started = performance.now();
    const answer = await post('/api/auth/captcha', nested(100_000));
    expect(answer.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the storable-text check over a deeply nested value', () => {
  it('is linear in the depth, and still names the field that carries a NUL', () => {
    let value: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    const started = performance.now();
    expect(unstorablePath({ a: value })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);

    let bad: unknown = 'a\u0000b';
    for (let i = 0; i < 3; i += 1) bad = { k: bad };
    expect(unstorablePath({ ok: 'fine', deep: bad })).toBe('deep.k.k.k');
    expect(unstorablePath({ 'a\u0000': 1 })).toBe('_');
    expect(unstorablePath('\u0000')).toBe('_');
  });
});
