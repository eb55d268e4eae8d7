import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfo } from '../../contract/auth';
import { KYC_CHUNK_BYTES, KYC_MAX_ATTEMPTS, KycChunkResult, KycState, type KycFileKind } from '../../contract/kyc';
import { PaymentChannelList } from '../../contract/money';
import { kycCases, kycChunks, kycFiles, members, notifications } from '../../server/db/schema';
import { kycKey, open } from '../../server/kyc/crypto';
import { KycUnavailable, SANDBOX_DOCUMENTS, sandboxKycProvider, type KycProvider } from '../../server/kyc/provider';
import { DEFAULT_KYC_WEBHOOK_SECRET, signedSandboxNotification } from '../../server/kyc/webhook';
import { purgeDueKyc } from '../../server/kyc/retention';
import { OPEN_SITE_HOST, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * Identity verification through the API: the gate on deposits, a case put together (the pictures in chunks,
 * a cut upload resumed, each chunk sealed at rest), sent to the sandbox provider and decided by its signed
 * notification (delivered once however often it comes), refused and started again, the provider down.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** A picture's bytes: a JPEG's first bytes, then `size` random ones. */
const jpeg = (size: number) => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(size)]);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(targets)('identity verification on $name', ({ options }) => {
  let s: TestServer;
  /** The sandbox provider, unless a test says it is down. */
  let down = false;
  const provider: KycProvider = {
    name: 'sandbox',
    submit: (submission, context) =>
      down ? Promise.reject(new KycUnavailable('down for the test')) : sandboxKycProvider.submit(submission, context),
  };

  beforeAll(async () => {
    s = await setupServer({}, 'kyc', { ...options, kycProvider: provider });
  }, 60_000);
  afterAll(() => s?.close());

  const state = async (token: string) => v.parse(KycState, (await s.call('GET', '/api/kyc', { token })).json.data);
  async function deposit(token: string) {
    const channels = v.parse(
      PaymentChannelList,
      (await s.call('GET', '/api/payment/online/list', { token })).json.data,
    );
    return s.call('POST', '/api/recharge/online', {
      token,
      body: { money: '50.00', payment_id: channels[0]!.id, payment_type: 'PIX', payment_desc: channels[0]!.name },
    });
  }
  function chunk(token: string, kind: KycFileKind, file: Buffer, index: number, type = 'image/jpeg') {
    const data = file.subarray(index * KYC_CHUNK_BYTES, (index + 1) * KYC_CHUNK_BYTES).toString('base64');
    return s.call('POST', '/api/kyc/upload', {
      token,
      body: { kind, content_type: type, bytes: file.length, sha256: sha(file), index, data },
    });
  }
  async function upload(token: string, kind: KycFileKind, file: Buffer) {
    const chunks = Math.ceil(file.length / KYC_CHUNK_BYTES);
    let last;
    for (let i = 0; i < chunks; i++) {
      last = await chunk(token, kind, file, i);
      expect(last.status, last.json.message).toBe(200);
    }
    return v.parse(KycChunkResult, last!.json.data);
  }
  async function sendCase(token: string, documentNumber: string) {
    const started = await s.call('POST', '/api/kyc/case', {
      token,
      body: { document_type: 'rg', document_number: documentNumber, address: ADDRESS },
    });
    expect(started.status, started.json.message).toBe(200);
    for (const kind of ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'] as const) {
      await upload(token, kind, jpeg(2000));
    }
    const sent = await s.call('POST', '/api/kyc/submit', { token, body: {} });
    expect(sent.status, sent.json.message).toBe(200);
    return v.parse(KycState, sent.json.data);
  }
  /** The job, a moment later: the sandbox provider's notification is delivered. */
  async function decisionArrives() {
    s.clock.advance(1500);
    await s.runDueWork();
  }
  const noticesOf = async (phone: string) => {
    const id = await s.memberId(phone);
    return (await s.db.select().from(notifications).where(eq(notifications.memberId, id))).map((n) => [
      n.kind,
      n.params,
    ]);
  };

  it('holds deposits until the identity is verified, then lets them through', async () => {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    const refused = await deposit(p.token);
    expect([refused.status, refused.json.error]).toEqual([403, 'kyc.required']);
    expect(await state(p.token)).toMatchObject({ status: 'required', case: null, refused: null, attempts_left: 3 });

    // The case: the address checked, two different liveness frames asked.
    const badCep = await s.call('POST', '/api/kyc/case', {
      token: p.token,
      body: { document_type: 'cnh', document_number: '12345678901', address: { ...ADDRESS, cep: '123' } },
    });
    expect(badCep.status).toBe(422);
    expect(JSON.stringify(badCep.json)).toContain('kyc.cep_invalid');
    const opened = await s.call('POST', '/api/kyc/case', {
      token: p.token,
      body: { document_type: 'cnh', document_number: '123.456.789-01', address: ADDRESS },
    });
    const kycCase = v.parse(KycState, opened.json.data).case!;
    expect(kycCase).toMatchObject({
      document_type: 'cnh',
      document_number: '12345678901',
      address: { ...ADDRESS, cep: '01310100' },
      files: [],
      missing: ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'],
      submitted_at: null,
    });
    expect(new Set(kycCase.challenge).size).toBe(2);

    // A picture in three chunks, the second lost on the way: the state says where to go on from.
    const front = jpeg(2 * KYC_CHUNK_BYTES + 500);
    expect((await chunk(p.token, 'document_front', front, 0)).status).toBe(200);
    expect((await chunk(p.token, 'document_front', front, 2)).status).toBe(200);
    expect((await state(p.token)).case!.files).toEqual([
      { kind: 'document_front', bytes: front.length, chunks: 3, next: 1, complete: false },
    ]);
    // A chunk sent twice is taken once; one of the wrong size is refused.
    expect((await chunk(p.token, 'document_front', front, 0)).status).toBe(200);
    const short = await s.call('POST', '/api/kyc/upload', {
      token: p.token,
      body: {
        kind: 'document_front',
        content_type: 'image/jpeg',
        bytes: front.length,
        sha256: sha(front),
        index: 1,
        data: front.subarray(0, 100).toString('base64'),
      },
    });
    expect(short.json.error).toBe('kyc.chunk_invalid');
    const done = v.parse(KycChunkResult, (await chunk(p.token, 'document_front', front, 1)).json.data);
    expect(done.file).toMatchObject({ next: 3, complete: true });
    expect(done.missing).toEqual(['document_back', 'selfie', 'liveness_1', 'liveness_2']);

    // Kept sealed: no chunk holds the picture's bytes, each opens under the installation's key to them.
    const id = await s.memberId(p.phone);
    const [row] = await s.db.select().from(kycCases).where(eq(kycCases.memberId, id));
    const [file] = await s.db
      .select()
      .from(kycFiles)
      .where(and(eq(kycFiles.caseId, row!.id), eq(kycFiles.kind, 'document_front')));
    const sealed = await s.db.select().from(kycChunks).where(eq(kycChunks.fileId, file!.id));
    const first = sealed.find((c) => c.index === 0)!;
    expect(Buffer.from(first.sealed, 'base64').includes(front.subarray(0, 64))).toBe(false);
    const key = await kycKey(s.deps);
    expect(open(key, first.sealed).equals(front.subarray(0, KYC_CHUNK_BYTES))).toBe(true);
    const tampered = Buffer.from(first.sealed, 'base64');
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(() => open(key, tampered.toString('base64'))).toThrow();

    // A file that is not what its hash says starts again; a PDF is only the CNH's digital copy.
    const liar = jpeg(1000);
    const corrupt = await s.call('POST', '/api/kyc/upload', {
      token: p.token,
      body: {
        kind: 'selfie',
        content_type: 'image/jpeg',
        bytes: liar.length,
        sha256: sha(jpeg(1000)),
        index: 0,
        data: liar.toString('base64'),
      },
    });
    expect(corrupt.json.error).toBe('kyc.file_corrupt');
    const pdf = await s.call('POST', '/api/kyc/upload', {
      token: p.token,
      body: { kind: 'selfie', content_type: 'application/pdf', bytes: 10, sha256: sha(liar), index: 0, data: 'AAAA' },
    });
    expect(pdf.json.error).toBe('kyc.file_type_invalid');
    expect((await state(p.token)).case!.missing).toEqual(['document_back', 'selfie', 'liveness_1', 'liveness_2']);

    const early = await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} });
    expect([early.json.error, early.json.params]).toEqual([
      'kyc.files_missing',
      { kinds: 'document_back, selfie, liveness_1, liveness_2' },
    ]);
    for (const kind of ['document_back', 'selfie', 'liveness_1', 'liveness_2'] as const) {
      await upload(p.token, kind, jpeg(3000));
    }
    const sent = v.parse(KycState, (await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} })).json.data);
    expect(sent).toMatchObject({ status: 'pending', case: { missing: [] } });
    expect(sent.case!.submitted_at).not.toBeNull();
    const waiting = await deposit(p.token);
    expect([waiting.status, waiting.json.error]).toEqual([403, 'kyc.pending']);
    expect((await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} })).json.error).toBe('kyc.already_sent');

    // The provider's notification: verified, told, and the deposit goes through.
    await decisionArrives();
    expect(await state(p.token)).toMatchObject({ status: 'verified', case: null, refused: null });
    const me = v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).json.data);
    expect(me.kyc_status).toBe('verified');
    expect(await noticesOf(p.phone)).toContainEqual(['kyc_verified', {}]);
    expect((await deposit(p.token)).status).toBe(200);
    const [decided] = await s.db.select().from(kycCases).where(eq(kycCases.memberId, id));
    expect(decided).toMatchObject({
      status: 'approved',
      provider: 'sandbox',
      decidedBy: 'sandbox',
      scores: { face_match: 0.97, liveness: 0.99, document: 0.96 },
    });
    expect(decided!.providerAnswer).not.toContain('approved');
    expect(
      (
        await s.call('POST', '/api/kyc/case', {
          token: p.token,
          body: { document_type: 'rg', document_number: '12345', address: ADDRESS },
        })
      ).json.error,
    ).toBe('kyc.already_verified');
  });

  it('takes a notification once, and none unsigned, stale or about an unknown case', async () => {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    const sent = await sendCase(p.token, SANDBOX_DOCUMENTS.review);
    expect(sent.status).toBe('pending');
    const id = await s.memberId(p.phone);
    const [row] = await s.db.select().from(kycCases).where(eq(kycCases.memberId, id));
    const decision = {
      event_id: `TEST-${row!.reference}`,
      reference: row!.reference,
      decision: 'approved',
      scores: { face_match: 0.9 },
    };
    const post = (raw: string, headers: Record<string, string>) =>
      s.call('POST', '/api/kyc/webhook', { body: raw, headers });
    const signed = signedSandboxNotification(DEFAULT_KYC_WEBHOOK_SECRET, decision, s.clock.now());
    const headers = { 'x-kyc-timestamp': signed.headers.timestamp, 'x-kyc-signature': signed.headers.signature };
    const forged = signedSandboxNotification('another-secret-entirely', decision, s.clock.now());
    const refused = await post(forged.raw, {
      'x-kyc-timestamp': forged.headers.timestamp,
      'x-kyc-signature': forged.headers.signature,
    });
    expect([refused.status, refused.json.error]).toEqual([401, 'kyc.webhook_unsigned']);
    const stale = signedSandboxNotification(
      DEFAULT_KYC_WEBHOOK_SECRET,
      decision,
      new Date(s.clock.now().getTime() - 3_600_000),
    );
    expect(
      (
        await post(stale.raw, {
          'x-kyc-timestamp': stale.headers.timestamp,
          'x-kyc-signature': stale.headers.signature,
        })
      ).json.error,
    ).toBe('kyc.webhook_unsigned');
    const unknown = signedSandboxNotification(
      DEFAULT_KYC_WEBHOOK_SECRET,
      { ...decision, event_id: 'TEST-unknown', reference: 'KYC0000000000000000' },
      s.clock.now(),
    );
    expect(
      (
        await post(unknown.raw, {
          'x-kyc-timestamp': unknown.headers.timestamp,
          'x-kyc-signature': unknown.headers.signature,
        })
      ).json.error,
    ).toBe('kyc.case_unknown');
    expect((await post(signed.raw, headers)).json.data).toEqual({ applied: true });
    expect((await post(signed.raw, headers)).json.data).toEqual({ applied: false });
    expect((await state(p.token)).status).toBe('verified');
    // The sandbox's own decision (review) comes after: the case is decided, it changes nothing.
    await decisionArrives();
    expect((await state(p.token)).status).toBe('verified');
    expect((await noticesOf(p.phone)).filter(([kind]) => String(kind).startsWith('kyc_'))).toEqual([
      ['kyc_verified', {}],
    ]);
  });

  it('a refused case says why and may be sent again, up to the attempts allowed; review waits for compliance', async () => {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    for (let attempt = 1; attempt <= KYC_MAX_ATTEMPTS; attempt++) {
      await sendCase(p.token, attempt === 2 ? SANDBOX_DOCUMENTS.liveness_failed : SANDBOX_DOCUMENTS.face_mismatch);
      await decisionArrives();
      const refused = await state(p.token);
      expect(refused).toMatchObject({
        status: 'rejected',
        attempts_left: KYC_MAX_ATTEMPTS - attempt,
        refused: { reason: attempt === 2 ? 'liveness_failed' : 'face_mismatch' },
      });
      expect((await deposit(p.token)).json.error).toBe('kyc.rejected');
    }
    const over = await s.call('POST', '/api/kyc/case', {
      token: p.token,
      body: { document_type: 'rg', document_number: '1234567', address: ADDRESS },
    });
    expect([over.status, over.json.error, over.json.params]).toEqual([
      409,
      'kyc.attempts_exhausted',
      { attempts: '3' },
    ]);
    expect(await noticesOf(p.phone)).toContainEqual(['kyc_rejected', { why: 'face_mismatch' }]);

    const q = await s.register(undefined, undefined, {}, { kycVerified: false });
    await sendCase(q.token, SANDBOX_DOCUMENTS.review);
    await decisionArrives();
    expect((await state(q.token)).status).toBe('review');
    expect((await deposit(q.token)).json.error).toBe('kyc.pending');
    expect(await noticesOf(q.phone)).toContainEqual(['kyc_review', {}]);
  });

  it('the player’s data export lists what was collected without the pictures; the retention rule deletes them', async () => {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    await sendCase(p.token, '7654321');
    await decisionArrives();
    const exported = (await (await s.request('GET', '/api/privacy/export?format=json', { token: p.token })).json()) as {
      identity_checks: Array<Record<string, unknown>>;
      regulator_checks: Array<Record<string, unknown>>;
    };
    expect(exported.identity_checks).toEqual([
      expect.objectContaining({
        status: 'approved',
        document_type: 'rg',
        document_number: '7654321',
        address: 'Avenida Paulista, 1578, Apto 12, Bela Vista, São Paulo, SP, 01310100',
        pictures:
          'document_front (2010 bytes); document_back (2010 bytes); selfie (2010 bytes); liveness_1 (2010 bytes); liveness_2 (2010 bytes)',
        face_match: 0.97,
        pictures_deleted_at: null,
      }),
    ]);
    expect(exported.regulator_checks[0]).toMatchObject({ occasion: 'registration', outcome: 'clear' });

    // A case put together and never sent goes after 30 days; a closed account's pictures after 5 years.
    const q = await s.register(undefined, undefined, {}, { kycVerified: false });
    await s.call('POST', '/api/kyc/case', {
      token: q.token,
      body: { document_type: 'rg', document_number: '1234567', address: ADDRESS },
    });
    await upload(q.token, 'selfie', jpeg(500));
    const id = await s.memberId(p.phone);
    const qid = await s.memberId(q.phone);
    const later = new Date(s.clock.now().getTime() + 31 * 24 * 3600 * 1000);
    await purgeDueKyc(s.deps, later);
    expect(await s.db.select().from(kycCases).where(eq(kycCases.memberId, qid))).toEqual([]);
    const [kept] = await s.db.select().from(kycCases).where(eq(kycCases.memberId, id));
    expect(kept!.purgedAt).toBeNull();
    await s.db.update(members).set({ closedAt: s.clock.now() }).where(eq(members.id, id));
    const fiveYears = new Date(s.clock.now());
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
    await purgeDueKyc(s.deps, new Date(fiveYears.getTime() - 1000));
    expect((await s.db.select().from(kycFiles).where(eq(kycFiles.caseId, kept!.id))).length).toBe(5);
    await purgeDueKyc(s.deps, new Date(fiveYears.getTime() + 1000));
    expect(await s.db.select().from(kycFiles).where(eq(kycFiles.caseId, kept!.id))).toEqual([]);
    const [purged] = await s.db.select().from(kycCases).where(eq(kycCases.memberId, id));
    expect(purged).toMatchObject({ status: 'approved', purgedAt: new Date(fiveYears.getTime() + 1000) });
  });

  it('the provider down leaves the case as it was; an open site’s member needs no verification', async () => {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    down = true;
    try {
      await s.call('POST', '/api/kyc/case', {
        token: p.token,
        body: { document_type: 'cnh_digital', document_number: '12345678901', address: ADDRESS },
      });
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)]);
      const sentPdf = await s.call('POST', '/api/kyc/upload', {
        token: p.token,
        body: {
          kind: 'document_pdf',
          content_type: 'application/pdf',
          bytes: pdf.length,
          sha256: sha(pdf),
          index: 0,
          data: pdf.toString('base64'),
        },
      });
      expect(sentPdf.status, sentPdf.json.message).toBe(200);
      for (const kind of ['selfie', 'liveness_1', 'liveness_2'] as const) await upload(p.token, kind, jpeg(900));
      const refused = await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} });
      expect([refused.status, refused.json.error]).toEqual([409, 'kyc.unavailable']);
      expect(await state(p.token)).toMatchObject({ status: 'required', case: { submitted_at: null, missing: [] } });
    } finally {
      down = false;
    }
    expect((await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} })).status).toBe(200);

    const open = await s.register(undefined, undefined, {}, { site: 'open' });
    const [member] = await s.db
      .select({ status: members.kycStatus })
      .from(members)
      .where(eq(members.phone, open.phone));
    expect(member!.status).toBe('not_required');
    const allowed = await s.call('POST', '/api/recharge/online', {
      token: open.token,
      headers: { host: OPEN_SITE_HOST },
      body: { money: '50.00', payment_id: 1, payment_type: 'PIX', payment_desc: 'PIX' },
    });
    expect(allowed.status, allowed.json.message).toBe(200);
  });
});
