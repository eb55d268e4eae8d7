import { request as httpsRequest } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrawingResult, RechargeResult } from '../../contract/money';
import { ledgerEntries, members, rechargeOrders, wallets, withdrawalOrders } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { bcbGateway, type BcbGateway } from '../../server/payments/bcb/gateway';
import { txidOf } from '../../server/payments/bcb/ids';
import {
  makeTestCertificates,
  startLocalPsp,
  type LocalPsp,
  type TestCertificates,
} from '../../server/payments/bcb/localPsp';
import { PixGatewayUnavailable } from '../../server/payments/gateway';
import { signWebhook } from '../../server/payments/orders';
import { PAYOUT_CLAIM_MS } from '../../server/payments/withdrawals';
import { recordTurnover } from '../../server/wallet/turnover';
import { identityFor } from '../identity';
import { signedInStaff } from './staff';
import { MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * PIX_GATEWAY=bcb-api against a local PSP that answers as the Central Bank's PIX API says (server/payments/
 * bcb/localPsp.ts): mutual TLS with certificates made here, OAuth tokens that expire, charges, the webhook of
 * received PIX, returns, the DICT and transfers. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const WEBHOOK_URL = 'https://rodada.test/api/payment/pix/psp';
const PWD = '246810';
/** The signed webhook's secret, configured too: with a PSP of the PIX API a signature credits nothing. */
const WEBHOOK_SECRET = 'a-secret-for-the-bcb-test-0123';

let certificates: TestCertificates;
let certDir: string;
beforeAll(() => {
  certDir = mkdtempSync(join(tmpdir(), 'rodada-psp-'));
  certificates = makeTestCertificates(certDir);
}, 60_000);
afterAll(() => rmSync(certDir, { recursive: true, force: true }));

