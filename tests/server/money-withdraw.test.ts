import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, memberPixKeys, members, withdrawalOrders } from '../../server/db/schema';
import { recordTurnover } from '../../server/wallet/turnover';
import {
  AuditResult,
  DrawingResult,
  isValidCnpj,
  isValidCpf,
  MemberPixKeyList,
  OperatorWithdrawalPage,
  RechargeResult,
  WithdrawalRecordPage,
  WithdrawalReviewResult,
  WithdrawText,
} from '../../contract';
import { AssociationList, DetailsPage, FeeList } from '../../contract/orderCenter';
import { identityFor, validCpf } from '../identity';
import { adminCli, type Listener, OPERATOR_TOKEN, serveFile, type TestServer } from './helpers';
import { signedInStaff } from './staff';

let s: TestServer;
let http: Listener;
serveFile((running) => ({ s, http } = running));

const PWD = '246810';
/** A CPF written as people write it: 529.982.247-25. */
const dotted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/**
 * A registered player; `cpf` is theirs (the tests' players get identityFor(phone)). The default site asks
 * no turnover on deposits; `site: 'open'` one that asks 2× (the seed's sites.withdrawal_turnover_multiple).
 */
async function player(site?: 'open') {
  const registered = await s.register(undefined, undefined, undefined, site ? { site } : {});
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  return { ...registered, id: member!.id, cpf: identityFor(registered.phone).cpf };
}
type Player = Awaited<ReturnType<typeof player>>;

async function deposit(p: Player, money: string) {
  const { json } = await s.call('POST', '/api/recharge/online', {
    token: p.token,
    body: { money, payment_id: 1, payment_type: 'PIX' },
  });
  const { order_no } = v.parse(RechargeResult, json.data);
  expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
}

let playRef = 0;
const play = (p: Player, cents: number) =>
  recordTurnover(s.db, p.id, cents, 'test.play', `t${++playRef}`, s.clock.now());

const setPwd = (p: Player, qk_pwd: unknown, qk_pwd_confirmation: unknown = qk_pwd) =>
  s.call('POST', '/api/member/qkpwd', { token: p.token, body: { qk_pwd, qk_pwd_confirmation } });

const draw = (p: Player, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/drawing', {
    token: p.token,
    headers,
    body: {
      money: '50.00',
      qk_pwd: PWD,
      payment_type: 'CPF',
      account: dotted(p.cpf),
      cpf_id: dotted(p.cpf),
      name: 'Ana Souza',
      ...body,
    },
  });

/** A member with the password set, R$ amount deposited and the turnover already played. */
async function ready(money: string, site?: 'open') {
  const p = await player(site);
  expect((await setPwd(p, PWD)).status).toBe(200);
  await deposit(p, money);
  await play(p, 2 * Math.round(Number(money) * 100));
  return p;
}

/**
 * A review by the command line's token; a payment by a finance person, since whoever approved an order
 * (here the token) may not pay it.
 */
let payer: string | undefined;
const op = async (path: string, body: Record<string, unknown>) => {
  if (path === 'pay') payer ??= (await signedInStaff(s, ['finance'])).token;
  return s.call('POST', `/api/operator/withdrawals/${path}`, { token: path === 'pay' ? payer : OPERATOR_TOKEN, body });
};

async function drawn(p: Player, money: string) {
  const answer = await draw(p, { money });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(DrawingResult, answer.json.data).order_no;
}

