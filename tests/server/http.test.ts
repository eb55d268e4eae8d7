import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { apiRoutes, createApp } from '../../server/app';
import type { Db } from '../../server/db/types';
import { OpenApiDocument, ServerText } from '../../contract';
import { FIRST_PAINT_SCRIPT_SOURCE } from '../../server/static/firstPaint';
import { setupServer, type TestServer } from './helpers';
import { identityFor } from '../identity';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const SECURITY_HEADERS = {
  'content-security-policy':
    `default-src 'self'; script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE}; style-src 'self'; ` +
    "img-src 'self' data: blob:; font-src 'self'; " +
    "connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; " +
    "form-action 'self'; object-src 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

describe('every response', () => {
  it.each([
    ['an API success', 'GET', '/api/health'],
    ['an API error', 'POST', '/api/auth/me'],
    ['an unknown API path', 'GET', '/api/nothing-here'],
    ['a picture', 'GET', '/avatars/m1.svg'],
    ['a non-API path', 'GET', '/somewhere'],
  ])('carries the security headers: %s', async (_, method, path) => {
    const response = await s.request(method, path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('adds the configured extra origins to connect-src', async () => {
    const app = createApp({
      ...s.deps,
      config: { ...s.deps.config, connectSrc: ['https://api.rodada.example'] },
    });
    const csp = (await app.request('/api/health')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://api.rodada.example;");
  });

  it('tells browsers to use HTTPS only (Strict-Transport-Security) in production mode, and only there', async () => {
    expect((await s.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const production = createApp({ ...s.deps, config: { ...s.deps.config, production: true } });
    for (const path of ['/api/health', '/api/nothing-here', '/somewhere']) {
      expect((await production.request(path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('the client address behind TRUST_PROXY=N reverse proxies', () => {
  /** The address the login limit counts a request under, as the request log would see it. */
  async function addressOf(trustProxy: number, forwarded?: string): Promise<string> {
    const { Hono } = await import('hono');
    const { clientAddress } = await import('../../server/http/env');
    const app = new Hono().get('/', (c) => c.text(clientAddress(c as never, trustProxy)));
    const response = await app.request('/', {
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });
    return response.text();
  }

  it('takes the hop the proxies added (the Nth from the right), never what the client wrote to its left', async () => {
    expect(await addressOf(1, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(2, '10.9.9.9, 203.0.113.7, 192.0.2.1')).toBe('203.0.113.7');
    expect(await addressOf(2, '203.0.113.7')).toBe('203.0.113.7');
    // No proxy trusted: the header is the client's own and is ignored.
    expect(await addressOf(0, '203.0.113.7')).toBe('unknown');
    expect(await addressOf(1)).toBe('unknown');
  });

  it('one address writing a new first hop on every request is still one address to the login limit: 30 checks, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const { key, code } = await s.captcha();
      const { status } = await s.call('POST', '/api/auth/login2', {
        body: { phone: s.newPhone(), password: 'errada', captcha_key: key, captcha: code },
        headers: { 'x-forwarded-for': `10.0.${i}.1, 198.18.0.77` },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('the envelope', () => {
  it('answers { code, status, message, data } with HTTP 200 on success', async () => {
    const { status, json } = await s.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 200, status: 'success', message: 'OK', data: { ok: true } });
  });

  it('answers 404 Not found for unknown API paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/health'],
      ['GET', '/api'],
    ] as const) {
      const { status, json } = await s.call(method, path);
      expect(status).toBe(404);
      expect(json).toEqual({
        code: 404,
        status: 'error',
        message: ServerText.notFound,
        error: 'request.not_found',
        params: {},
        data: null,
      });
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    for (const body of ['{not json', '[1,2]', '"text"']) {
      const { status, json } = await s.call('POST', '/api/auth/login2', { body });
      expect(status).toBe(400);
      expect(json.message).toBe(ServerText.invalidRequest);
    }
  });

  it('answers 422 with the first message and the field errors for invalid input', async () => {
    const { status, json } = await s.call('POST', '/api/auth/register2', {
      body: {
        phone: '123',
        password: '1',
        password_confirmation: '2',
        captcha_key: 'k',
        captcha: 'c',
        ...identityFor('21999990000'),
      },
    });
    expect(status).toBe(422);
    expect(json.message).toBe(ServerText.invalidPhone);
    expect(json.data).toEqual({
      errors: {
        phone: ServerText.invalidPhone,
        password: ServerText.passwordTooShort,
        password_confirmation: ServerText.passwordsDiffer,
      },
    });
  });

  it('validates the query too, and accepts lang on any request', async () => {
    expect((await s.call('GET', '/api/profilepictures?lang=pt')).status).toBe(200);
    expect((await s.call('GET', `/api/dynamicwebs/getdata?site=${'x'.repeat(65)}`)).status).toBe(422);
    expect((await s.call('POST', '/api/auth/captcha?lang=en', { body: { lang: 'en', extra: 1 } })).status).toBe(200);
  });

  it('treats //api/... as /api/...', async () => {
    expect((await s.call('GET', '//api/health')).status).toBe(200);
  });

  it('answers 500 Server error, please try again later when something breaks, and logs it', async () => {
    const broken = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const app = createApp({ ...s.deps, db: broken });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/api/language/getList');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 500,
      status: 'error',
      message: ServerText.serverError,
      error: 'server.error',
      params: {},
      data: null,
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('compression of the API’s answers', () => {
  it('sends a large answer compressed when the client accepts it (brotli, else gzip), the same JSON once decoded', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const path = '/api/house/sports/board';
    const plain = await s.request('GET', path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);
    const br = await s.request('GET', path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(br.headers.get(name)).toBe(value);
    const body = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(text.length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(JSON.parse(text));
    const gz = await s.request('GET', path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(JSON.parse(text));
  });

  it('leaves a small answer, an error and a client that accepts no encoding as they are', async () => {
    const small = await s.request('GET', '/api/health', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()) as unknown).toMatchObject({ code: 200 });
    const refused = await s.request('POST', '/api/auth/me', { headers: { 'Accept-Encoding': 'br' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.status).toBe(401);
    expect((await refused.json()) as unknown).toMatchObject({ code: 401 });
    const identity = await s.request('GET', '/api/house/sports/board', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect((await identity.json()) as unknown).toMatchObject({ code: 200 });
  });
});

describe('CORS', () => {
  it('is off by default and allows only the configured origins when set', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    };
    expect((await s.app.request('/api/auth/me', preflight)).headers.get('access-control-allow-origin')).toBeNull();

    const app = createApp({ ...s.deps, config: { ...s.deps.config, corsOrigins: ['https://app.example'] } });
    const allowed = await app.request('/api/auth/me', preflight);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    const other = await app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every route the app serves, with schemas from the contract', async () => {
    const response = await s.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = v.parse(OpenApiDocument, await response.json());
    expect(doc.openapi).toBe('3.1.0');

    const declared = apiRoutes()
      .map((r) => `${r.method.toUpperCase()} /api${r.path}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(declared);

    // Every route the Hono app mounted under /api is declared (none is written by hand elsewhere).
    const mounted = s.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(mounted)].sort()).toEqual(declared);

    for (const expected of [
      'POST /api/auth/captcha',
      'POST /api/auth/register2',
      'POST /api/auth/login2',
      'POST /api/auth/me',
      'POST /api/auth/logout',
      'GET /api/language/getList',
      'GET /api/dynamicwebs/getdata',
      'GET /api/socialmedialinks/get',
      'GET /api/profilepictures',
      'POST /api/profilepictures/user',
      'POST /api/profilepictures/set',
      'POST /api/operator/force-offline',
      'POST /api/operator/expire-sessions',
      'GET /api/health',
      'GET /api/openapi.json',
    ]) {
      expect(documented).toContain(expected);
    }

    const login = doc.paths['/api/auth/login2']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[]; properties: object } }> };
      responses: Record<string, unknown>;
    };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual([
      'phone',
      'password',
      'captcha_key',
      'captcha',
    ]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '422', '429']));
    const captcha = doc.paths['/api/auth/captcha']?.post as { requestBody: { content: object } };
    expect(Object.keys(captcha.requestBody.content)).toContain('application/x-www-form-urlencoded');
    const me = doc.paths['/api/auth/me']?.post as {
      security: unknown;
      responses: Record<string, { content: object }>;
    };
    expect(me.security).toEqual([{ memberToken: [] }]);
    expect(JSON.stringify(me.responses['200'])).toContain('bridge_password_token');
    const languages = doc.paths['/api/language/getList']?.get as { parameters: { name: string }[] };
    expect(languages.parameters.map((p) => p.name)).toEqual(['host', 'lang']);
  });
});