describe.each(targets)('PIX through a PSP of the Central Bank’s PIX API, on $name', ({ options }) => {
  let s: TestServer;
  let psp: LocalPsp;
  let gateway: BcbGateway;
  /** The gateway's clock runs this far ahead of the real one (a token's expiry without waiting). */
  let skewMs = 0;

  const settingsFor = (cert: { cert: string; key: string }) => ({
    apiUrl: psp.apiUrl,
    oauthUrl: psp.oauthUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    ...cert,
    ca: certificates.caCert,
    receiverKey: psp.receiverKey,
    webhookUrl: WEBHOOK_URL,
    timeoutMs: 1500,
    now: () => Date.now() + skewMs,
  });

  beforeAll(async () => {
    psp = await startLocalPsp({
      certificates,
      tokenSeconds: 300,
      // The PSP posts the notice to the registered address + "/pix": here, to the test's app.
      deliver: async (to, body) => (await s.request('POST', new URL(to).pathname, { body })).status,
    });
    gateway = bcbGateway(settingsFor({ cert: certificates.clientCert, key: certificates.clientKey }));
    s = await setupServer({ sandbox: false, pixWebhookSecret: WEBHOOK_SECRET }, 'pix-bcb', {
      ...options,
      pixGateway: gateway,
    });
    expect(await gateway.registerWebhook()).toBe('registered');
    // Registered again (a restart): tolerated.
    expect(['registered', 'already']).toContain(await gateway.registerWebhook());
    expect(psp.webhooks.get(psp.receiverKey)).toBe(WEBHOOK_URL);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await psp?.close();
  });

  async function player() {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    return { ...registered, id: member!.id, cpf: identityFor(registered.phone).cpf };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const balance = async (p: Player) =>
    (await s.db.select().from(wallets).where(eq(wallets.memberId, p.id)))[0]!.balanceCents;
  const order = async (orderNo: string) =>
    (await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0]!;

  async function recharge(p: Player, money: string, headers: Record<string, string> = {}) {
    return s.call('POST', '/api/recharge/online', {
      token: p.token,
      headers,
      body: { money, payment_id: 1, payment_type: 'PIX' },
    });
  }
  async function charge(p: Player, money: string) {
    const answer = await recharge(p, money);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RechargeResult, answer.json.data);
  }
  const webhook = (body: unknown) => s.call('POST', '/api/payment/pix/psp/pix', { body });

  it('opens the charge at the PSP and credits its PIX once, however often the PSP delivers the notice', async () => {
    const p = await player();
    const { order_no, pay_url } = await charge(p, '150.00');
    // The PSP keeps the charge: the member's CPF and name, the amount, 30 minutes, our key.
    const cob = psp.cobs.get(txidOf(order_no))!;
    expect(cob).toMatchObject({
      status: 'ATIVA',
      valor: { original: '150.00' },
      calendario: { expiracao: 1800 },
      devedor: { cpf: p.cpf, nome: 'Ana Souza' },
      chave: psp.receiverKey,
    });
    // The player pays on this server's page of the charge: the PSP's BR Code, no "confirm" button.
    expect(pay_url).toBe(`/pix/checkout/${order_no}`);
    expect((await order(order_no)).brCode).toBe(cob.pixCopiaECola);
    const page = await (await s.request('GET', pay_url)).text();
    expect(page).toContain(cob.pixCopiaECola);
    expect(page).toContain(`/pix/checkout/${order_no}/qr.svg`);
    expect(page).not.toContain('confirm');
    expect(page).not.toContain('SANDBOX');
    expect((await s.request('GET', `${pay_url}/qr.svg`)).headers.get('content-type')).toBe('image/svg+xml');

    const before = await balance(p);
    const { endToEndId, delivered } = await psp.pay(txidOf(order_no), { cpf: p.cpf, nome: 'Ana Souza' });
    expect(delivered).toBe(200);
    expect(await balance(p)).toBe(before + 15_000);
    expect(await order(order_no)).toMatchObject({ status: 'paid', endToEndId, payerCpf: p.cpf });

    // The same notice twice more: read back each time, credited never again.
    const notice = {
      pix: [{ endToEndId, txid: txidOf(order_no), valor: '150.00', horario: new Date().toISOString() }],
    };
    for (const _ of [1, 2]) {
      const again = await webhook(notice);
      expect(again.status).toBe(200);
      expect(again.json.data).toMatchObject({ settled: [{ order_no, status: 'paid', credited: false }], ignored: [] });
    }
    expect(await balance(p)).toBe(before + 15_000);
    const credits = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, p.id), eq(ledgerEntries.ref, order_no)));
    expect(credits).toHaveLength(1);
  });

  it('credits nothing for a forged notice: a PIX the PSP does not know, or another PIX said to pay this order', async () => {
    const p = await player();
    const target = await charge(p, '500.00');
    const other = await charge(p, '10.00');
    const before = await balance(p);
    const forged = await webhook({
      pix: [{ endToEndId: 'E99999008202603021200forged00001', txid: txidOf(target.order_no), valor: '500.00' }],
    });
    expect(forged.status).toBe(200);
    expect(forged.json.data).toEqual({ settled: [], ignored: ['E99999008202603021200forged00001'] });

    // A real PIX of R$ 10,00 for the other order, announced as paying R$ 500,00 to the target: the PSP's record
    // says what it paid.
    const paid = await psp.pay(txidOf(other.order_no), { cpf: p.cpf, nome: 'Ana Souza' });
    const lie = await webhook({
      pix: [{ endToEndId: paid.endToEndId, txid: txidOf(target.order_no), valor: '500.00' }],
    });
    expect(lie.json.data).toMatchObject({ settled: [{ order_no: other.order_no, credited: false }] });
    expect(await balance(p)).toBe(before + 1_000);
    expect((await order(target.order_no)).status).toBe('pending');

    // The generic gateway's signed webhook, even rightly signed, is not how this PSP's payments arrive.
    const raw = JSON.stringify({
      order_no: target.order_no,
      status: 'paid',
      amount: '500.00',
      end_to_end_id: 'E99999008202603021200forged00002',
      payer_cpf: p.cpf,
    });
    const timestamp = String(Math.floor(s.clock.now().getTime() / 1000));
    const signed = await s.call('POST', '/api/payment/pix/webhook', {
      headers: { 'X-Pix-Timestamp': timestamp, 'X-Pix-Signature': signWebhook(WEBHOOK_SECRET, timestamp, raw) },
      body: raw,
    });
    expect(signed.status).toBe(401);
    expect(await balance(p)).toBe(before + 1_000);
  });

  it('a charge expired: the PSP takes no payment, and one for an order past its expiry is returned', async () => {
    const p = await player();
    const { order_no } = await charge(p, '40.00');
    psp.expire(txidOf(order_no));
    await expect(psp.pay(txidOf(order_no), { cpf: p.cpf, nome: 'Ana Souza' })).rejects.toThrow('expired');
    s.clock.advance(31 * MINUTE);
    await s.runDueWork();
    expect((await order(order_no)).status).toBe('expired');
    await s.relogin(p);

    // The PSP still took a PIX for an order this server had expired: not credited, returned by devolução.
    const late = await charge(p, '20.00');
    s.clock.advance(31 * MINUTE);
    const before = await balance(p);
    const { endToEndId } = await psp.pay(txidOf(late.order_no), { cpf: p.cpf, nome: 'Ana Souza' });
    expect(await balance(p)).toBe(before);
    const stored = await order(late.order_no);
    expect(stored).toMatchObject({ status: 'refund', refundReason: 'order_expired' });
    const [devolucao] = psp.pix.get(endToEndId)!.devolucoes;
    expect(devolucao).toMatchObject({ valor: '20.00', status: 'DEVOLVIDO', id: `${late.order_no}D0` });
    expect(stored.refundId).toBe(devolucao!.rtrId);
  });

  it('returns a PIX from another CPF by devolução; a return the PSP refuses is asked again by the job', async () => {
    const p = await player();
    const { order_no } = await charge(p, '30.00');
    const before = await balance(p);
    psp.refuseReturns = true;
    let endToEndId: string;
    try {
      ({ endToEndId } = await psp.pay(txidOf(order_no), { cpf: '11144477735', nome: 'Outra Pessoa' }));
    } finally {
      psp.refuseReturns = false;
    }
    expect(await balance(p)).toBe(before);
    expect(await order(order_no)).toMatchObject({
      status: 'refund',
      refundReason: 'payer_not_holder',
      payerCpf: '11144477735',
      refundId: null,
    });
    expect(psp.pix.get(endToEndId)!.devolucoes).toMatchObject([{ id: `${order_no}D0`, status: 'NAO_REALIZADO' }]);

    await s.runDueWork();
    const devolucoes = psp.pix.get(endToEndId)!.devolucoes;
    expect(devolucoes).toMatchObject([
      { id: `${order_no}D0`, status: 'NAO_REALIZADO' },
      { id: `${order_no}D1`, status: 'DEVOLVIDO', valor: '30.00' },
    ]);
    expect((await order(order_no)).refundId).toBe(devolucoes[1]!.rtrId);
    await s.runDueWork();
    expect(psp.pix.get(endToEndId)!.devolucoes).toHaveLength(2);
    expect(await balance(p)).toBe(before);
  });

  it('asks a new token shortly before the old one expires, and once more when the PSP refuses one', async () => {
    const p = await player();
    await charge(p, '10.00');
    const issued = psp.tokensIssued();
    await charge(p, '10.00');
    expect(psp.tokensIssued()).toBe(issued);
    // 300 s tokens, asked again a minute before they end: at 4½ minutes a new one, before any 401.
    skewMs += 270_000;
    const calls = psp.calls.length;
    await charge(p, '10.00');
    expect(psp.tokensIssued()).toBe(issued + 1);
    expect(psp.calls.slice(calls)).toEqual(['POST /oauth/token', expect.stringMatching(/^PUT \/v2\/cob\//)]);
    // Revoked at the PSP: the call answered 401 is made again once with a new token.
    psp.revokeTokens();
    const revoked = psp.calls.length;
    await charge(p, '10.00');
    expect(psp.tokensIssued()).toBe(issued + 2);
    expect(psp.calls.slice(revoked).map((c) => c.split(' ')[0] + ' ' + c.split('/')[1])).toEqual([
      'PUT v2',
      'POST oauth',
      'PUT v2',
    ]);
  });

  it('refuses a client without the certificate its CA signed (mutual TLS)', async () => {
    const bare = new Promise<number>((resolve, reject) => {
      const req = httpsRequest(psp.oauthUrl, { method: 'POST', ca: certificates.caCert }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end('grant_type=client_credentials');
    });
    await expect(bare).rejects.toThrow();
    const stranger = bcbGateway(settingsFor({ cert: certificates.strangerCert, key: certificates.strangerKey }));
    const issued = psp.tokensIssued();
    await expect(stranger.keyHolder({ type: 'EMAIL', account: 'a@b.test' })).rejects.toBeInstanceOf(
      PixGatewayUnavailable,
    );
    expect(psp.tokensIssued()).toBe(issued);
  });

  it('with the PSP down refuses the deposit as unavailable and leaves no order to pay; a retry with the key asks again', async () => {
    const p = await player();
    const before = await balance(p);
    const orders = async () => s.db.select().from(rechargeOrders).where(eq(rechargeOrders.memberId, p.id));
    for (const down of ['unavailable', 'hang'] as const) {
      psp.down = down;
      try {
        const refused = await recharge(p, '25.00', { 'Idempotency-Key': `psp-down-${down}` });
        expect(refused.status).toBe(503);
        expect(refused.json.error).toBe('deposit.unavailable');
      } finally {
        psp.down = false;
      }
    }
    // What the refused requests wrote is closed: nothing pending, nothing shown to pay, nothing credited.
    expect((await orders()).map((o) => o.status)).toEqual(['expired', 'expired']);
    expect(await balance(p)).toBe(before);
    // The same Idempotency-Key once the PSP answers: a new order and its charge.
    const retried = await recharge(p, '25.00', { 'Idempotency-Key': 'psp-down-unavailable' });
    expect(retried.status, retried.json.message).toBe(200);
    const { order_no } = v.parse(RechargeResult, retried.json.data);
    expect(psp.cobs.get(txidOf(order_no))?.status).toBe('ATIVA');
    expect((await order(order_no)).status).toBe('pending');
  });

  describe('withdrawals through the PSP’s transfer', () => {
    let payer: string;
    beforeAll(async () => {
      payer = (await signedInStaff(s, ['finance'])).token;
    });
    const op = (path: 'approve' | 'pay' | 'reject', body: Record<string, unknown>, token = OPERATOR_TOKEN) =>
      s.call('POST', `/api/operator/withdrawals/${path}`, {
        token: path === 'pay' ? payer : token,
        body: { reason: 'Checked by finance', ...body },
      });

    /** A member with R$ 200,00 through the PSP, the password set and an e-mail key the DICT holds in their CPF. */
    async function ready() {
      const p = await player();
      const { order_no } = await charge(p, '200.00');
      await psp.pay(txidOf(order_no), { cpf: p.cpf, nome: 'Ana Souza' });
      await recordTurnover(s.db, p.id, 40_000, 'test.play', `bcb-${order_no}`, s.clock.now());
      expect(
        (await s.call('POST', '/api/member/qkpwd', { token: p.token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD } }))
          .status,
      ).toBe(200);
      const email = `ana.${p.id}@rodada.test`;
      psp.setKey(email, { cpf: p.cpf, name: 'Ana Souza' });
      return { ...p, email };
    }
    const draw = (p: Player, account: string, money = '50.00') =>
      s.call('POST', '/api/drawing', {
        token: p.token,
        body: { money, qk_pwd: PWD, payment_type: 'EMAIL', account, cpf_id: p.cpf, name: 'Ana Souza' },
      });
    async function approved(p: Player & { email: string }, money = '50.00') {
      const answer = await draw(p, p.email, money);
      expect(answer.status, answer.json.message).toBe(200);
      const { order_no } = v.parse(DrawingResult, answer.json.data);
      expect((await op('approve', { order_no })).status).toBe(200);
      return order_no;
    }
    const withdrawal = async (orderNo: string) =>
      (await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)))[0]!;

    it('pays to a key the DICT confirms in the member’s CPF, once, however often it is paid', async () => {
      const p = await ready();
      // A key the DICT holds in another CPF is refused before anything is held.
      psp.setKey(`someone.${p.id}@rodada.test`, { cpf: '11144477735', name: 'Outra Pessoa' });
      const before = await balance(p);
      const other = await draw(p, `someone.${p.id}@rodada.test`);
      expect(other.status).toBe(422);
      expect(other.json.error).toBe('pix.key_not_own_cpf');
      // The DICT cannot be asked (the PSP is down): the key cannot be confirmed now, and nothing is held.
      psp.down = 'unavailable';
      try {
        const unconfirmed = await draw(p, p.email);
        expect(unconfirmed.status).toBe(422);
        expect(unconfirmed.json.error).toBe('pix.key_unconfirmed');
      } finally {
        psp.down = false;
      }
      expect(await balance(p)).toBe(before);

      const orderNo = await approved(p);
      const [first, second] = await Promise.all([op('pay', { order_no: orderNo }), op('pay', { order_no: orderNo })]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const again = await op('pay', { order_no: orderNo });
      expect(again.status).toBe(409);
      const envio = psp.envios.get(orderNo)!;
      expect(envio).toMatchObject({ valor: '50.00', favorecido: { chave: p.email, cpf: p.cpf } });
      expect([...psp.envios.keys()].filter((id) => id === orderNo)).toHaveLength(1);
      expect(psp.calls.filter((c) => c === `PUT /v2/gn/pix/${orderNo}`)).toHaveLength(1);
      expect(await withdrawal(orderNo)).toMatchObject({
        status: 'paid',
        payoutId: envio.endToEndId,
        payoutError: null,
      });
    });

    it('pays only a transfer the PSP settled: one it did not make is sent again, one still settling is confirmed by the next pay', async () => {
      const p = await ready();
      const failed = await approved(p, '15.00');
      psp.transferStatus = 'NAO_REALIZADO';
      try {
        const refused = await op('pay', { order_no: failed });
        expect(refused.status).toBe(409);
        expect(refused.json.error).toBe('withdrawal.payout_refused');
        expect(refused.json.params).toMatchObject({ reason: expect.stringContaining('NAO_REALIZADO') });
      } finally {
        psp.transferStatus = 'REALIZADO';
      }
      expect(await withdrawal(failed)).toMatchObject({ status: 'approved', payoutStartedAt: null, paidAt: null });
      const paid = await op('pay', { order_no: failed });
      expect(paid.status, paid.json.message).toBe(200);
      expect(psp.envios.get(failed)?.status).toBe('NAO_REALIZADO');
      expect(psp.envios.get(`${failed}R1`)).toMatchObject({ status: 'REALIZADO', valor: '15.00' });
      expect(await withdrawal(failed)).toMatchObject({
        status: 'paid',
        payoutId: psp.envios.get(`${failed}R1`)!.endToEndId,
      });

      const settling = await approved(p, '12.00');
      psp.transferStatus = 'EM_PROCESSAMENTO';
      try {
        const pending = await op('pay', { order_no: settling });
        expect(pending.status).toBe(503);
        expect(pending.json.error).toBe('withdrawal.payout_unavailable');
      } finally {
        psp.transferStatus = 'REALIZADO';
      }
      expect(await withdrawal(settling)).toMatchObject({ status: 'approved', paidAt: null });
      // The money may be leaving: it cannot be rejected (and given back) now.
      expect((await op('reject', { order_no: settling, reason: 'Too late' })).json.params).toMatchObject({
        status: 'paying',
      });
      psp.envios.get(settling)!.status = 'REALIZADO';
      const confirmed = await op('pay', { order_no: settling });
      expect(confirmed.status, confirmed.json.message).toBe(200);
      expect(psp.calls.filter((c) => c.startsWith(`PUT /v2/gn/pix/${settling}`))).toHaveLength(1);
      expect(await withdrawal(settling)).toMatchObject({
        status: 'paid',
        payoutId: psp.envios.get(settling)!.endToEndId,
      });
    });

    it('keeps the order approved with the reason when the PSP refuses or is down, and resumes a pay that stopped halfway', async () => {
      const p = await ready();
      const moved = await approved(p);
      // The key changed hands after the withdrawal was asked: the DICT now names someone else.
      psp.setKey(p.email, { cpf: '11144477735', name: 'Outra Pessoa' });
      const refused = await op('pay', { order_no: moved });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe('withdrawal.payout_refused');
      expect(await withdrawal(moved)).toMatchObject({ status: 'approved', payoutStartedAt: null });
      expect(psp.envios.has(moved)).toBe(false);
      expect((await op('reject', { order_no: moved, reason: 'A chave PIX mudou de titular' })).status).toBe(200);

      psp.setKey(p.email, { cpf: p.cpf, name: 'Ana Souza' });
      const orderNo = await approved(p, '20.00');
      psp.down = 'unavailable';
      try {
        const down = await op('pay', { order_no: orderNo });
        expect(down.status).toBe(503);
        expect(down.json.error).toBe('withdrawal.payout_unavailable');
      } finally {
        psp.down = false;
      }
      expect(await withdrawal(orderNo)).toMatchObject({ status: 'approved', payoutStartedAt: null, paidAt: null });
      expect((await withdrawal(orderNo)).payoutError).toContain('Serviço Indisponível');

      // A pay that sent the transfer and stopped before recording it (a crash): the claim is left, the PSP has it.
      await s.db
        .update(withdrawalOrders)
        .set({ payoutStartedAt: s.clock.now() })
        .where(eq(withdrawalOrders.orderNo, orderNo));
      await gateway.payout({ orderNo, amountCents: 2_000, key: { type: 'EMAIL', account: p.email }, holderCpf: p.cpf });
      // While the claim runs nobody may pay or reject it.
      expect((await op('pay', { order_no: orderNo })).json.params).toMatchObject({ status: 'paying' });
      expect((await op('reject', { order_no: orderNo, reason: 'Too late' })).status).toBe(409);
      s.clock.advance(PAYOUT_CLAIM_MS);
      const resumed = await op('pay', { order_no: orderNo });
      expect(resumed.status, resumed.json.message).toBe(200);
      expect(psp.calls.filter((c) => c === `PUT /v2/gn/pix/${orderNo}`)).toHaveLength(1);
      expect(await withdrawal(orderNo)).toMatchObject({
        status: 'paid',
        payoutId: psp.envios.get(orderNo)!.endToEndId,
      });
    });
  });
});