describe('CPF and CNPJ', () => {
  it('checks CPF check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('checks numeric and alphanumeric CNPJ check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('withdrawal password', () => {
  it('is 6 digits, confirmed, set once', async () => {
    const p = await player();
    for (const bad of ['12345', '1234567', 'abcdef', 123456]) {
      const answer = await setPwd(p, bad);
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe(WithdrawText.pwdSixDigits);
    }
    const mismatch = await setPwd(p, PWD, '135790');
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.message).toBe(WithdrawText.pwdMismatch);

    const before = await draw(p);
    expect(before.status).toBe(422);
    expect(before.json.message).toBe(WithdrawText.pwdMissing);

    expect((await setPwd(p, PWD)).status).toBe(200);
    const me = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
    expect(JSON.stringify(me.json.data)).toContain('"has_qk_pwd":true');
    const again = await setPwd(p, '135790');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(WithdrawText.pwdAlreadySet);

    const [row] = await s.db.select().from(members).where(eq(members.id, p.id));
    expect(row!.withdrawalPasswordHash).toMatch(/^scrypt\$/);
  });
});

describe('POST /api/drawing validation', () => {
  it('answers every message', async () => {
    const p = await ready('100.00');
    const cases: [Record<string, unknown>, string][] = [
      [{ cpf_id: '529.982.247-24' }, WithdrawText.invalidCpf],
      [{ account: '111.111.111-11' }, WithdrawText.invalidCpf],
      [{ payment_type: 'CNPJ', account: '11222333000182' }, WithdrawText.invalidCnpj],
      [{ payment_type: 'CNPJ', account: '12ABC34501DE36' }, WithdrawText.invalidCnpj],
      [{ payment_type: 'PHONE', account: '1134567890' }, WithdrawText.invalidPhone],
      [{ payment_type: 'EMAIL', account: 'ana@' }, WithdrawText.invalidEmail],
      [{ payment_type: 'EVP', account: 'not-a-uuid' }, WithdrawText.invalidEvp],
      [{ qk_pwd: '12' }, WithdrawText.pwdSixDigits],
      [{ name: '  ' }, WithdrawText.enterName],
      [{ qk_pwd: '000000' }, WithdrawText.pwdWrong],
      [{ money: '9.99' }, 'The amount must not be less than 10.00'],
      [{ money: '100.01' }, 'Amount cannot be greater than 100.00'],
    ];
    for (const [body, message] of cases) {
      const answer = await draw(p, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.message, JSON.stringify(body)).toBe(message);
    }
    expect(await s.balanceOf(p.id)).toBe(10000);
    // Keys of every type the player holds in their CPF (the sandbox gateway's rule, docs/QA.md).
    const keys: [string, string][] = [
      ['CPF', p.cpf],
      ['PHONE', `+55 (${p.phone.slice(0, 2)}) ${p.phone.slice(2)}`],
      ['EMAIL', identityFor(p.phone).email.toUpperCase()],
    ];
    for (const [payment_type, account] of keys) {
      const answer = await draw(p, { payment_type, account, money: '10.00' });
      expect(answer.status, answer.json.message).toBe(200);
      expect(answer.json.message).toBe(WithdrawText.submitted);
    }
    expect(await s.balanceOf(p.id)).toBe(7000);
  });
});

describe('turnover and hold', () => {
  it('refuses until the turnover is played, then holds the amount at once (a site asking 2× the deposits)', async () => {
    const p = await player('open');
    expect((await setPwd(p, PWD)).status).toBe(200);
    await deposit(p, '100.00');
    const first = await draw(p);
    expect(first.status).toBe(422);
    expect(first.json.message).toBe('Turnover not reached: play R$ 200.00 more before withdrawing');
    await play(p, 15000);
    expect((await draw(p)).json.message).toBe('Turnover not reached: play R$ 50.00 more before withdrawing');
    await play(p, 5000);

    const orderNo = await drawn(p, '60.00');
    expect(orderNo).toMatch(/^WD\d{22}$/);
    expect(await s.balanceOf(p.id)).toBe(4000);
    const [hold] = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'withdrawal.hold'), eq(ledgerEntries.ref, orderNo)));
    expect(hold).toMatchObject({ memberId: p.id, amountCents: -6000 });

    s.clock.advance(1000);
    await drawn(p, '10.00');
    const records = await s.call('POST', '/api/drawing/list', { token: p.token, body: { page: 1, per_page: 10 } });
    const page = v.parse(WithdrawalRecordPage, records.json.data);
    expect(page.total).toBe(2);
    expect(page.list.map((r) => r.money)).toEqual(['10.00', '60.00']);
    expect(page.list[1]).toMatchObject({
      order_no: orderNo,
      fee: '0.00',
      actual_money: '60.00',
      payment_type: 'CPF',
      account: p.cpf,
      status: 'pending',
      reason: null,
    });
    const bank = await s.call('GET', '/api/member/bank', { token: p.token });
    expect(v.parse(MemberPixKeyList, bank.json.data)).toEqual([
      { id: expect.any(Number), payment_type: 'CPF', account: p.cpf, name: 'Ana Souza', is_default: true },
    ]);
    const empty = await player();
    expect((await s.call('GET', '/api/member/bank', { token: empty.token })).json.data).toEqual([]);
  });

  it('answers a retried Idempotency-Key once', async () => {
    const p = await ready('50.00');
    const headers = { 'Idempotency-Key': 'wd-retry-1' };
    const a = await draw(p, { money: '20.00' }, headers);
    const b = await draw(p, { money: '20.00' }, headers);
    expect(b.json.data).toEqual(a.json.data);
    expect(await s.balanceOf(p.id)).toBe(3000);
  });
});

