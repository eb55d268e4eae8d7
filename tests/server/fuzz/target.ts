import { sql } from 'drizzle-orm';
import { ledgerEntries, wallets } from '../../../server/db/schema';
import { OPERATOR_TOKEN, type TestServer } from '../helpers';
import type { FuzzTarget } from './generator';

/** What the fuzzed member starts with (R$ 1000.00, credited by the operator). */
export const FUZZ_MEMBER_CREDIT = '1000.00';

/**
 * The test app as a fuzz target: a registered member with a balance (credited through the operator
 * route), its token renewed by logging in again (or registering another member when the phone is
 * locked) once a fuzzed request has ended the session.
 */
export async function fuzzTarget(s: TestServer): Promise<FuzzTarget & { memberPhone: () => string }> {
  let member = await s.register();
  const funded = await s.call('POST', '/api/operator/credit', {
    token: OPERATOR_TOKEN,
    body: { phone: member.phone, amount: FUZZ_MEMBER_CREDIT, reference: `fuzz-${member.phone}` },
  });
  if (funded.status !== 200) throw new Error(`funding the fuzzed member failed: ${funded.json.message}`);
  let token = member.token;

  return {
    operatorToken: OPERATOR_TOKEN,
    memberPhone: () => member.phone,
    request: async (method, url, init) => {
      const body = init.body instanceof Uint8Array ? new Uint8Array(init.body) : init.body;
      return s.app.request(url, { method, headers: init.headers, body });
    },
    async memberToken(fresh) {
      if (!fresh) return token;
      const login = await s.login(member.phone, member.password);
      if (login.status === 200) {
        token = (login.json.data as { access_token: string }).access_token;
      } else {
        member = await s.register();
        token = member.token;
      }
      return token;
    },
  };
}

/** The sum of every wallet's balance and of every ledger entry, in centavos. */
export async function moneyTotals(s: TestServer): Promise<{ wallets: number; ledger: number }> {
  const [w] = await s.db.select({ total: sql<string>`coalesce(sum(${wallets.balanceCents}), 0)::text` }).from(wallets);
  const [l] = await s.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries);
  return { wallets: Number(w?.total), ledger: Number(l?.total) };
}
