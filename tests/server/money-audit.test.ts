import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { members, wallets } from '../../server/db/schema';
import { AuditResult, RechargeResult } from '../../contract';
import { adminCli, type Listener, OPERATOR_TOKEN, serveFile, type TestServer } from './helpers';

let s: TestServer;
let http: Listener;
serveFile((running) => ({ s, http } = running));

async function depositor(money: string) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const { json } = await s.call('POST', '/api/recharge/online', {
    token: registered.token,
    body: { money, payment_id: 1, payment_type: 'PIX' },
  });
  const { order_no } = v.parse(RechargeResult, json.data);
  expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
  return { ...registered, id: member!.id };
}

const cli = () => adminCli(http.url);

describe('npm run admin -- audit', () => {
  it('needs the operator token', async () => {
    const answer = await s.call('POST', '/api/operator/audit');
    expect(answer.status).toBe(401);
  });

  it('passes when every wallet matches its ledger, and names a tampered wallet', async () => {
    const a = await depositor('100.00');
    const b = await depositor('55.55');

    const ok = cli();
    expect(await ok.run(['audit'])).toBe(0);
    expect(ok.out[0]).toMatch(/^ledger ok/);
    expect(ok.err).toEqual([]);

    await s.db.update(wallets).set({ balanceCents: 999_999 }).where(eq(wallets.memberId, b.id));
    const { json } = await s.call('POST', '/api/operator/audit', { token: OPERATOR_TOKEN });
    const result = v.parse(AuditResult, json.data);
    expect(result.off).toEqual([{ member_id: b.id, phone: b.phone, balance: '9999.99', ledger_sum: '55.55' }]);
    expect(result.off.some((w) => w.member_id === a.id)).toBe(false);

    const bad = cli();
    expect(await bad.run(['audit'])).toBe(1);
    expect(bad.out).toEqual([]);
    expect(bad.err[0]).toContain('ledger NOT ok');
    expect(bad.err[0]).toContain(`member ${b.id} (${b.phone}): balance R$ 9999.99, ledger sum R$ 55.55`);

    expect(await cli().run(['audit', 'extra'])).toBe(2);
  });
});
