import * as v from 'valibot';
import { endpoint } from '../../contract/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../src/api/client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: unknown) {
  const calls: Request[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

function client(token: string | null = 'tok-123') {
  const hooks = { onUnauthorized: vi.fn(), onForceOffline: vi.fn() };
  const api = createApiClient({ base: 'http://api.test', getToken: () => token, getLang: () => 'vi', hooks });
  return { api, hooks };
}

const Data = v.object({ n: v.number() });

describe('the API client', () => {
  it('sends the bearer token and the language, and unwraps the envelope', async () => {
    const calls = answer(200, { code: 200, status: 'success', message: 'OK', data: { n: 7, extra: true } });
    const { api } = client();
    await expect(api.post('/api/thing', Data, { body: { a: 1 } })).resolves.toEqual({ n: 7 });
    const request = calls[0]!;
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(new URL(request.url).searchParams.get('lang')).toBe('vi');
    expect(await request.json()).toEqual({ lang: 'vi', a: 1 });
  });

  it('calls a declared endpoint by its method and path; a query lang replaces the app’s language', async () => {
    const calls = answer(200, { code: 200, status: 'success', message: 'OK', data: { n: 3 } });
    const { api } = client();
    const declaration = endpoint({
      method: 'post',
      path: '/things/list',
      summary: 'Things',
      tag: 'test',
      auth: 'member',
      body: v.object({ page: v.number() }),
      response: Data,
    });
    await expect(api.call(declaration, { query: { lang: 'zh_cn' }, body: { page: 2 } })).resolves.toEqual({ n: 3 });
    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/things/list');
    expect(new URL(request.url).searchParams.get('lang')).toBe('zh_cn');
    expect(await request.json()).toEqual({ lang: 'vi', page: 2 });
  });

  it('sends no Authorization header without a token', async () => {
    const calls = answer(200, { code: 200, status: 'success', message: 'OK', data: { n: 1 } });
    await client(null).api.get('/api/thing', Data);
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('turns a 401 into a session event that knows whether there was a token', async () => {
    answer(401, { code: 401, status: 'error', message: 'Unauthenticated.', data: null });
    const { api, hooks } = client();
    await expect(api.post('/api/auth/me', Data)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, undefined);
    const guest = client(null);
    await expect(guest.api.post('/api/auth/me', Data)).rejects.toBeInstanceOf(ApiError);
    expect(guest.hooks.onUnauthorized).toHaveBeenCalledWith(false, undefined);
  });

  it('a lapsed session (idle 30 minutes: auth.session_expired) is the same session event with the token', async () => {
    answer(401, {
      code: 401,
      status: 'error',
      message: 'Login expired, do you want to log in again',
      error: 'auth.session_expired',
      params: {},
      data: null,
    });
    const { api, hooks } = client();
    // The failure carries the code, so a flow can tell an expired session from one never opened.
    await expect(api.post('/api/auth/me', Data)).rejects.toMatchObject({
      kind: 'unauthenticated',
      error: 'auth.session_expired',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, 'auth.session_expired');
    expect(hooks.onForceOffline).not.toHaveBeenCalled();
  });

  it("a session ended by the operator's block says so in its session event (auth.session_blocked)", async () => {
    answer(401, {
      code: 401,
      status: 'error',
      message: 'This account was blocked and its session ended. Please contact support',
      error: 'auth.session_blocked',
      params: {},
      data: null,
    });
    const { api, hooks } = client();
    await expect(api.post('/api/auth/me', Data)).rejects.toMatchObject({ error: 'auth.session_blocked' });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true, 'auth.session_blocked');
  });

  it('turns force_offline into its own event', async () => {
    answer(401, {
      code: 401,
      status: 'error',
      message: 'Your session was ended by the operator',
      data: null,
      force_offline: true,
    });
    const { api, hooks } = client();
    await expect(api.post('/api/auth/me', Data)).rejects.toMatchObject({ kind: 'forceOffline' });
    expect(hooks.onForceOffline).toHaveBeenCalledOnce();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the server message and field errors of a refused request', async () => {
    answer(422, {
      code: 422,
      status: 'error',
      message: 'Passwords did not match',
      data: { errors: { password_confirmation: 'Passwords did not match' } },
    });
    await expect(client().api.post('/api/auth/register2', Data)).rejects.toMatchObject({
      kind: 'server',
      status: 422,
      message: 'Passwords did not match',
      errors: { password_confirmation: 'Passwords did not match' },
    });
  });

  it('reports a network failure as such', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(client().api.get('/api/thing', Data)).rejects.toMatchObject({ kind: 'network' });
  });

  it('refuses data that does not match the contract', async () => {
    answer(200, { code: 200, status: 'success', message: 'OK', data: { n: 'seven' } });
    await expect(client().api.get('/api/thing', Data)).rejects.toMatchObject({ kind: 'server', message: 'Load Fail' });
  });
});

describe('answers the page came with (primed)', () => {
  const primedClient = (primed: Map<string, unknown>) =>
    createApiClient({
      base: 'http://api.test',
      getToken: () => null,
      getLang: () => 'vi',
      hooks: { onUnauthorized: vi.fn(), onForceOffline: vi.fn() },
      primed,
    });
  const envelope = (n: number) => ({ code: 200, status: 'success', message: 'OK', data: { n } });

  it('takes the answer to exactly that GET once, instead of a request; the next call asks the server', async () => {
    const calls = answer(200, envelope(2));
    const primed = new Map<string, unknown>([['/api/thing?lang=vi&page=1', envelope(1)]]);
    const api = primedClient(primed);
    await expect(api.get('/api/thing', Data, { query: { page: 1 } })).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(0);
    expect(primed.size).toBe(0);
    await expect(api.get('/api/thing', Data, { query: { page: 1 } })).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(1);
  });

  it('asks the server for another query, another language or a POST', async () => {
    const calls = answer(200, envelope(2));
    const primed = new Map<string, unknown>([
      ['/api/thing?lang=vi&page=1', envelope(1)],
      ['/api/thing?lang=pt', envelope(1)],
    ]);
    const api = primedClient(primed);
    await expect(api.get('/api/thing', Data, { query: { page: 2 } })).resolves.toEqual({ n: 2 });
    await expect(api.get('/api/thing', Data)).resolves.toEqual({ n: 2 });
    await expect(api.post('/api/thing', Data, { query: { page: 1 } })).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(3);
    expect(primed.size).toBe(2);
  });

  it('reads a primed answer as any other: one that does not match the contract is refused', async () => {
    answer(200, envelope(2));
    const api = primedClient(
      new Map([['/api/thing?lang=vi', { code: 200, status: 'success', message: 'OK', data: { n: 'x' } }]]),
    );
    await expect(api.get('/api/thing', Data)).rejects.toMatchObject({ kind: 'server', message: 'Load Fail' });
  });
});
