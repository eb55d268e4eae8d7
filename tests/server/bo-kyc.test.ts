import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KycCaseDetail, KycFileData, KycQueuePage, type KycQueueStatus } from '../../contract/boKyc';
import { PlayerSummary } from '../../contract/boPlayerPage';
import { KYC_CHUNK_BYTES, KycState, type KycFileKind } from '../../contract/kyc';
import { auditEvents, kycCases, members, notifications } from '../../server/db/schema';
import { SANDBOX_DOCUMENTS } from '../../server/kyc/provider';
import { setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * The back office's identity queue: the cases the provider sent to manual review (and those still pending
 * at it) listed oldest first, one opened with its pictures, scores and the provider's answers, a picture
 * served decoded (each view on the audit trail), and compliance's decision — approved, or rejected with a
 * reason — changing the member's standing and telling them, audited, taken once.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const KINDS = ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'] as const;

/** A picture's bytes: a JPEG's first bytes, then `size` random ones. */
const jpeg = (size: number) => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(size)]);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(targets)('the back office’s identity queue on $name', ({ options }) => {
  let s: TestServer;
  let desk: ReturnType<typeof asStaff>;
  let complianceId: number;

  beforeAll(async () => {
    s = await setupServer({}, 'bo-kyc', options);
    const compliance = await signedInStaff(s, ['compliance']);
    desk = asStaff(s, compliance.token);
    complianceId = compliance.id;
  }, 60_000);
  afterAll(() => s?.close());

  /** A member whose case was put together (its pictures answered), and sent unless `send` is false. */
  async function memberWithCase(documentNumber: string, send = true) {
    const p = await s.register(undefined, undefined, {}, { kycVerified: false });
    const started = await s.call('POST', '/api/kyc/case', {
      token: p.token,
      body: { document_type: 'rg', document_number: documentNumber, address: ADDRESS },
    });
    expect(started.status, started.json.message).toBe(200);
    const pictures = new Map<KycFileKind, Buffer>();
    for (const kind of KINDS) {
      const file = jpeg(kind === 'selfie' ? KYC_CHUNK_BYTES + 700 : 1500);
      pictures.set(kind, file);
      for (let index = 0; index * KYC_CHUNK_BYTES < file.length; index++) {
        const data = file.subarray(index * KYC_CHUNK_BYTES, (index + 1) * KYC_CHUNK_BYTES).toString('base64');
        const sent = await s.call('POST', '/api/kyc/upload', {
          token: p.token,
          body: { kind, content_type: 'image/jpeg', bytes: file.length, sha256: sha(file), index, data },
        });
        expect(sent.status, sent.json.message).toBe(200);
      }
    }
    if (send) {
      const sent = await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} });
      expect(sent.status, sent.json.message).toBe(200);
    }
    return { ...p, id: await s.memberId(p.phone), pictures };
  }

  /** The sandbox provider's notification, delivered by the job a moment later. */
  async function decisionArrives() {
    s.clock.advance(1500);
    await s.runDueWork();
  }

  /** The queue's case of a member, looked for page by page (other tests' cases share the database). */
  async function queued(status: KycQueueStatus, memberId: number) {
    for (let page = 1; page <= 50; page++) {
      const answer = await desk('GET', `/api/operator/kyc/cases?status=${status}&page=${page}&per_page=100`);
      expect(answer.status, answer.json.message).toBe(200);
      const queue = v.parse(KycQueuePage, answer.json.data);
      const found = queue.list.find((row) => row.member_id === memberId);
      if (found || queue.list.length < 100) return { found, queue };
    }
    throw new Error('the queue never ended');
  }

  const noticesOf = async (memberId: number) =>
    (await s.db.select().from(notifications).where(eq(notifications.memberId, memberId))).map((n) => [
      n.kind,
      n.params,
    ]);
  const kycStatusOf = async (memberId: number) =>
    (await s.db.select({ status: members.kycStatus }).from(members).where(eq(members.id, memberId)))[0]!.status;
  const auditOf = (caseId: number) =>
    s.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `kyc_case:${caseId}`))
      .orderBy(desc(auditEvents.id));

  it('lists a case sent to review, opens it with its pictures and scores, serves a picture decoded and records the view, and approves it', async () => {
    const p = await memberWithCase(SANDBOX_DOCUMENTS.review);
    // Sent, the case waits at the provider: the pending tab lists it.
    expect((await queued('pending', p.id)).found).toMatchObject({ status: 'pending', provider: 'sandbox' });
    await decisionArrives();
    const { found, queue } = await queued('review', p.id);
    expect(found).toMatchObject({
      member_id: p.id,
      document_type: 'rg',
      status: 'review',
      provider: 'sandbox',
      scores: { face_match: 0.78, liveness: 0.95, document: 0.9 },
    });
    expect(found!.cpf).toMatch(/^\d{11}$/);
    expect(found!.name).toBeTruthy();
    expect(queue.counts.review).toBeGreaterThanOrEqual(1);
    expect((await queued('pending', p.id)).found).toBeUndefined();

    const opened = await desk('GET', `/api/operator/kyc/case?id=${found!.id}`);
    expect(opened.status, opened.json.message).toBe(200);
    const detail = v.parse(KycCaseDetail, opened.json.data);
    expect(detail).toMatchObject({
      id: found!.id,
      status: 'review',
      member: { id: p.id, kyc_status: 'review' },
      document_type: 'rg',
      document_number: SANDBOX_DOCUMENTS.review,
      address: { cep: '01310100', city: 'São Paulo', state: 'SP' },
      scores: { face_match: 0.78, liveness: 0.95, document: 0.9 },
      decided_at: null,
      decided_by: null,
      earlier: [],
    });
    expect(detail.challenge).toHaveLength(2);
    expect(detail.files.map((f) => [f.kind, f.content_type, f.bytes, f.complete])).toEqual(
      KINDS.map((kind) => [kind, 'image/jpeg', p.pictures.get(kind)!.length, true]),
    );
    // The provider's answers, opened from their sealed record: what it said when sent, then its notification.
    expect(detail.provider_answers).toHaveLength(2);
    expect(JSON.stringify(detail.provider_answers[1])).toContain('"decision":"review"');

    // A picture decoded, never cached; its view is on the audit trail.
    const picture = await desk('GET', `/api/operator/kyc/file?case=${found!.id}&kind=selfie`);
    expect(picture.status, picture.json.message).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('no-store');
    const file = v.parse(KycFileData, picture.json.data);
    expect(file.content_type).toBe('image/jpeg');
    expect(Buffer.from(file.data, 'base64').equals(p.pictures.get('selfie')!)).toBe(true);
    const [viewed] = await auditOf(found!.id);
    expect(viewed).toMatchObject({
      action: 'kyc.file_viewed',
      actorId: complianceId,
      after: { member_id: p.id, kind: 'selfie', content_type: 'image/jpeg' },
    });
    const absent = await desk('GET', `/api/operator/kyc/file?case=${found!.id}&kind=document_pdf`);
    expect([absent.status, absent.json.error]).toEqual([404, 'kyc_case.file_not_found']);

    // Approved with a note: the member is verified and told, the audit line holds before, after and the note.
    const approved = await desk('POST', '/api/operator/kyc/decide', {
      case: found!.id,
      decision: 'approve',
      note: 'Selfie matches the RG portrait',
    });
    expect(approved.status, approved.json.message).toBe(200);
    expect(v.parse(KycCaseDetail, approved.json.data)).toMatchObject({
      status: 'approved',
      member: { kyc_status: 'verified' },
      reason: null,
      note: 'Selfie matches the RG portrait',
    });
    expect(await kycStatusOf(p.id)).toBe('verified');
    expect(await noticesOf(p.id)).toContainEqual(['kyc_verified', {}]);
    const [line] = await auditOf(found!.id);
    expect(line).toMatchObject({
      action: 'kyc.case_approved',
      actorId: complianceId,
      reason: 'Selfie matches the RG portrait',
      before: { member_id: p.id, status: 'review', kyc_status: 'review' },
      after: { member_id: p.id, status: 'approved', kyc_status: 'verified', note: 'Selfie matches the RG portrait' },
    });
    expect((line!.after as { decided_by: string }).decided_by).toMatch(/@rodada\.test$/);
    expect((await queued('review', p.id)).found).toBeUndefined();
    expect(v.parse(KycState, (await s.call('GET', '/api/kyc', { token: p.token })).json.data).status).toBe('verified');

    // Decided, it is not decided again.
    const twice = await desk('POST', '/api/operator/kyc/decide', {
      case: found!.id,
      decision: 'reject',
      reason: 'face_mismatch',
      note: 'Second thoughts',
    });
    expect([twice.status, twice.json.error]).toEqual([409, 'kyc_case.decided']);
    expect(await kycStatusOf(p.id)).toBe('verified');

    // The player's page says the standing and links the case.
    const page = v.parse(PlayerSummary, (await desk('GET', `/api/operator/players/summary?member=${p.id}`)).json.data);
    expect(page.kyc).toEqual({ status: 'verified', case: { id: found!.id, status: 'approved' } });
  });

  it('rejects a case with its reason: the member is told why; a rejection without a reason, or a note, is refused', async () => {
    const p = await memberWithCase(SANDBOX_DOCUMENTS.review);
    await decisionArrives();
    const { found } = await queued('review', p.id);
    const noReason = await desk('POST', '/api/operator/kyc/decide', {
      case: found!.id,
      decision: 'reject',
      note: 'The document is blurred',
    });
    expect([noReason.status, noReason.json.error]).toEqual([422, 'kyc_case.reason_required']);
    const noNote = await desk('POST', '/api/operator/kyc/decide', {
      case: found!.id,
      decision: 'reject',
      reason: 'document_unreadable',
      note: ' ',
    });
    expect([noNote.status, noNote.json.error]).toEqual([422, 'audit.reason_required']);
    expect(await kycStatusOf(p.id)).toBe('review');

    const rejected = await desk('POST', '/api/operator/kyc/decide', {
      case: found!.id,
      decision: 'reject',
      reason: 'document_unreadable',
      note: 'The RG photo is blurred',
    });
    expect(rejected.status, rejected.json.message).toBe(200);
    expect(v.parse(KycCaseDetail, rejected.json.data)).toMatchObject({
      status: 'rejected',
      reason: 'document_unreadable',
      member: { kyc_status: 'rejected' },
    });
    expect(await kycStatusOf(p.id)).toBe('rejected');
    expect(await noticesOf(p.id)).toContainEqual(['kyc_rejected', { why: 'document_unreadable' }]);
    const [line] = await auditOf(found!.id);
    expect(line).toMatchObject({
      action: 'kyc.case_rejected',
      reason: 'document_unreadable: The RG photo is blurred',
      after: { status: 'rejected', kyc_status: 'rejected', reason: 'document_unreadable' },
    });
    expect(v.parse(KycState, (await s.call('GET', '/api/kyc', { token: p.token })).json.data).refused).toMatchObject({
      reason: 'document_unreadable',
    });

    // The member's next case shows this one among the earlier ones.
    const again = await s.call('POST', '/api/kyc/case', {
      token: p.token,
      body: { document_type: 'cnh', document_number: '12345678901', address: ADDRESS },
    });
    expect(again.status, again.json.message).toBe(200);
    const [next] = await s.db
      .select({ id: kycCases.id })
      .from(kycCases)
      .where(and(eq(kycCases.memberId, p.id), eq(kycCases.status, 'collecting')));
    const nextCase = v.parse(KycCaseDetail, (await desk('GET', `/api/operator/kyc/case?id=${next!.id}`)).json.data);
    expect(nextCase.earlier).toMatchObject([{ id: found!.id, status: 'rejected', reason: 'document_unreadable' }]);
    expect(nextCase.earlier[0]!.decided_by).toMatch(/@rodada\.test$/);
  });

  it('leaves a case still being put together alone, refuses an unknown one, and opens only to compliance and admins', async () => {
    const p = await memberWithCase('12345678', false);
    // Not sent yet, the case is in no queue.
    const [collecting] = await s.db.select({ id: kycCases.id }).from(kycCases).where(eq(kycCases.memberId, p.id));
    const caseId = collecting!.id;
    const early = await desk('POST', '/api/operator/kyc/decide', {
      case: caseId,
      decision: 'approve',
      note: 'Looks fine to me',
    });
    expect([early.status, early.json.error]).toEqual([409, 'kyc_case.not_sent']);
    expect(await kycStatusOf(p.id)).toBe('required');
    const unknown = await desk('GET', '/api/operator/kyc/case?id=2147483000');
    expect([unknown.status, unknown.json.error]).toEqual([404, 'kyc_case.not_found']);

    for (const roles of [['support'], ['finance']] as const) {
      const other = asStaff(s, (await signedInStaff(s, [...roles])).token);
      for (const [method, path, body] of [
        ['GET', '/api/operator/kyc/cases'],
        ['GET', `/api/operator/kyc/case?id=${caseId}`],
        ['GET', `/api/operator/kyc/file?case=${caseId}&kind=selfie`],
        ['POST', '/api/operator/kyc/decide', { case: caseId, decision: 'approve', note: 'Looks fine' }],
      ] as const) {
        const answer = await other(method, path, body);
        expect([answer.status, answer.json.error], `${roles[0]} ${path}`).toEqual([403, 'operator.role_forbidden']);
      }
    }
    const admin = asStaff(s, (await signedInStaff(s, ['admin'])).token);
    expect((await admin('GET', '/api/operator/kyc/cases?status=pending')).status).toBe(200);
  });
});
