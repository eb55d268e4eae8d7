import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApp } from '../../server/app';
import { SITEVERIFY_URL } from '../../server/auth/captcha/provider';
import type { AppConfig } from '../../server/config';
import { DEMO_PLAYER } from '../../server/db/seed';
import { parseEnv } from '../../server/env';
import { CaptchaData, ServerText } from '../../contract';
import { setupServer, type TestServer } from './helpers';

/**
 * The captcha sits behind a provider: the built-in one by default, or a hosted challenge (Turnstile,
 * hCaptcha) whose token the server checks with the provider's siteverify endpoint — here a fake fetch.
 */

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

interface Verification {
  url: string;
  form: URLSearchParams;
}

/** An app with a hosted provider whose siteverify answers `reply` (or throws), recording what it was sent. */
function hostedApp(provider: 'turnstile' | 'hcaptcha', reply: () => Promise<Response>) {
  const sent: Verification[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
    return reply();
  }) as typeof fetch;
  const config: AppConfig = {
    ...s.deps.config,
    captcha: { provider, siteKey: '0x4AAAAAAASiteKey', secret: 'provider-secret-0123' },
  };
  const app = createApp({ ...s.deps, config, fetch: fakeFetch });
  const login = async (token: string, address = '203.0.113.40') => {
    const response = await app.request('/api/auth/login2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        phone: DEMO_PLAYER.phone,
        password: DEMO_PLAYER.password,
        captcha_key: provider,
        captcha: token,
      }),
    });
    return { status: response.status, json: (await response.json()) as { message: string } };
  };
  return { app, sent, login };
}

const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the captcha provider', () => {
  it('is the built-in one by default: a picture and a sum', async () => {
    const data = v.parse(CaptchaData, (await s.call('POST', '/api/auth/captcha')).json.data);
    expect(data.provider ?? 'builtin').toBe('builtin');
    expect(data.image).toMatch(/^data:image\/svg\+xml/);
    expect(data.question).toBeDefined();
  });

  it('Turnstile: the captcha names the provider and its site key; a token passes only when siteverify says success', async () => {
    const good = hostedApp('turnstile', answer({ success: true, 'error-codes': [] }));
    const issued = await good.app.request('/api/auth/captcha', { method: 'POST' });
    const data = v.parse(CaptchaData, ((await issued.json()) as { data: unknown }).data);
    expect(data).toEqual({ key: 'turnstile', provider: 'turnstile', site_key: '0x4AAAAAAASiteKey' });
    expect(data.image).toBeUndefined();
    // The widget may load: its origin is in the app's Content-Security-Policy.
    const csp = issued.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');

    expect((await good.login('token-from-the-widget')).status).toBe(200);
    expect(good.sent).toHaveLength(1);
    expect(good.sent[0]!.url).toBe(SITEVERIFY_URL.turnstile);
    expect(Object.fromEntries(good.sent[0]!.form)).toEqual({
      secret: 'provider-secret-0123',
      response: 'token-from-the-widget',
      remoteip: '203.0.113.40',
    });

    const refused = hostedApp('turnstile', answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    expect(await refused.login('spent-token')).toEqual({
      status: 422,
      json: expect.objectContaining({ message: ServerText.captchaAgain }),
    });
  });

  it('hCaptcha: sends its site key too', async () => {
    const good = hostedApp('hcaptcha', answer({ success: true }));
    expect((await good.login('h-token')).status).toBe(200);
    expect(good.sent[0]!.url).toBe(SITEVERIFY_URL.hcaptcha);
    expect(good.sent[0]!.form.get('sitekey')).toBe('0x4AAAAAAASiteKey');
  });

  it('fails closed: a provider that cannot be reached, errs or answers nonsense never lets an attempt through', async () => {
    for (const reply of [
      () => Promise.reject(new Error('connect ETIMEDOUT')),
      answer({ success: true }, 500),
      answer({ success: 'true' }),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
    ]) {
      const app = hostedApp('turnstile', reply);
      expect((await app.login('token')).json.message).toBe(ServerText.captchaAgain);
    }
    // An empty or absurdly long token is not even sent.
    const app = hostedApp('turnstile', answer({ success: true }));
    expect((await app.login('x'.repeat(5000))).json.message).toBe(ServerText.captchaAgain);
    expect(app.sent).toHaveLength(0);
  });

  it('is configured with CAPTCHA_PROVIDER, which a hosted provider needs its site key and secret for', () => {
    expect(parseEnv({ PIX_SANDBOX: '1' }).CAPTCHA_PROVIDER).toBe('builtin');
    expect(() => parseEnv({ PIX_SANDBOX: '1', CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      'CAPTCHA_SITE_KEY is required with CAPTCHA_PROVIDER=turnstile; CAPTCHA_SECRET is required with CAPTCHA_PROVIDER=turnstile',
    );
    expect(
      parseEnv({
        PIX_SANDBOX: '1',
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET: 'secret-0123',
      }),
    ).toMatchObject({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site-key' });
    expect(() => parseEnv({ PIX_SANDBOX: '1', CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /^Invalid environment: CAPTCHA_PROVIDER /,
    );
  });
});
