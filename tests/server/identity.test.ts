import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema';
import { identityFor } from '../identity';
import { setupServer, type TestServer } from './helpers';

/** Accounts from before the identity rule complete it before they deposit or play (Portaria 722/2024). */

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const complete = (token: string, body: Record<string, unknown>) =>
  s.call('POST', '/api/member/identity', { token, body });

describe('an account without identity', () => {
  it('is told so by /auth/me and refused deposits, bets and game launches until it completes it', async () => {
    const { phone, token } = await s.memberWithoutIdentity();
    expect((await s.call('POST', '/api/auth/me', { token })).json.data).toMatchObject({
      identity_complete: false,
      realname: null,
    });
    const refusals = await Promise.all([
      s.call('POST', '/api/recharge/online', { token, body: { money: '50.00', payment_id: 1, payment_type: 'PIX' } }),
      s.call('POST', '/api/house/rounds', { token, body: { game_id: 1, launch: 'x', choice: { amount: '1.00' } } }),
      s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: 1 } }),
    ]);
    for (const answer of refusals) {
      expect([answer.status, answer.json.error]).toEqual([403, 'identity.incomplete']);
      expect(answer.json.message).toBe(
        'Complete your registration (full name, CPF and date of birth) before depositing or playing',
      );
    }

    const done = await complete(token, identityFor(phone));
    expect([done.status, done.json.data]).toEqual([200, { identity_complete: true }]);
    expect((await s.call('POST', '/api/auth/me', { token })).json.data).toMatchObject({
      identity_complete: true,
      realname: 'Ana Souza',
    });
    // On a regulated site the identity is then verified with a document and a selfie (tests/server/kyc.test.ts).
    const recharge = () =>
      s.call('POST', '/api/recharge/online', { token, body: { money: '50.00', payment_id: 1, payment_type: 'PIX' } });
    expect((await recharge()).json.error).toBe('kyc.required');
    await s.verifyIdentity(phone);
    expect((await recharge()).status).toBe(200);

    const again = await complete(token, identityFor(s.newPhone()));
    expect([again.status, again.json.error]).toEqual([409, 'identity.already_complete']);
  });

  it('refuses a CPF another account has, an age under 18 and a missing field, and changes nothing', async () => {
    const other = await s.register();
    const { phone, token } = await s.memberWithoutIdentity();
    const taken = await complete(token, { ...identityFor(phone), cpf: identityFor(other.phone).cpf });
    expect([taken.status, taken.json.error]).toEqual([409, 'identity.cpf_taken']);
    const young = await complete(token, { ...identityFor(phone), birth_date: '2010-01-01' });
    expect([young.status, young.json.error]).toEqual([422, 'identity.underage']);
    const noTerms = await complete(token, { ...identityFor(phone), accept_terms: false });
    expect([noTerms.status, noTerms.json.error]).toEqual([422, 'identity.terms_required']);
    const [row] = await s.db.select().from(members).where(eq(members.phone, phone));
    expect(row).toMatchObject({ cpf: null, realname: null, birthDate: null, termsAcceptedAt: null });
  });

  it('answers whether a CPF is taken at most 5 times in 15 minutes per account', async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => s.register()));
    const { phone, token } = await s.memberWithoutIdentity();
    const answers = [];
    for (const other of others) {
      const answer = await complete(token, { ...identityFor(phone), cpf: identityFor(other.phone).cpf });
      answers.push([answer.status, answer.json.error]);
    }
    expect(answers.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => [409, 'identity.cpf_taken']));
    expect(answers[5]).toEqual([429, 'auth.too_many_attempts']);
    s.clock.advance(15 * 60 * 1000 + 1);
    const own = await complete(token, identityFor(phone));
    expect([own.status, own.json.data]).toEqual([200, { identity_complete: true }]);
  });

  it('lets a registered player (identity given at sign-up) deposit at once', async () => {
    const player = await s.register();
    expect((await s.call('POST', '/api/auth/me', { token: player.token })).json.data).toMatchObject({
      identity_complete: true,
    });
  });
});
