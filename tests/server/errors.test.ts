import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorText } from '../../contract/errors';
import { implement } from '../../server/http/registry';
import { refusal } from '../../server/http/envelope';
import { endpoint } from '../../contract/endpoint';
import { identityFor } from '../identity';
import { setupServer, type TestServer } from './helpers';

/** Refusals carry a stable code and its params beside the spec's message (contract/errors.ts). */

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

describe('error codes', () => {
  it('answers the spec’s message with its code and params: a withdrawal above the balance', async () => {
    const member = await s.register();
    await s.call('POST', '/api/member/qkpwd', {
      token: member.token,
      body: { qk_pwd: '246810', qk_pwd_confirmation: '246810' },
    });
    const answer = await s.call('POST', '/api/drawing', {
      token: member.token,
      body: {
        money: '999999.00',
        qk_pwd: '246810',
        payment_type: 'CPF',
        account: identityFor(member.phone).cpf,
        cpf_id: identityFor(member.phone).cpf,
        name: 'Ana',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      code: 422,
      status: 'error',
      error: 'withdrawal.amount_above_balance',
      params: { max: expect.stringMatching(/^\d+\.\d{2}$/) },
      fields: { money: { error: 'withdrawal.amount_above_balance' } },
    });
    expect(answer.json.message).toBe(`Amount cannot be greater than ${answer.json.params?.max}`);
    expect(answer.json.data).toEqual({ errors: { money: answer.json.message } });
  });

  it('gives every refused field its code: a register form with a bad phone and a short password', async () => {
    const answer = await s.call('POST', '/api/auth/register2', {
      body: { phone: '123', password: '1', password_confirmation: '1', captcha_key: 'x', captcha: 'x' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toMatchObject({
      phone: { error: 'auth.phone_invalid', params: {} },
      password: { error: 'auth.password_too_short', params: {} },
    });
    expect(answer.json.data).toMatchObject({ errors: { phone: errorText('auth.phone_invalid') } });
  });

  it('answers a message of the catalogue for every code, with every param filled', () => {
    for (const [code, { text }] of Object.entries(ERRORS)) {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const filled = errorText(code as keyof typeof ERRORS, Object.fromEntries(names.map((n) => [n, 'X'])));
      expect(filled, code).not.toMatch(/\{\w+\}/);
      expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
  });

  it('fails a handler that answers a code its declaration does not list (tests only)', async () => {
    const declared = endpoint({
      method: 'get',
      path: '/nowhere',
      summary: 'test',
      tag: 'test',
      auth: 'public',
      response: v.null(),
      errors: { 'game.not_found': '' },
    });
    const answers = async (code: 'game.not_found' | 'order.not_found', checkDeclaredErrors: boolean) => {
      const route = implement(declared, () => {
        throw refusal(code);
      });
      const c = { req: { query: () => ({}), header: () => undefined } } as never;
      return route.handle(c, { ...s.deps, config: { ...s.deps.config, checkDeclaredErrors } }).then(
        () => 'answered',
        (error: Error) => error.message,
      );
    };
    expect(await answers('game.not_found', true)).toBe(ERRORS['game.not_found'].text);
    expect(await answers('order.not_found', true)).toMatch(/does not declare/);
    expect(await answers('order.not_found', false)).toBe(ERRORS['order.not_found'].text);
  });

  it('lists each endpoint’s codes in the OpenAPI document', async () => {
    const doc = (await (await s.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const withdraw = JSON.stringify(doc.paths['/api/drawing']!.post!.responses['422']);
    expect(withdraw).toContain('withdrawal.amount_above_balance');
    expect(withdraw).toContain('Amount cannot be greater than {max}');
  });
});
