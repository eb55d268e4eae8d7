import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, EXPORTS_PER_HOUR } from '../../contract/privacy';
import {
  consents,
  crashRounds,
  fixtures,
  games,
  liveBets,
  memberExclusions,
  memberPixKeys,
  members,
  noticeEmailPrefs,
  notifications,
  rechargeOrders,
  responsibleLimits,
  sessions,
  sportsBets,
  sportsSlipLegs,
  sportsSlips,
  withdrawalOrders,
} from '../../server/db/schema';
import { PAGE_ROWS } from '../../server/privacy/export';
import { HOUR, MINUTE, OPERATOR_TOKEN, playSlot, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * LGPD: a member records their storage choices (kept as an append-only history) and downloads a copy of
 * their own data as JSON or CSV: every section, nothing of another member, no secret; at most 5 an hour.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** A CSV parser as RFC 4180 reads it (quoted fields, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) throw new Error('the file does not end with CRLF');
  return records;
}

/** The CSV's sections by name: the header row and the rows as objects. */
function csvSections(text: string): Map<string, { header: string[]; rows: Record<string, string>[] }> {
  const records = parseCsv(text);
  const sections = new Map<string, { header: string[]; rows: Record<string, string>[] }>();
  for (let i = 1; i < records.length; i++) {
    // A section: an empty line, its name alone, its header, its rows.
    if (records[i]!.length === 1 && records[i]![0] === '' && records[i + 1]?.length === 1) {
      const name = records[i + 1]![0]!;
      const header = records[i + 2]!;
      const rows: Record<string, string>[] = [];
      let j = i + 3;
      for (; j < records.length && !(records[j]!.length === 1 && records[j]![0] === ''); j++) {
        expect(records[j]!.length, `${name} row ${j}`).toBe(header.length);
        rows.push(Object.fromEntries(header.map((column, k) => [column, records[j]![k]!])));
      }
      sections.set(name, { header, rows });
      i = j - 1;
    }
  }
  return sections;
}

const SECTIONS = [
  'identity',
  'consents',
  'sessions',
  'ledger',
  'deposits',
  'withdrawals',
  'pix_keys',
  'sports_bets',
  'sports_slips',
  'sports_slip_legs',
  'game_rounds',
  'crash_rounds',
  'table_rounds',
  'live_bets',
  'limits',
  'pauses_and_exclusions',
  'notifications',
  'email_copies',
  'identity_checks',
  'regulator_checks',
  'data_exports',
];