describe('the environment of PIX_GATEWAY=bcb-api', () => {
  const BCB = {
    PIX_GATEWAY: 'bcb-api',
    PIX_API_URL: 'https://pix.psp.example/v2',
    PIX_OAUTH_URL: 'https://pix.psp.example/oauth/token',
    PIX_CLIENT_ID: 'client-id',
    PIX_CLIENT_SECRET: 'client-secret-0123',
    PIX_CERT_FILE: '/etc/rodada/pix.crt',
    PIX_KEY_FILE: '/etc/rodada/pix.key',
    PIX_RECEIVER_KEY: 'pix@rodada.com.br',
    PIX_WEBHOOK_URL: 'https://rodada.example/api/payment/pix/psp',
  };
  it('names every setting a bcb-api start lacks', () => {
    expect(() => parseEnv({ PIX_SANDBOX: '1', PIX_GATEWAY: 'bcb-api' })).toThrow(
      'PIX_API_URL is required with PIX_GATEWAY=bcb-api; PIX_OAUTH_URL is required with PIX_GATEWAY=bcb-api; PIX_CLIENT_ID is required with PIX_GATEWAY=bcb-api; PIX_CLIENT_SECRET is required with PIX_GATEWAY=bcb-api; PIX_CERT_FILE is required with PIX_GATEWAY=bcb-api; PIX_KEY_FILE is required with PIX_GATEWAY=bcb-api; PIX_RECEIVER_KEY is required with PIX_GATEWAY=bcb-api; PIX_WEBHOOK_URL is required with PIX_GATEWAY=bcb-api',
    );
    expect(() => parseEnv({ PIX_SANDBOX: '1', ...BCB, PIX_CLIENT_SECRET: undefined })).toThrow(
      /^Invalid environment: PIX_CLIENT_SECRET is required with PIX_GATEWAY=bcb-api$/,
    );
    expect(() => parseEnv({ PIX_SANDBOX: '1', ...BCB, PIX_API_URL: 'ftp://psp/' })).toThrow(
      /^Invalid environment: PIX_API_URL /,
    );
    expect(() => parseEnv({ PIX_SANDBOX: '1', PIX_GATEWAY: 'efi' })).toThrow(/^Invalid environment: PIX_GATEWAY /);
    expect(parseEnv({ PIX_SANDBOX: '1', ...BCB })).toMatchObject({ PIX_GATEWAY: 'bcb-api' });
    expect(parseEnv({ PIX_SANDBOX: '1' })).toMatchObject({ PIX_GATEWAY: 'sandbox' });
  });

  it('a production start refuses any gateway but bcb-api, naming what is missing', () => {
    const production = { NODE_ENV: 'production', PIX_WEBHOOK_SECRET: 'a-real-webhook-secret-0123' };
    const problems = (env: Record<string, string | undefined>) => {
      try {
        parseEnv(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems(production)).toContain(
      'PIX_GATEWAY=bcb-api is required when NODE_ENV=production (the only gateway that moves real money)',
    );
    expect(problems({ ...production, PIX_GATEWAY: 'bcb-api' })).toContain(
      'PIX_API_URL is required with PIX_GATEWAY=bcb-api; PIX_OAUTH_URL is required with PIX_GATEWAY=bcb-api',
    );
    expect(problems({ ...production, ...BCB })).not.toMatch(
      /PIX_(GATEWAY|API_URL|OAUTH_URL|CLIENT|CERT_FILE|KEY_FILE|RECEIVER_KEY|WEBHOOK_URL)/,
    );
    expect(problems({ ...production, ...BCB, PIX_WEBHOOK_URL: 'http://rodada.example/api/payment/pix/psp' })).toContain(
      'PIX_WEBHOOK_URL must be an https:// address when NODE_ENV=production',
    );
  });
});