const NOT_OWN_KEY = 'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF';
const NOT_OWN_CPF = 'Use your own CPF: withdrawals go only to your CPF';

/** Nothing moved: the balance, the ledger and the orders are as they were. */
async function unchanged(p: Player, cents: number) {
  expect(await s.balanceOf(p.id)).toBe(cents);
  const holds = await s.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, p.id), eq(ledgerEntries.kind, 'withdrawal.hold')));
  expect(holds).toEqual([]);
  expect(await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id))).toEqual([]);
}

describe('withdrawals only to the member’s own CPF', () => {
  it('refuses a CPF key or a cpf_id of another CPF, and keys the gateway reports in another CPF', async () => {
    const p = await ready('100.00');
    const other = await player();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ account: dotted(validCpf('98765')) }, 'pix.cpf_not_own', 'account', NOT_OWN_CPF],
      [{ account: other.cpf, cpf_id: other.cpf }, 'pix.cpf_not_own', 'cpf_id', NOT_OWN_CPF],
      [{ cpf_id: dotted(other.cpf) }, 'pix.cpf_not_own', 'cpf_id', NOT_OWN_CPF],
      [{ payment_type: 'PHONE', account: other.phone }, 'pix.key_not_own_cpf', 'account', NOT_OWN_KEY],
      [{ payment_type: 'PHONE', account: '21987654321' }, 'pix.key_not_own_cpf', 'account', NOT_OWN_KEY],
      [
        { payment_type: 'EMAIL', account: identityFor(other.phone).email },
        'pix.key_not_own_cpf',
        'account',
        NOT_OWN_KEY,
      ],
      [{ payment_type: 'EMAIL', account: 'ana@example.com.br' }, 'pix.key_not_own_cpf', 'account', NOT_OWN_KEY],
      [
        { payment_type: 'EVP', account: '123e4567-e89b-42d3-a456-426614174000' },
        'pix.key_not_own_cpf',
        'account',
        NOT_OWN_KEY,
      ],
      [{ payment_type: 'CNPJ', account: '11.222.333/0001-81' }, 'pix.key_not_own_cpf', 'account', NOT_OWN_KEY],
    ];
    for (const [body, code, field, message] of cases) {
      const answer = await draw(p, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.error, JSON.stringify(body)).toBe(code);
      expect(answer.json.message).toBe(message);
      expect(answer.json.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    await unchanged(p, 10000);
    expect(await s.db.select().from(memberPixKeys).where(eq(memberPixKeys.memberId, p.id))).toEqual([]);
  });

  it('re-checks a key saved before the rule: another person’s is refused, the member’s own is used and confirmed', async () => {
    const p = await ready('100.00');
    const saved = (payment_type: 'PHONE' | 'EVP', account: string) => ({
      memberId: p.id,
      paymentType: payment_type,
      account,
      holderName: 'Ana Souza',
      holderCpf: null,
      isDefault: false,
      createdAt: s.clock.now(),
    });
    await s.db
      .insert(memberPixKeys)
      .values([saved('EVP', '123e4567-e89b-42d3-a456-426614174000'), saved('PHONE', p.phone)]);
    const theirs = await draw(p, { payment_type: 'EVP', account: '123e4567-e89b-42d3-a456-426614174000' });
    expect(theirs.status).toBe(422);
    expect(theirs.json.error).toBe('pix.key_not_own_cpf');
    await unchanged(p, 10000);

    const own = await draw(p, { payment_type: 'PHONE', account: p.phone, money: '20.00' });
    expect(own.status, own.json.message).toBe(200);
    const keys = await s.db
      .select({ type: memberPixKeys.paymentType, holder: memberPixKeys.holderCpf })
      .from(memberPixKeys)
      .where(eq(memberPixKeys.memberId, p.id));
    expect(keys).toEqual(
      expect.arrayContaining([
        { type: 'EVP', holder: null },
        { type: 'PHONE', holder: p.cpf },
      ]),
    );
    expect(await s.balanceOf(p.id)).toBe(8000);
  });

  it('records the confirmed holder’s CPF on a key first used in a withdrawal', async () => {
    const p = await ready('100.00');
    await drawn(p, '10.00');
    const [key] = await s.db.select().from(memberPixKeys).where(eq(memberPixKeys.memberId, p.id));
    expect(key).toMatchObject({ paymentType: 'CPF', account: p.cpf, holderCpf: p.cpf });
    const [order] = await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id));
    expect(order).toMatchObject({ account: p.cpf, cpfId: p.cpf });
  });

  it('a member without a CPF (before the identity rule) completes it first: identity.incomplete', async () => {
    const p = await ready('100.00');
    await s.db.update(members).set({ cpf: null }).where(eq(members.id, p.id));
    const answer = await draw(p);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('identity.incomplete');
    await unchanged(p, 10000);
  });

  it('the password is still checked first, and a refused key keeps the turnover rule and the idempotency', async () => {
    const p = await player('open');
    expect((await setPwd(p, PWD)).status).toBe(200);
    await deposit(p, '100.00');
    expect(
      (await draw(p, { qk_pwd: '000000', payment_type: 'EVP', account: '123e4567-e89b-42d3-a456-426614174000' })).json
        .error,
    ).toBe('withdrawal.password_wrong');
    expect((await draw(p)).json.error).toBe('withdrawal.turnover_not_reached');
    await play(p, 20000);
    // A refusal does not use up the Idempotency-Key: the same key, with the member's own key, then goes through once.
    const headers = { 'Idempotency-Key': `wd-own-${p.id}` };
    const refused = await draw(p, { payment_type: 'PHONE', account: '21987654321' }, headers);
    expect(refused.json.error).toBe('pix.key_not_own_cpf');
    const first = await draw(p, {}, headers);
    expect(first.status, first.json.message).toBe(200);
    const retried = await draw(p, {}, headers);
    expect(retried.json.data).toEqual(first.json.data);
    expect(await s.balanceOf(p.id)).toBe(5000);
  });

  it('20 withdrawals at once, half to another person’s key: only the member’s own go through', async () => {
    const p = await ready('100.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? draw(p, { money: '10.00' })
          : draw(p, { money: '10.00', payment_type: 'PHONE', account: `2198765${String(4300 + i)}` }),
      ),
    );
    answers.forEach((answer, i) => {
      if (i % 2 === 0) expect(answer.status, answer.json.message).toBe(200);
      else expect(answer.json.error).toBe('pix.key_not_own_cpf');
    });
    expect(await s.balanceOf(p.id)).toBe(0);
    const orders = await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, p.id));
    expect(orders).toHaveLength(10);
    expect(orders.every((o) => o.paymentType === 'CPF' && o.account === p.cpf)).toBe(true);
  });
});