describe.each(targets)('privacy on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'privacy', options);
  }, 60_000);
  afterAll(() => s?.close());

  const consent = (token: string, granted: boolean, version: unknown = CONSENT_VERSION) =>
    s.call('POST', '/api/privacy/consents', {
      token,
      body: { version, choices: [{ purpose: 'storage.preferences', granted }] },
    });
  const download = (token: string | null, format: string) =>
    s.request('GET', `/api/privacy/export?format=${format}`, token ? { token } : {});

  /** One row of every kind the export has, for the member with this phone, each marked with `tag`. */
  async function history(phone: string, token: string, tag: string) {
    const id = await s.memberId(phone);
    const now = s.clock.now();
    const unique = randomBytes(5).toString('hex');
    const credit = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone, amount: '50.00', reference: `${tag}-${unique}` },
    });
    expect(credit.status, credit.json.message).toBe(200);
    const [slot] = await s.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.engine, 'slot'), eq(games.listed, true)))
      .limit(1);
    const played = await playSlot(s.call, token, slot!.id, '1.00');
    expect(played.status, played.json.message).toBe(200);
    const [anyGame] = await s.db.select({ id: games.id }).from(games).limit(1);
    const [fixture] = await s.db.select({ code: fixtures.code }).from(fixtures).limit(1);
    await s.db.insert(rechargeOrders).values({
      orderNo: `${tag}-DEP-${unique}`,
      memberId: id,
      channelId: 1,
      paymentName: 'PIX',
      paymentType: 'pix',
      amountCents: 2000,
      actualCents: 2000,
      status: 'paid',
      payerCpf: '99999999999',
      brCode: `${tag}-brcode-${unique}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
      paidAt: now,
    });
    await s.db.insert(withdrawalOrders).values({
      orderNo: `${tag}-WD-${unique}`,
      memberId: id,
      amountCents: 1000,
      feeCents: 0,
      actualCents: 1000,
      paymentType: 'EMAIL',
      account: `${tag}@pix.example`,
      cpfId: '12345678909',
      holderName: `Holder ${tag}`,
      status: 'rejected',
      reason: `Reason ${tag}`,
      createdAt: now,
    });
    await s.db.insert(memberPixKeys).values({
      memberId: id,
      paymentType: 'EMAIL',
      account: `${tag}-${unique}@pix.example`,
      holderName: `Holder ${tag}`,
      createdAt: now,
    });
    await s.db.insert(sportsBets).values({
      id: `${tag}-SB-${unique}`,
      memberId: id,
      gameId: anyGame!.id,
      fixtureCode: fixture!.code,
      selection: 'home',
      odds: 215,
      amountCents: 500,
      placedAt: now,
    });
    await s.db.insert(sportsSlips).values({
      id: `${tag}-SL-${unique}`,
      memberId: id,
      gameId: anyGame!.id,
      odds: 350,
      amountCents: 300,
      placedAt: now,
    });
    await s.db.insert(sportsSlipLegs).values({
      slipId: `${tag}-SL-${unique}`,
      fixtureCode: fixture!.code,
      market: '1x2',
      selection: 'away',
      odds: 350,
    });
    await s.db.insert(crashRounds).values({
      id: `${tag}-CR-${unique}`,
      memberId: id,
      gameId: anyGame!.id,
      betCents: 100,
      crashPoint: 4321,
      startedAt: now,
      serverSeedHash: `hash-${tag}`,
      serverSeed: `crash-seed-secret-${tag}-${unique}`,
      clientSeed: 'client',
      nonce: 900_000 + Number.parseInt(unique.slice(0, 4), 16),
    });
    await s.db.insert(liveBets).values({
      memberId: id,
      gameId: anyGame!.id,
      sequence: 7,
      debit: 1,
      launch: `launch-${tag}`,
      kind: 'red',
      amountCents: 200,
      createdAt: now,
    });
    await s.db.insert(responsibleLimits).values({ memberId: id, kind: 'deposit_day', value: 10_000, updatedAt: now });
    await s.db.insert(memberExclusions).values({
      memberId: id,
      kind: 'pause',
      period: '24h',
      startsAt: new Date(now.getTime() - 48 * HOUR),
      endsAt: new Date(now.getTime() - 24 * HOUR),
    });
    const notified = await s.call('POST', '/api/operator/notify', {
      token: OPERATOR_TOKEN,
      body: { phone, title: `Title ${tag}`, body: `Body ${tag}, with "quotes"\nand a second line` },
    });
    expect(notified.status, notified.json.message).toBe(200);
    await s.db.insert(noticeEmailPrefs).values({ memberId: id, kind: 'deposit_credited', email: false });
    expect((await consent(token, false)).status).toBe(200);
    return id;
  }

  it('answers only a member', async () => {
    expect((await download(null, 'json')).status).toBe(401);
    expect((await download('not-a-token', 'csv')).status).toBe(401);
    expect((await s.call('GET', '/api/privacy/consents')).status).toBe(401);
    expect((await s.call('POST', '/api/privacy/consents', { body: {} })).status).toBe(401);
  });

  it('refuses a format it does not write, before counting a download', async () => {
    const { token } = await s.register();
    const missing = await s.request('GET', '/api/privacy/export', { token });
    expect([missing.status, ((await missing.json()) as { error: string }).error]).toEqual([
      422,
      'privacy.export_format',
    ]);
    for (const format of ['xml', '', 'JSON%00']) {
      const answer = await download(token, format);
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^privacy\.export_format$|^request\.invalid$/);
    }
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await download(token, 'json')).status).toBe(200);
  });

  it('exports every section of the member as JSON, with nothing of another member and no secret', async () => {
    const a = await s.register();
    const b = await s.register();
    const aId = await history(a.phone, a.token, 'alpha');
    await history(b.phone, b.token, 'bravo');
    const [aRow] = await s.db.select().from(members).where(eq(members.id, aId));
    const [aSession] = await s.db.select().from(sessions).where(eq(sessions.memberId, aId));
    await s.call('POST', '/api/member/qkpwd', {
      token: a.token,
      body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
    });
    const [withQk] = await s.db.select().from(members).where(eq(members.id, aId));

    const answer = await download(a.token, 'json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rodada-meus-dados-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(file).toMatchObject({ format: 'rodada-data-export', version: 1 });
    expect(Object.keys(file)).toEqual(['format', 'version', 'generated_at', ...SECTIONS]);
    const list = (name: string) => file[name] as Record<string, unknown>[];

    expect(file.identity).toMatchObject({
      member_id: aId,
      full_name: 'Ana Souza',
      cpf: aRow!.cpf,
      birth_date: '1990-05-17',
      phone: a.phone,
      contact_email: aRow!.contactEmail,
      phone_verified_at: aRow!.phoneVerifiedAt?.toISOString() ?? null,
      email_verified_at: null,
      terms_accepted_at: aRow!.termsAcceptedAt!.toISOString(),
    });
    expect(list('consents')).toEqual([
      { purpose: 'terms_and_privacy_policy', granted: true, version: null, at: aRow!.termsAcceptedAt!.toISOString() },
      expect.objectContaining({ purpose: 'storage.preferences', granted: false, version: CONSENT_VERSION }),
    ]);
    expect(list('sessions')[0]).toEqual({
      started_at: aSession!.createdAt.toISOString(),
      last_used_at: expect.any(String),
      expires_at: expect.any(String),
      ended_at: null,
      end_reason: null,
    });
    expect(list('ledger').map((e) => e.kind)).toEqual(expect.arrayContaining(['operator.credit', 'game.bet']));
    expect(list('deposits')).toEqual([expect.objectContaining({ amount: '20.00', credited: '20.00', status: 'paid' })]);
    expect(list('withdrawals')).toEqual([expect.objectContaining({ status: 'rejected', reason: 'Reason alpha' })]);
    expect(list('pix_keys')).toHaveLength(1);
    expect(list('sports_bets')).toEqual([expect.objectContaining({ odds: '2.15', stake: '5.00', status: 'open' })]);
    expect(list('sports_slips')).toEqual([expect.objectContaining({ odds: '3.50', stake: '3.00' })]);
    expect(list('sports_slip_legs')).toEqual([expect.objectContaining({ market: '1x2', selection: 'away' })]);
    expect(list('game_rounds').length + list('table_rounds').length).toBeGreaterThanOrEqual(1);
    // A running crash round's crash point is not shown to anyone yet, the player included.
    expect(list('crash_rounds')).toEqual([expect.objectContaining({ status: 'running', crash_point: null })]);
    expect(list('live_bets')).toEqual([expect.objectContaining({ round: 7, bet: 'red', stake: '2.00', win: null })]);
    expect(list('limits')).toEqual([expect.objectContaining({ kind: 'deposit_day', value: '100.00' })]);
    expect(list('pauses_and_exclusions')).toEqual([expect.objectContaining({ kind: 'pause', period: '24h' })]);
    expect(list('notifications')).toEqual([expect.objectContaining({ title: 'Title alpha' })]);
    expect(list('email_copies')).toEqual([{ kind: 'deposit_credited', email: false }]);
    expect(list('data_exports')).toEqual([expect.objectContaining({ format: 'json' })]);

    // Nothing of the other member, and no secret of this one.
    expect(text).not.toContain('bravo');
    expect(text).not.toContain(b.phone);
    for (const secret of [
      aRow!.passwordHash,
      withQk!.withdrawalPasswordHash!,
      aSession!.tokenHash,
      a.token,
      'crash-seed-secret',
      '4321',
      '43.21',
      '99999999999',
      'brcode',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password|token_hash|server_seed"/);
  });

  it('exports the same as CSV: a BOM, one section per table with its header row, RFC 4180 quoting', async () => {
    const a = await s.register();
    const b = await s.register();
    const aId = await history(a.phone, a.token, 'charlie');
    await history(b.phone, b.token, 'delta');
    // A name with a comma, a quote and a line break (typed by the operator's back office, not the form).
    const awkward = 'Ana "Nina", de Souza\nSegunda linha';
    await s.db.update(members).set({ realname: awkward, nickname: '=HYPERLINK("x")' }).where(eq(members.id, aId));

    const answer = await download(a.token, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="rodada-meus-dados-[\d-]+\.csv"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toContain('"Ana ""Nina"", de Souza\nSegunda linha"');

    const sections = csvSections(text);
    expect([...sections.keys()]).toEqual(SECTIONS);
    const identity = sections.get('identity')!;
    expect(identity.rows).toHaveLength(1);
    expect(identity.rows[0]).toMatchObject({ member_id: String(aId), full_name: awkward, phone: a.phone });
    // A value a spreadsheet would run as a formula is written as text.
    expect(identity.rows[0]!.nickname).toBe(`'=HYPERLINK("x")`);
    expect(sections.get('notifications')!.rows[0]).toMatchObject({
      title: 'Title charlie',
      body: 'Body charlie, with "quotes"\nand a second line',
    });
    expect(sections.get('ledger')!.header).toEqual(['at', 'kind', 'reference', 'amount', 'balance_after']);
    expect(sections.get('ledger')!.rows.some((r) => r.kind === 'operator.credit' && r.amount === '50.00')).toBe(true);
    expect(sections.get('consents')!.rows.map((r) => r.purpose)).toEqual([
      'terms_and_privacy_policy',
      'storage.preferences',
    ]);
    expect(text).not.toContain('delta');
    expect(text).not.toContain(b.phone);
  });

  it('pages through a long history: every row once, oldest first', async () => {
    const { phone, token } = await s.register();
    const id = await s.memberId(phone);
    const start = s.clock.now().getTime();
    // More than two pages, several rows sharing an instant (the page's cursor is the time and the id).
    const many = PAGE_ROWS * 2 + 37;
    await s.db.insert(notifications).values(
      Array.from({ length: many }, (_, i) => ({
        memberId: id,
        title: `n${i}`,
        body: 'b',
        createdAt: new Date(start + Math.floor(i / 3) * 1000),
      })),
    );
    const answer = await download(token, 'json');
    const file = (await answer.json()) as { notifications: { title: string }[] };
    expect(file.notifications.map((n) => n.title)).toEqual(Array.from({ length: many }, (_, i) => `n${i}`));
  });

  it('allows 5 downloads an hour, counted however many ask at once, then says when the next is possible', async () => {
    const player = await s.register();
    const { token } = player;
    const start = s.clock.now();
    const answers = await Promise.all(
      Array.from({ length: EXPORTS_PER_HOUR + 3 }, (_, i) => download(token, i % 2 ? 'csv' : 'json')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((st) => st === 200)).toHaveLength(EXPORTS_PER_HOUR);
    expect(statuses.filter((st) => st === 429)).toHaveLength(3);
    await Promise.all(answers.map((a) => a.text()));
    const refused = await download(token, 'json');
    expect(refused.status).toBe(429);
    const json = (await refused.json()) as { error: string; params: { until: string } };
    expect(json.error).toBe('privacy.export_too_often');
    expect(new Date(json.params.until).getTime()).toBe(start.getTime() + HOUR);
    s.clock.advance(HOUR + MINUTE);
    await s.relogin(player); // the session lapsed meanwhile
    const again = await download(player.token, 'csv');
    expect(again.status).toBe(200);
    await again.text();
  });

  it('records storage choices as an append-only history, a repeat adding nothing', async () => {
    const { phone, token } = await s.register();
    const id = await s.memberId(phone);
    const empty = await s.call('GET', '/api/privacy/consents', { token });
    expect(empty.json.data).toEqual({
      current: [],
      history: [],
      terms_accepted_at: expect.any(String),
      // No verified e-mail yet: no copies go anywhere, each money notice's switch on by default.
      email_copies_to: null,
      email_copies: [
        { kind: 'deposit_credited', on: true },
        { kind: 'deposit_refunded', on: true },
        { kind: 'withdrawal_approved', on: true },
        { kind: 'withdrawal_paid', on: true },
        { kind: 'withdrawal_rejected', on: true },
      ],
    });

    expect((await consent(token, true)).status).toBe(200);
    s.clock.advance(MINUTE);
    // The same choice from another tab, twice at once: recorded once.
    const same = await Promise.all([consent(token, true), consent(token, true)]);
    expect(same.map((a) => a.status)).toEqual([200, 200]);
    s.clock.advance(MINUTE);
    const changed = await consent(token, false);
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      current: [{ purpose: 'storage.preferences', granted: false, version: CONSENT_VERSION }],
      history: [
        { purpose: 'storage.preferences', granted: false },
        { purpose: 'storage.preferences', granted: true },
      ],
    });
    const rows = await s.db.select().from(consents).where(eq(consents.memberId, id));
    expect(rows.map((r) => r.granted)).toEqual([true, false]);

    // The database refuses to change or remove a consent given.
    await expect(s.db.update(consents).set({ granted: true }).where(eq(consents.memberId, id))).rejects.toThrow();
    await expect(s.db.delete(consents).where(eq(consents.memberId, id))).rejects.toThrow();
    expect(await s.db.select().from(consents).where(eq(consents.memberId, id))).toHaveLength(2);
  });

  it('refuses a choice under another notice version or for an unknown purpose, recording nothing', async () => {
    const { phone, token } = await s.register();
    const id = await s.memberId(phone);
    const cases: [unknown, string][] = [
      [
        { version: CONSENT_VERSION + 1, choices: [{ purpose: 'storage.preferences', granted: true }] },
        'privacy.consent_version',
      ],
      [{ version: '1', choices: [{ purpose: 'storage.preferences', granted: true }] }, 'privacy.consent_version'],
      [{ version: CONSENT_VERSION, choices: [{ purpose: 'marketing', granted: true }] }, 'privacy.consent_purpose'],
      [{ version: CONSENT_VERSION, choices: [] }, 'privacy.consent_purpose'],
      [
        { version: CONSENT_VERSION, choices: [{ purpose: 'storage.preferences', granted: 'yes' }] },
        'privacy.consent_purpose',
      ],
      [
        {
          version: CONSENT_VERSION,
          choices: [
            { purpose: 'storage.preferences', granted: true },
            { purpose: 'storage.preferences', granted: false },
          ],
        },
        'privacy.consent_purpose',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await s.call('POST', '/api/privacy/consents', { token, body });
      expect([answer.status, answer.json.error], JSON.stringify(body)).toEqual([422, error]);
    }
    expect(await s.db.select().from(consents).where(eq(consents.memberId, id))).toEqual([]);
  });

  it('limits consent changes to 50 a day', async () => {
    const player = await s.register();
    const { token } = player;
    for (let i = 0; i < 50; i++) expect((await consent(token, i % 2 === 0)).status).toBe(200);
    const refused = await consent(token, true);
    expect([refused.status, refused.json.error]).toEqual([429, 'privacy.consent_too_often']);
    // The same choice as the one in force is not a change, so it is not refused.
    expect((await consent(token, false)).status).toBe(200);
    s.clock.advance(25 * HOUR);
    await s.relogin(player);
    expect((await consent(player.token, true)).status).toBe(200);
  });

  it("gives the data protection officer in the site's legal data", async () => {
    const content = await s.call('GET', '/api/dynamicwebs/getdata?site=rodada');
    expect((content.json.data as { legal: { dpo: unknown } }).legal.dpo).toEqual({
      name: expect.any(String),
      email: 'privacidade@rodada.bet.br',
    });
  });
});
