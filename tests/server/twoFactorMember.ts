import { expect } from 'vitest';
import { codeAt } from '../../server/two-factor/totp';
import type { TestServer } from './helpers';

/**
 * A new member with two-factor on, as the security center turns it on (the gate with the login password, the
 * set-up, the first code): their id, password, token, the authenticator's secret and the recovery codes.
 */
export async function memberWithTwoFactor(s: TestServer) {
  const { phone, password, token } = await s.register();
  const id = await s.memberId(phone);
  expect((await s.call('POST', '/api/security/verify', { token, body: { password } })).status).toBe(200);
  const setup = await s.call('POST', '/api/security/two-factor/setup', { token, body: {} });
  const { secret } = setup.json.data as { secret: string };
  const on = await s.call('POST', '/api/security/two-factor/enable', {
    token,
    body: { code: codeAt(secret, s.clock.now()) },
  });
  expect(on.status, on.json.message).toBe(200);
  return { id, password, token, secret, recovery: (on.json.data as { recovery_codes: string[] }).recovery_codes };
}
