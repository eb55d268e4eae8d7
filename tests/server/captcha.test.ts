import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApp } from '../../server/app';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../server/auth/captcha/glyphs';
import { CaptchaData, ServerText } from '../../contract';
import { DEMO_PLAYER } from '../../server/db/seed';
import { MINUTE, setupServer, type TestServer } from './helpers';
import { randomBytes } from 'node:crypto';
import { questionAnswer } from '../../contract/captchaQuestion';
import { createCaptcha, makeQuestion } from '../../server/auth/captcha/store';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

/**
 * What a script could do with the SVG's text alone: take each path that carries its own transform as one
 * character, in document order, and match its points against the glyphs the server ships.
 */
function readCodeFromSvgText(svg: string): string {
  const characters = [...svg.matchAll(/<path transform="[^"]*" d="([^"]*)"/g)].map((match) => {
    const points = [...match[1]!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    let best = { char: '?', distance: Number.POSITIVE_INFINITY };
    for (const [char, glyph] of Object.entries(GLYPHS)) {
      const outline = glyph.flat();
      if (outline.length !== points.length) continue;
      const distance = outline.reduce((sum, [x, y], k) => sum + Math.hypot(x - points[k]![0]!, y - points[k]![1]!), 0);
      if (distance < best.distance) best = { char, distance };
    }
    return best.char;
  });
  return characters.join('');
}

const loginBody = (key: string, captcha: string) => ({
  phone: DEMO_PLAYER.phone,
  password: DEMO_PLAYER.password,
  captcha_key: key,
  captcha,
});

describe('POST /api/auth/captcha', () => {
  it('answers a key and an SVG data URL of the code, drawn without text', async () => {
    const { status, json } = await s.call('POST', '/api/auth/captcha');
    expect(status).toBe(200);
    const data = v.parse(CaptchaData, json.data);
    expect(data.key.length).toBeGreaterThanOrEqual(16);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.image!.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(svg).not.toContain('<text');
  });

  it('leaves the code out of the SVG’s text: no glyph outline or transform to read it from', async () => {
    let read = 0;
    for (let i = 0; i < 20; i += 1) {
      const { data, code } = await createCaptcha(s.deps, s.clock.now());
      const svg = Buffer.from(data.image!.split(',')[1]!, 'base64').toString('utf8');
      expect(svg).not.toContain('transform');
      if (readCodeFromSvgText(svg) === code) read += 1;
    }
    expect(read).toBe(0);
  });

  it('offers an accessible question with the picture: a sum drawn afresh, answered with its result', async () => {
    const { json } = await s.call('POST', '/api/auth/captcha');
    const data = v.parse(CaptchaData, json.data);
    expect(data.question).toMatchObject({ a: expect.any(Number), b: expect.any(Number) });
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { question, answer } = makeQuestion((n) => randomBytes(n));
      expect(answer).toBe(String(questionAnswer(question)));
      expect(Number(answer)).toBeGreaterThan(0);
      expect(Number(answer)).toBeLessThan(100);
      seen.add(`${question.a} ${question.op} ${question.b}`);
    }
    // Drawn, not picked from a list that ships with the app: 200 draws make well over a hundred questions.
    expect(seen.size).toBeGreaterThan(100);
    expect(new Set([...seen].map((q) => q.split(' ')[1]))).toEqual(new Set(['plus', 'minus', 'times']));
  });

  it('passes once with the question answered, spending the picture too; a wrong answer spends both', async () => {
    const { key, code, questionAnswer } = await s.captcha();
    expect((await s.call('POST', '/api/auth/login2', { body: loginBody(key, questionAnswer) })).status).toBe(200);
    const again = await s.call('POST', '/api/auth/login2', { body: loginBody(key, code) });
    expect(again.json.message).toBe(ServerText.captchaAgain);
    const other = await s.captcha();
    const wrong = String(Number(other.questionAnswer) + 1);
    expect((await s.call('POST', '/api/auth/login2', { body: loginBody(other.key, wrong) })).json.message).toBe(
      ServerText.captchaAgain,
    );
    expect(
      (await s.call('POST', '/api/auth/login2', { body: loginBody(other.key, other.questionAnswer) })).json.message,
    ).toBe(ServerText.captchaAgain);
    // The question's own row is never a key a client can name.
    const third = await s.captcha();
    expect(
      (await s.call('POST', '/api/auth/login2', { body: loginBody(`${third.key}.q`, third.questionAnswer) })).json
        .message,
    ).toBe(ServerText.captchaAgain);
  });

  it('draws codes of four unambiguous characters', async () => {
    const { code } = await s.captcha();
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '5', 'S']) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
  });

  it('accepts a form payload (urlencoded and multipart) as well as JSON', async () => {
    const urlencoded = await s.request('POST', '/api/auth/captcha', {
      body: 'lang=pt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(200);
    const form = new FormData();
    form.set('lang', 'en');
    const multipart = await s.app.request('/api/auth/captcha', { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    v.parse(CaptchaData, ((await multipart.json()) as { data: unknown }).data);
  });

  it('passes once with the right answer, in any letter case, and is used up by that attempt', async () => {
    const { key, code } = await s.captcha();
    const first = await s.call('POST', '/api/auth/login2', { body: loginBody(key, code.toLowerCase()) });
    expect(first.status).toBe(200);
    const again = await s.call('POST', '/api/auth/login2', { body: loginBody(key, code) });
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(ServerText.captchaAgain);
  });

  it('is used up by a wrong answer too', async () => {
    const { key, code } = await s.captcha();
    const wrong = await s.call('POST', '/api/auth/login2', { body: loginBody(key, 'ZZZZ') });
    expect(wrong.json.message).toBe(ServerText.captchaAgain);
    const right = await s.call('POST', '/api/auth/login2', { body: loginBody(key, code) });
    expect(right.status).toBe(422);
    expect(right.json.message).toBe(ServerText.captchaAgain);
  });

  it('expires after five minutes', async () => {
    const inTime = await s.captcha();
    s.clock.advance(5 * MINUTE - 1000);
    expect((await s.call('POST', '/api/auth/login2', { body: loginBody(inTime.key, inTime.code) })).status).toBe(200);

    const late = await s.captcha();
    s.clock.advance(5 * MINUTE);
    const answer = await s.call('POST', '/api/auth/login2', { body: loginBody(late.key, late.code) });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ status: 'error', message: ServerText.captchaAgain });
  });

  it('refuses an unknown key and a missing captcha', async () => {
    const unknown = await s.call('POST', '/api/auth/login2', { body: loginBody('no-such-key', 'ABCD') });
    expect(unknown.json.message).toBe(ServerText.captchaAgain);
    const missing = await s.call('POST', '/api/auth/login2', {
      body: { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password },
    });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe(ServerText.captchaAgain);
  });

  it('accepts the configured test answer for any key (CAPTCHA_TEST_ANSWER), and only then', async () => {
    const testApp = createApp({ ...s.deps, config: { ...s.deps.config, captchaTestAnswer: 'E2E7' } });
    const post = (app: typeof testApp, key: string) =>
      app.request('/api/auth/login2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(loginBody(key, 'e2e7')),
      });
    expect((await post(testApp, 'any-key-at-all')).status).toBe(200);
    const { key } = await s.captcha();
    expect((await post(testApp, key)).status).toBe(200);
    // The normal app does not know the test answer.
    const normal = await post(s.app, (await s.captcha()).key);
    expect(normal.status).toBe(422);
  });
});