describe('concurrency', () => {
  it('50 withdrawals of the whole balance at once: exactly one succeeds', async () => {
    const p = await ready('100.00');
    const answers = await Promise.all(Array.from({ length: 50 }, () => draw(p, { money: '100.00' })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    // The password is checked 5 at a time: on a busy machine a try that waited 10 s for its turn is told to
    // try again later (429) instead of reaching the balance. Either way it is refused and holds nothing.
    const refused = answers.filter((x) => x.status !== 200);
    for (const a of refused) {
      expect([a.status, a.json.message]).toEqual(
        a.status === 429
          ? [429, 'Too many attempts, please try again later']
          : [422, 'Amount cannot be greater than 0.00'],
      );
    }
    expect(refused.some((a) => a.status === 422)).toBe(true);
    expect(await s.balanceOf(p.id)).toBe(0);
  });
});

describe('operator review', () => {
  it('reject gives the amount back once', async () => {
    const p = await ready('100.00');
    const orderNo = await drawn(p, '80.00');
    expect(await s.balanceOf(p.id)).toBe(2000);
    const rejected = await op('reject', { order_no: orderNo, reason: 'Name differs from the CPF holder' });
    expect(rejected.status, rejected.json.message).toBe(200);
    expect(v.parse(WithdrawalReviewResult, rejected.json.data)).toEqual({
      order_no: orderNo,
      status: 'rejected',
      balance: '100.00',
      approvals: 0,
      approvals_needed: 1,
    });
    const twice = await op('reject', { order_no: orderNo, reason: 'again' });
    expect(twice.status).toBe(409);
    expect((await op('approve', { order_no: orderNo, reason: 'Checked' })).status).toBe(409);
    expect((await op('pay', { order_no: orderNo, reason: 'Checked' })).status).toBe(409);
    expect(await s.balanceOf(p.id)).toBe(10000);
    const records = await s.call('POST', '/api/drawing/list', { token: p.token, body: {} });
    expect(v.parse(WithdrawalRecordPage, records.json.data).list[0]).toMatchObject({
      status: 'rejected',
      reason: 'Name differs from the CPF holder',
    });
    expect((await op('approve', { order_no: 'WD-none', reason: 'Checked' })).status).toBe(404);
    expect((await s.call('POST', '/api/operator/withdrawals/list', { body: {} })).status).toBe(401);
  });

  it('approve then pay; invalid moves are 409', async () => {
    const p = await ready('100.00');
    const orderNo = await drawn(p, '30.00');
    expect((await op('pay', { order_no: orderNo, reason: 'Checked' })).status).toBe(409);
    expect((await op('approve', { order_no: orderNo, reason: 'Checked' })).json.data).toMatchObject({
      status: 'approved',
    });
    expect((await op('approve', { order_no: orderNo, reason: 'Checked' })).status).toBe(409);
    expect((await op('pay', { order_no: orderNo, reason: 'Checked' })).json.data).toMatchObject({
      status: 'paid',
      balance: '70.00',
    });
    expect((await op('pay', { order_no: orderNo, reason: 'Checked' })).status).toBe(409);
    expect((await op('reject', { order_no: orderNo, reason: 'late' })).status).toBe(409);
    expect(await s.balanceOf(p.id)).toBe(7000);
    const list = await op('list', { status: 'paid' });
    const page = v.parse(OperatorWithdrawalPage, list.json.data);
    expect(page.list.map((w) => w.order_no)).toContain(orderNo);
    expect(page.list.every((w) => w.status === 'paid')).toBe(true);
    const mine = page.list.find((w) => w.order_no === orderNo)!;
    const masked = `***.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-**`;
    expect(mine.cpf_id).toBe(masked);
    if (mine.payment_type === 'CPF') expect(mine.account).toBe(masked);
  });
});

describe('npm run admin -- withdrawals', () => {
  const cli = () => adminCli(http.url);

  it('lists, approves, pays and rejects with a reason', async () => {
    const p = await ready('100.00');
    const a = await drawn(p, '10.00');
    const b = await drawn(p, '20.00');
    const list = cli();
    expect(await list.run(['withdrawals', 'list', 'pending'])).toBe(0);
    expect(list.out.join('\n')).toContain(a);
    // Approved by a finance person, so the token (another actor) may pay it.
    const finance = await signedInStaff(s, ['finance']);
    const approved = await s.call('POST', '/api/operator/withdrawals/approve', {
      token: finance.token,
      body: { order_no: a, reason: 'Checked' },
    });
    expect(approved.json.data).toMatchObject({ status: 'approved' });
    const paid = cli();
    expect(await paid.run(['withdrawals', 'pay', a, '--reason', 'Transfer', 'made'])).toBe(0);
    expect(paid.out[0]).toContain('paid');
    const noReason = cli();
    expect(await noReason.run(['withdrawals', 'reject', b])).toBe(2);
    const rejected = cli();
    expect(await rejected.run(['withdrawals', 'reject', b, '--reason', 'Wrong', 'key'])).toBe(0);
    expect(rejected.out[0]).toContain('R$ 90.00');
    const again = cli();
    expect(await again.run(['withdrawals', 'reject', b, '--reason=again'])).toBe(1);
    expect(await cli().run(['withdrawals', 'list', 'weird'])).toBe(2);
    expect(await cli().run(['withdrawals'])).toBe(2);
  });
});

describe('order center', () => {
  it('lists every movement with the totals, the fees and each deposit’s turnover', async () => {
    const p = await ready('100.00', 'open');
    const kept = await drawn(p, '30.00');
    const rejected = await drawn(p, '20.00');
    expect((await op('reject', { order_no: rejected, reason: 'Wrong key' })).status).toBe(200);

    const details = v.parse(
      DetailsPage,
      (await s.call('GET', '/api/ordercenter/details', { token: p.token })).json.data,
    );
    expect(details).toMatchObject({
      total: 4,
      total_recharge_amount: '100.00',
      total_withdraw_amount: '30.00',
      total_bonus_amount: '0.00',
      total_fee_amount: '0.00',
    });
    expect(details.details.map((d) => [d.type, d.amount, d.balance_after])).toEqual([
      ['refund', '20.00', '70.00'],
      ['withdrawal', '-20.00', '50.00'],
      ['withdrawal', '-30.00', '70.00'],
      ['deposit', '100.00', '100.00'],
    ]);
    const deposits = await s.call('GET', '/api/ordercenter/details?type=deposit&per_page=1', { token: p.token });
    expect(v.parse(DetailsPage, deposits.json.data)).toMatchObject({ total: 1, details: [{ type: 'deposit' }] });
    const page2 = await s.call('GET', '/api/ordercenter/details?page=2&per_page=3', { token: p.token });
    expect(v.parse(DetailsPage, page2.json.data).details.map((d) => d.type)).toEqual(['deposit']);
    expect((await s.call('GET', '/api/ordercenter/details?type=jackpot', { token: p.token })).status).toBe(422);
    expect((await s.call('GET', '/api/ordercenter/details')).status).toBe(401);

    await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: p.phone, amount: '5.00', reference: `oc-${p.id}` },
    });
    const bonus = await s.call('GET', '/api/ordercenter/details?type=bonus', { token: p.token });
    expect(v.parse(DetailsPage, bonus.json.data)).toMatchObject({ total: 1, total_bonus_amount: '5.00' });

    const fees = v.parse(FeeList, (await s.call('GET', '/api/ordercenter/fee', { token: p.token })).json.data);
    expect(fees.fee.map((f) => [f.type, f.order_no, f.amount, f.fee])).toContainEqual([
      'withdrawal',
      kept,
      '30.00',
      '0.00',
    ]);
    expect(fees.fee.map((f) => f.order_no)).not.toContain(rejected);
    expect(fees.fee.filter((f) => f.type === 'deposit')).toHaveLength(1);
    expect(fees.schedule.map((f) => f.type)).toEqual(['deposit', 'deposit', 'withdrawal']);

    const association = await s.call('GET', '/api/ordercenter/association', { token: p.token });
    expect(v.parse(AssociationList, association.json.data)).toMatchObject({
      association: [{ amount: '100.00', required_turnover: '200.00' }],
      turnover_multiple: 2,
      required_turnover: '200.00',
      played_turnover: '200.00',
      remaining_turnover: '0.00',
    });
    await deposit(p, '10.00');
    const more = v.parse(
      AssociationList,
      (await s.call('GET', '/api/ordercenter/association', { token: p.token })).json.data,
    );
    expect(more).toMatchObject({ required_turnover: '220.00', remaining_turnover: '20.00' });
    expect(more.association).toHaveLength(2);
  });
});

describe('audit', () => {
  it('the ledger is still ok', async () => {
    const { json } = await s.call('POST', '/api/operator/audit', { token: OPERATOR_TOKEN });
    expect(v.parse(AuditResult, json.data).off).toEqual([]);
    const out = adminCli(http.url);
    expect(await out.run(['audit'])).toBe(0);
    expect(out.out[0]).toMatch(/^ledger ok/);
  });
});
