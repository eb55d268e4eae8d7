import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerSummary } from '../../contract/boPlayerPage';
import { GamePage } from '../../contract/games';
import { PAUSE_PERIODS } from '../../contract/responsible';
import { completeLogin } from '../../server/auth/complete-login';
import type { StaffRole } from '../../contract/backoffice';
import { auditEvents, members, staffNotes, wallets } from '../../server/db/schema';
import { OPERATOR_TOKEN, playSlot, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * The back office's players: the search, a player's page (summary and tabs, the opening recorded), and
 * what staff do to a player by role — end sessions, block and unblock, credit or debit, add a note — each
 * with its line in the audit trail, on PGlite and PostgreSQL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** A word of letters no other run has used: names found by it are this run's. */
const word = () =>
  [...randomBytes(8)]
    .map((b) => 'bcdfghjklmnpqrstvwxz'[b % 20])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

type Call = ReturnType<typeof asStaff>;

/** A staff e-mail no other run or file has used (the PostgreSQL database is shared). */
const uniqueEmail = () => `bo.${randomBytes(6).toString('hex')}@rodada.test`;

describe.each(targets)('the players of the back office on $name', ({ options }) => {
  let s: TestServer;
  const as = {} as Record<StaffRole, Call>;
  const emails = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    s = await setupServer({}, 'bo-players', options);
    for (const role of ['support', 'finance', 'compliance', 'admin', 'trader'] as const) {
      const signed = await signedInStaff(s, [role], uniqueEmail());
      as[role] = asStaff(s, signed.token);
      emails[role] = signed.email;
    }
  }, 120_000);
  afterAll(() => s?.close());

  /** A registered player named "João <unique> Conceição", with their id and CPF. */
  async function player() {
    const unique = word();
    const name = `João ${unique} Conceição`;
    const p = await s.register(undefined, 'segredo1', { realname: name });
    const id = await s.memberId(p.phone);
    const [row] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, id));
    return { ...p, id, unique, name, cpf: row!.cpf! };
  }

  /** The audit lines about a subject written by an action, newest first. */
  const auditOf = (subject: string, action: string) =>
    s.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, subject), eq(auditEvents.action, action)))
      .orderBy(sql`${auditEvents.id} desc`);

  const credit = async (phone: string, amount: string) => {
    const answer = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone, amount, reference: `bo-${randomBytes(6).toString('hex')}` },
    });
    expect(answer.status).toBe(200);
  };

  describe('the search', () => {
    it('finds a player by phone in any format, CPF with or without dots, ID, e-mail and part of the name without accents', async () => {
      const p = await player();
      await credit(p.phone, '12.34');
      const find = async (q: string) => {
        const answer = await as.support('GET', `/api/operator/players?q=${encodeURIComponent(q)}&per_page=100`);
        expect(answer.status, q).toBe(200);
        return answer.json.data as { list: Array<Record<string, unknown>>; total: number; matched_by: string };
      };
      const dotted = `${p.cpf.slice(0, 3)}.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-${p.cpf.slice(9)}`;
      const pretty = `+55 (${p.phone.slice(0, 2)}) ${p.phone.slice(2, 7)}-${p.phone.slice(7)}`;
      const email = `P${p.phone}@EXAMPLE.com`;
      for (const q of [
        p.phone,
        pretty,
        p.cpf,
        dotted,
        String(p.id),
        email,
        `joao ${p.unique.toLowerCase()}`,
        `CONCEICAO ${p.unique}`,
      ]) {
        const found = await find(q);
        expect(
          found.list.map((hit) => hit.id),
          q,
        ).toContain(p.id);
      }
      expect((await find(dotted)).matched_by).toBe('cpf');
      expect((await find(pretty)).matched_by).toBe('phone');
      expect((await find(p.unique)).matched_by).toBe('name');
      const [hit] = (await find(p.unique)).list;
      expect(hit).toEqual({
        id: p.id,
        name: p.name,
        nickname: expect.any(String),
        phone: p.phone,
        cpf: `***.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-**`,
        email: `p${p.phone}@example.com`,
        site: expect.any(String),
        status: 'active',
        balance: '12.34',
        created_at: expect.any(String),
      });
      // A name that is nobody's finds nobody; the status filter narrows.
      expect((await find(`${p.unique}x`)).total).toBe(0);
      const paused = await as.support('GET', `/api/operator/players?q=${p.unique}&status=paused`);
      expect(paused.json.data).toMatchObject({ total: 0 });
    });

    it('answers odd input with results or a clear refusal, never a server error', async () => {
      for (const q of [
        '%',
        '_',
        "'; drop table members; --",
        '\\',
        '@',
        '+',
        '99999999999999999999',
        '0',
        '((()))',
        'ção',
        ' ',
      ]) {
        const answer = await as.support('GET', `/api/operator/players?q=${encodeURIComponent(q)}`);
        expect(answer.status, q).toBe(200);
      }
      for (const query of ['q=%00', 'page=0', 'per_page=1000', 'status=sleeping', `q=${'a'.repeat(500)}`]) {
        const answer = await as.support('GET', `/api/operator/players?${query}`);
        expect(answer.status, query).toBe(422);
      }
      // Page past the end: an empty page, with the total.
      const far = await as.support('GET', '/api/operator/players?page=10000');
      expect(far.status).toBe(200);
      expect((far.json.data as { list: unknown[] }).list).toEqual([]);
    });
  });

  describe("a player's page", () => {
    it('shows identity, status, limits with their history and balances; the CPF whole to finance, masked to support', async () => {
      const p = await player();
      await credit(p.phone, '50.00');
      // A limit set, then raised: the raise waits 24 hours; both changes are in the history.
      for (const value of ['100.00', '300.00']) {
        const set = await s.call('POST', '/api/responsible/limit', {
          token: p.token,
          body: { kind: 'deposit_day', value },
        });
        expect(set.status).toBe(200);
      }
      const bySupport = await as.support('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(bySupport.status).toBe(200);
      const summary = v.parse(PlayerSummary, bySupport.json.data);
      expect(summary).toMatchObject({
        id: p.id,
        status: 'active',
        identity: {
          name: p.name,
          cpf: `***.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-**`,
          cpf_masked: true,
          birth_date: '1990-05-17',
          phone: p.phone,
          phone_verified: true,
          identity_complete: true,
        },
        block: null,
        balances: { balance: '50.00', adjusted: '50.00', deposited: '0.00' },
        open_sessions: 1,
      });
      expect(summary.limits).toContainEqual({
        kind: 'deposit_day',
        value: '100.00',
        pending_value: '300.00',
        pending_from: expect.any(String),
      });
      // The raise waits 24 hours; the first limit held at once.
      expect(
        summary.limit_history.map((h) => [h.from, h.to, Date.parse(h.takes_effect_at) - Date.parse(h.at)]),
      ).toEqual([
        ['100.00', '300.00', 24 * 3600 * 1000],
        [null, '100.00', 0],
      ]);
      const byFinance = await as.finance('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(byFinance.json.data).toMatchObject({ identity: { cpf: p.cpf, cpf_masked: false } });
      const byCompliance = await as.compliance('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(byCompliance.json.data).toMatchObject({ identity: { cpf: p.cpf, cpf_masked: false } });
    });

    it('records each opening in the audit trail: who looked at whose data', async () => {
      const p = await player();
      expect(await auditOf(`member:${p.id}`, 'player.viewed')).toHaveLength(0);
      await as.support('GET', `/api/operator/players/summary?member=${p.id}`);
      await as.finance('GET', `/api/operator/players/summary?member=${p.id}`);
      const lines = await auditOf(`member:${p.id}`, 'player.viewed');
      expect(lines.map((line) => line.actorLabel)).toEqual([emails.finance, emails.support]);
      // The tabs are reads of the page already opened: not recorded again.
      await as.support('GET', `/api/operator/players/ledger?member=${p.id}`);
      expect(await auditOf(`member:${p.id}`, 'player.viewed')).toHaveLength(2);
    });

    it('shows a pause the player chose as the status and among the restrictions', async () => {
      const p = await player();
      const pause = await s.call('POST', '/api/responsible/pause', {
        token: p.token,
        body: { period: PAUSE_PERIODS[0], password: 'segredo1' },
      });
      expect(pause.status).toBe(200);
      const page = await as.compliance('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(page.json.data).toMatchObject({
        status: 'paused',
        restrictions: [{ kind: 'pause', period: PAUSE_PERIODS[0], in_force: true }],
      });
      const hits = await as.support('GET', `/api/operator/players?q=${p.unique}&status=paused`);
      expect(hits.json.data).toMatchObject({ total: 1, list: [{ id: p.id, status: 'paused' }] });
    });

    it('refuses an unknown or malformed player with a clear code', async () => {
      for (const path of ['summary', 'ledger', 'notes', 'sessions']) {
        const unknown = await as.support('GET', `/api/operator/players/${path}?member=2147483647`);
        expect([unknown.status, unknown.json.error], path).toEqual([404, 'player.not_found']);
        for (const bad of ['', 'abc', '0', '2147483648', '1.5']) {
          const answer = await as.support('GET', `/api/operator/players/${path}?member=${bad}`);
          expect(answer.status, `${path} ${bad}`).toBe(422);
        }
      }
    });

    it('pages every tab, newest first, with its total', async () => {
      const p = await player();
      await credit(p.phone, '10.00');
      await credit(p.phone, '20.00');
      await credit(p.phone, '30.00');
      const ledger = await as.finance('GET', `/api/operator/players/ledger?member=${p.id}&per_page=2`);
      expect(ledger.json.data).toMatchObject({
        total: 3,
        list: [
          { kind: 'operator.credit', amount: '30.00', balance_after: '60.00' },
          { kind: 'operator.credit', amount: '20.00', balance_after: '30.00' },
        ],
      });
      const second = await as.finance('GET', `/api/operator/players/ledger?member=${p.id}&per_page=2&page=2`);
      expect(second.json.data).toMatchObject({ total: 3, list: [{ amount: '10.00' }] });
      const sessions = await as.support('GET', `/api/operator/players/sessions?member=${p.id}`);
      expect(sessions.json.data).toMatchObject({ total: 1, list: [{ open: true, ended_at: null }] });
      const notifications = await as.support('GET', `/api/operator/players/notifications?member=${p.id}`);
      expect(notifications.status).toBe(200);
      for (const tab of ['bets', 'rounds', 'slips', 'deposits', 'withdrawals', 'pix-keys']) {
        const answer = await as.compliance('GET', `/api/operator/players/${tab}?member=${p.id}`);
        expect([answer.status, answer.json.data], tab).toEqual([200, { list: [], total: 0 }]);
      }
      const audit = await as.admin('GET', `/api/operator/players/audit?member=${p.id}`);
      // The command line's credits name the member by phone: they are the player's lines too.
      const lines = audit.json.data as { total: number; list: Array<{ actor: string; action: string }> };
      expect(lines.total).toBe(3);
      expect(lines.list.map((line) => [line.actor, line.action])).toEqual(
        Array.from({ length: 3 }, () => ['cli', '/operator/credit']),
      );
    });
    it('lists the casino rounds the player played, with their game and state', async () => {
      const p = await player();
      await credit(p.phone, '20.00');
      const page = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
      const game = v.parse(GamePage, page.json.data).list[0]!;
      expect((await playSlot(s.call, p.token, game.id, '1.00')).status).toBe(200);
      const rounds = await as.compliance('GET', `/api/operator/players/rounds?member=${p.id}`);
      expect(rounds.json.data).toMatchObject({
        total: 1,
        list: [{ source: 'provider', game: game.name, game_id: game.id, bet: '1.00', status: 'settled' }],
      });
      const ledger = await as.finance('GET', `/api/operator/players/ledger?member=${p.id}&per_page=1`);
      expect((ledger.json.data as { total: number }).total).toBeGreaterThanOrEqual(2);
    });
  });

  describe('actions by role', () => {
    it("ends the player's sessions (support, with a reason), recorded", async () => {
      const p = await player();
      const refused = await as.finance('POST', '/api/operator/players/end-sessions', {
        member: p.id,
        reason: 'Asked by phone',
      });
      expect([refused.status, refused.json.error]).toEqual([403, 'operator.role_forbidden']);
      const noReason = await as.support('POST', '/api/operator/players/end-sessions', { member: p.id, reason: ' ' });
      expect([noReason.status, noReason.json.error]).toEqual([422, 'audit.reason_required']);
      expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).status).toBe(200);
      const ended = await as.support('POST', '/api/operator/players/end-sessions', {
        member: p.id,
        reason: 'Asked by phone',
      });
      expect(ended.json.data).toEqual({ member_id: p.id, sessions_ended: 1 });
      expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).status).toBe(401);
      const [line] = await auditOf(`member:${p.id}`, '/operator/players/end-sessions');
      expect(line).toMatchObject({
        actorLabel: emails.support,
        reason: 'Asked by phone',
        after: { sessions_ended: 1 },
      });
    });

    it('blocks a player (no login, a refusal of its own) and unblocks them, each recorded with its reason', async () => {
      const p = await player();
      const byFinance = await as.finance('POST', '/api/operator/players/block', {
        member: p.id,
        reason: 'Fraud suspected',
      });
      expect(byFinance.status).toBe(403);
      const blocked = await as.compliance('POST', '/api/operator/players/block', {
        member: p.id,
        reason: 'Fraud suspected',
      });
      expect(blocked.json.data).toEqual({ member_id: p.id, status: 'blocked', blocked: true });
      // The session ended, and its holder is told it was by a block (a token of no session learns nothing).
      const ended = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
      expect([ended.status, ended.json.error]).toEqual([401, 'auth.session_blocked']);
      const stranger = await s.call('POST', '/api/auth/me', { token: randomBytes(32).toString('base64url'), body: {} });
      expect([stranger.status, stranger.json.error]).toEqual([401, 'auth.unauthenticated']);
      // The login is refused after the right password only.
      const login = await s.login(p.phone, 'segredo1', { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
      expect([login.status, login.json.error]).toEqual([403, 'auth.account_blocked']);
      const wrong = await s.login(p.phone, 'wrong-pass', { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
      expect(wrong.json.error).toBe('auth.wrong_credentials');
      const again = await as.support('POST', '/api/operator/players/block', { member: p.id, reason: 'Twice' });
      expect([again.status, again.json.error]).toEqual([409, 'player.blocked_already']);

      const page = await as.support('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(page.json.data).toMatchObject({
        status: 'blocked',
        block: { reason: 'Fraud suspected', actor: emails.compliance },
        blocks: [{ reason: 'Fraud suspected', lifted_at: null }],
      });
      const hits = await as.support('GET', `/api/operator/players?q=${p.unique}&status=blocked`);
      expect(hits.json.data).toMatchObject({ total: 1, list: [{ id: p.id, status: 'blocked' }] });

      const unblocked = await as.support('POST', '/api/operator/players/unblock', {
        member: p.id,
        reason: 'Documents checked',
      });
      expect(unblocked.json.data).toEqual({ member_id: p.id, status: 'active', blocked: false });
      // Unblocked, the old session is only an ended one.
      expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).json.error).toBe(
        'auth.unauthenticated',
      );
      const back = await s.login(p.phone, 'segredo1', { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
      expect(back.status).toBe(200);
      const twice = await as.support('POST', '/api/operator/players/unblock', { member: p.id, reason: 'Again' });
      expect([twice.status, twice.json.error]).toEqual([409, 'player.not_blocked']);

      const [block] = await auditOf(`member:${p.id}`, '/operator/players/block');
      expect(block).toMatchObject({
        actorLabel: emails.compliance,
        reason: 'Fraud suspected',
        before: { status: 'active' },
        after: { status: 'blocked', blocked: true, sessions_ended: 1 },
      });
      const [unblock] = await auditOf(`member:${p.id}`, '/operator/players/unblock');
      expect(unblock).toMatchObject({
        actorLabel: emails.support,
        reason: 'Documents checked',
        before: { status: 'blocked' },
        after: { status: 'active' },
      });
      // The refused second block left no line.
      expect(await auditOf(`member:${p.id}`, '/operator/players/block')).toHaveLength(1);
      const history = await as.support('GET', `/api/operator/players/summary?member=${p.id}`);
      expect(history.json.data).toMatchObject({
        block: null,
        blocks: [{ reason: 'Fraud suspected', lifted_by: emails.support, lift_reason: 'Documents checked' }],
      });
    });

    it('refuses a login that checked the password before the block committed', async () => {
      const p = await player();
      const blocked = await as.support('POST', '/api/operator/players/block', {
        member: p.id,
        reason: 'Fraud suspected',
      });
      expect(blocked.status).toBe(200);
      // The last step of every login (password, or two-factor code) checks the block in its transaction.
      const place = { deviceId: undefined, knownDevice: true, userAgent: undefined, lang: 'pt' };
      await expect(completeLogin(s.deps, { id: p.id }, place, s.clock.now())).rejects.toMatchObject({
        error: 'auth.account_blocked',
      });
    });

    it('makes one block of two at once', async () => {
      const p = await player();
      const answers = await Promise.all([
        as.support('POST', '/api/operator/players/block', { member: p.id, reason: 'First' }),
        as.compliance('POST', '/api/operator/players/block', { member: p.id, reason: 'Second' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await auditOf(`member:${p.id}`, '/operator/players/block')).toHaveLength(1);
    });

    it('credits and debits with a reason (finance only), once per reference, never below zero', async () => {
      const p = await player();
      const body = {
        member: p.id,
        direction: 'credit',
        amount: '25.50',
        reference: `adj-${word()}`,
        reason: 'Lost bet refund',
      };
      const bySupport = await as.support('POST', '/api/operator/players/adjust', body);
      expect([bySupport.status, bySupport.json.error]).toEqual([403, 'operator.role_forbidden']);
      const byAdmin = await as.admin('POST', '/api/operator/players/adjust', body);
      expect(byAdmin.status).toBe(403);

      const first = await as.finance('POST', '/api/operator/players/adjust', body);
      expect(first.json.data).toEqual({
        member_id: p.id,
        direction: 'credit',
        amount: '25.50',
        balance: '25.50',
        applied: true,
      });
      const repeat = await as.finance('POST', '/api/operator/players/adjust', body);
      expect(repeat.json.data).toMatchObject({ balance: '25.50', applied: false });
      const otherUse = await as.finance('POST', '/api/operator/players/adjust', { ...body, direction: 'debit' });
      expect([otherUse.status, otherUse.json.error]).toEqual([409, 'operator.reference_used']);
      const otherAmount = await as.finance('POST', '/api/operator/players/adjust', { ...body, amount: '1.00' });
      expect([otherAmount.status, otherAmount.json.error]).toEqual([409, 'operator.reference_used']);

      const tooMuch = await as.finance('POST', '/api/operator/players/adjust', {
        ...body,
        direction: 'debit',
        amount: '25.51',
        reference: `adj-${word()}`,
      });
      expect([tooMuch.status, tooMuch.json.error, tooMuch.json.params]).toEqual([
        409,
        'player.debit_above_balance',
        { balance: '25.50' },
      ]);
      const debit = await as.finance('POST', '/api/operator/players/adjust', {
        ...body,
        direction: 'debit',
        amount: '5.50',
        reference: `adj-${word()}`,
        reason: 'Duplicate payout',
      });
      expect(debit.json.data).toMatchObject({ direction: 'debit', balance: '20.00', applied: true });

      for (const bad of [
        { amount: '0' },
        { amount: '-1' },
        { amount: '1.001' },
        { direction: 'steal' },
        { reference: 'a b' },
        { reason: '' },
      ]) {
        const answer = await as.finance('POST', '/api/operator/players/adjust', {
          ...body,
          reference: `adj-${word()}`,
          ...bad,
        });
        expect(answer.status, JSON.stringify(bad)).toBe(422);
      }
      const lines = await auditOf(`member:${p.id}`, '/operator/players/adjust');
      // Two changes and the repeat (answered unchanged, recorded as asked); refusals left none.
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatchObject({
        actorLabel: emails.finance,
        reason: 'Duplicate payout',
        before: { balance: '25.50' },
        after: { direction: 'debit', amount: '5.50', balance: '20.00', applied: true },
      });
      const ledger = await as.finance('GET', `/api/operator/players/ledger?member=${p.id}`);
      expect(ledger.json.data).toMatchObject({
        total: 2,
        list: [
          { kind: 'staff.debit', amount: '-5.50' },
          { kind: 'staff.credit', amount: '25.50' },
        ],
      });
    });

    it('never pays twice nor goes below zero when debits and credits race', async () => {
      const p = await player();
      await credit(p.phone, '100.00');
      const same = {
        member: p.id,
        direction: 'credit',
        amount: '10.00',
        reference: `adj-${word()}`,
        reason: 'Goodwill',
      };
      const repeats = await Promise.all(
        Array.from({ length: 5 }, () => as.finance('POST', '/api/operator/players/adjust', same)),
      );
      expect(repeats.every((a) => a.status === 200)).toBe(true);
      expect(repeats.filter((a) => (a.json.data as { applied: boolean }).applied)).toHaveLength(1);
      // 110.00 in the wallet; five debits of 30.00 at once: three go through.
      const debits = await Promise.all(
        Array.from({ length: 5 }, () =>
          as.finance('POST', '/api/operator/players/adjust', {
            member: p.id,
            direction: 'debit',
            amount: '30.00',
            reference: `adj-${word()}`,
            reason: 'Chargeback',
          }),
        ),
      );
      expect(debits.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
      const [wallet] = await s.db.select().from(wallets).where(eq(wallets.memberId, p.id));
      expect(wallet?.balanceCents).toBe(2000);
    });

    it('adds staff notes from any of the four roles; a note is never changed or removed', async () => {
      const p = await player();
      const trader = await as.trader('POST', '/api/operator/players/notes', { member: p.id, text: 'Hi' });
      expect(trader.status).toBe(403);
      const first = await as.support('POST', '/api/operator/players/notes', {
        member: p.id,
        text: 'Called about a deposit',
      });
      expect(first.json.data).toMatchObject({ actor: emails.support, text: 'Called about a deposit' });
      await as.compliance('POST', '/api/operator/players/notes', {
        member: p.id,
        text: 'Spoke about limits\nAgreed a pause',
      });
      const empty = await as.support('POST', '/api/operator/players/notes', { member: p.id, text: '   ' });
      expect([empty.status, empty.json.error]).toEqual([422, 'player.note_required']);
      const long = await as.support('POST', '/api/operator/players/notes', { member: p.id, text: 'x'.repeat(2001) });
      expect(long.status).toBe(422);
      const nobody = await as.support('POST', '/api/operator/players/notes', { member: 2147483647, text: 'Lost' });
      expect([nobody.status, nobody.json.error]).toEqual([404, 'player.not_found']);
      const notes = await as.finance('GET', `/api/operator/players/notes?member=${p.id}`);
      expect(notes.json.data).toMatchObject({
        total: 2,
        list: [{ actor: emails.compliance, text: 'Spoke about limits\nAgreed a pause' }, { actor: emails.support }],
      });
      const [line] = await auditOf(`member:${p.id}`, '/operator/players/notes');
      expect(line).toMatchObject({
        actorLabel: emails.compliance,
        after: { text: 'Spoke about limits\nAgreed a pause' },
      });
      await expect(
        s.db.update(staffNotes).set({ text: 'changed' }).where(eq(staffNotes.memberId, p.id)),
      ).rejects.toThrow();
      await expect(s.db.delete(staffNotes).where(eq(staffNotes.memberId, p.id))).rejects.toThrow();
    });
  });
});
