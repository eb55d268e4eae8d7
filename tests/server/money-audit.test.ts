import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin';
import { members, wallets } from '../../server/db/schema';
import { AuditResult, RechargeResult } from '../../src/contract';
import { OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;
let server: Server;
let url: string;

beforeAll(async () => {
  s = await setupServer();
  server = createAdaptorServer({ fetch: s.app.fetch, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await s.close();
});

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

function cli() {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
  const run = (args: string[]) => runAdmin(args, { RODADA_API: url, ADMIN_TOKEN: OPERATOR_TOKEN }, io);
  return { out, err, run };
}

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
