import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  KycDeskEndpoints,
  type KycCaseDetail,
  type KycCaseStatus,
  type KycQueueStatus,
  type KycScores,
} from '../../contract/boKyc';
import { FILES_FOR, KYC_FILE_KINDS, type KycReason } from '../../contract/kyc';
import type { AppDeps } from '../config';
import { kycCases, kycChunks, kycFiles, members, staff } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { implement, type Route } from '../http/registry';
import { decide } from '../kyc/cases';
import { kycKey, open, openJson } from '../kyc/crypto';
import { recordAudit } from './audit';

/*
 * The identity queue (contract/boKyc.ts): the cases sent and waiting (pending at the provider, or in
 * manual review), one case opened with its pictures' list and the provider's answers (opened from their
 * sealed column), each picture decoded on demand — every view on the audit trail —, and compliance's
 * decision through the same decide() the provider's notification goes through (the member's standing and
 * notice), audited with the case before and after.
 */

type CaseRow = typeof kycCases.$inferSelect;

const scoresOf = (scores: CaseRow['scores']): KycScores =>
  scores
    ? { face_match: scores.face_match ?? null, liveness: scores.liveness ?? null, document: scores.document ?? null }
    : null;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const reasonOf = (reason: string | null) => (reason as KycReason | null) ?? null;

/** Who decided a case: the provider's name, or the compliance person's e-mail. */
const deciderOf = (row: Pick<CaseRow, 'decidedBy'>, email: string | null) =>
  row.decidedBy === 'staff' ? (email ?? 'staff') : row.decidedBy;

export async function kycQueue(db: Db, status: KycQueueStatus, page: number, perPage: number) {
  const c = kycCases;
  const [rows, counts] = await Promise.all([
    db
      .select({ row: c, name: members.realname, cpf: members.cpf })
      .from(c)
      .innerJoin(members, eq(members.id, c.memberId))
      .where(eq(c.status, status))
      .orderBy(asc(c.submittedAt), asc(c.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ status: c.status, n: count() })
      .from(c)
      .where(inArray(c.status, ['review', 'pending']))
      .groupBy(c.status),
  ]);
  const countOf = (s: string) => counts.find((row) => row.status === s)?.n ?? 0;
  return {
    list: rows.map(({ row, name, cpf }) => ({
      id: row.id,
      member_id: row.memberId,
      name,
      cpf,
      document_type: row.documentType,
      submitted_at: (row.submittedAt ?? row.createdAt).toISOString(),
      status,
      provider: row.provider,
      scores: scoresOf(row.scores),
    })),
    total: countOf(status),
    counts: { review: countOf('review'), pending: countOf('pending') },
  };
}

async function caseRow(db: Db | Tx, id: number, lock = false): Promise<CaseRow> {
  const query = db.select().from(kycCases).where(eq(kycCases.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw refusal('kyc_case.not_found');
  return row;
}

const staffEmail = async (db: Db | Tx, id: number | null) =>
  id === null
    ? null
    : ((await db.select({ email: staff.email }).from(staff).where(eq(staff.id, id)))[0]?.email ?? null);

/** A case as the back office shows it. */
export async function kycCaseDetail(deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>, id: number) {
  const { db } = deps;
  const row = await caseRow(db, id);
  const [member] = await db.select().from(members).where(eq(members.id, row.memberId));
  if (!member) throw refusal('kyc_case.not_found');
  const order = FILES_FOR[row.documentType] as readonly string[];
  const files = (await db.select().from(kycFiles).where(eq(kycFiles.caseId, row.id))).sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) || KYC_FILE_KINDS.indexOf(a.kind) - KYC_FILE_KINDS.indexOf(b.kind),
  );
  const earlier = await db
    .select({ row: kycCases, email: staff.email })
    .from(kycCases)
    .leftJoin(staff, eq(staff.id, kycCases.decidedStaffId))
    .where(and(eq(kycCases.memberId, row.memberId), ne(kycCases.id, row.id)))
    .orderBy(desc(kycCases.createdAt), desc(kycCases.id));
  let answers: unknown[] = [];
  if (row.providerAnswer) {
    const opened = openJson(await kycKey(deps), row.providerAnswer);
    answers = Array.isArray(opened) ? opened : [opened];
  }
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as KycCaseStatus,
    member: {
      id: member.id,
      name: member.realname,
      cpf: member.cpf,
      birth_date: member.birthDate,
      phone: member.phone,
      kyc_status: member.kycStatus,
    },
    document_type: row.documentType,
    document_number: row.documentNumber,
    address: row.address,
    challenge: row.challenge,
    files: files.map((file) => ({
      kind: file.kind,
      content_type: file.contentType,
      bytes: file.bytes,
      complete: file.completedAt !== null,
    })),
    provider: row.provider,
    provider_ref: row.providerRef,
    scores: scoresOf(row.scores),
    provider_answers: answers,
    created_at: row.createdAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
    decided_by: deciderOf(row, await staffEmail(db, row.decidedStaffId)),
    reason: reasonOf(row.reason),
    note: row.note,
    purged_at: iso(row.purgedAt),
    earlier: earlier.map(({ row: other, email }) => ({
      id: other.id,
      status: other.status as KycCaseStatus,
      document_type: other.documentType,
      created_at: other.createdAt.toISOString(),
      submitted_at: iso(other.submittedAt),
      decided_at: iso(other.decidedAt),
      decided_by: deciderOf(other, email),
      reason: reasonOf(other.reason),
    })),
  } satisfies KycCaseDetail;
}

/** The case's status, the member's standing and the decision: what the audit line keeps before and after. */
const auditView = (detail: KycCaseDetail) => ({
  status: detail.status,
  kyc_status: detail.member.kyc_status,
  reason: detail.reason,
  note: detail.note,
  decided_by: detail.decided_by,
});

export const kycDeskRoutes: Route[] = [
  implement(KycDeskEndpoints.queue, async ({ deps, query }) => ({
    data: await kycQueue(deps.db, query.status, query.page, query.per_page),
  })),
  implement(KycDeskEndpoints.case, async ({ deps, query }) => ({ data: await kycCaseDetail(deps, query.id) })),
  implement(KycDeskEndpoints.file, async ({ c, deps, now, query, staff: actor }) => {
    const row = await caseRow(deps.db, query.case);
    const [file] = await deps.db
      .select()
      .from(kycFiles)
      .where(and(eq(kycFiles.caseId, row.id), eq(kycFiles.kind, query.kind)));
    if (!file?.completedAt) throw refusal('kyc_case.file_not_found');
    const key = await kycKey(deps);
    const chunks = await deps.db
      .select({ sealed: kycChunks.sealed })
      .from(kycChunks)
      .where(eq(kycChunks.fileId, file.id))
      .orderBy(asc(kycChunks.index));
    if (chunks.length !== file.chunks) throw refusal('kyc_case.file_not_found');
    const data = Buffer.concat(chunks.map((chunk) => open(key, chunk.sealed)));
    // Compliance's access to biometric data is traceable: every view of a picture is on the audit trail.
    await recordAudit(deps.db, actor, now, {
      action: 'kyc.file_viewed',
      subject: `kyc_case:${row.id}`,
      after: { member_id: row.memberId, kind: file.kind, content_type: file.contentType, bytes: file.bytes },
    });
    c.header('Cache-Control', 'no-store');
    return {
      data: { kind: file.kind, content_type: file.contentType, bytes: data.length, data: data.toString('base64') },
    };
  }),
  implement(KycDeskEndpoints.decide, async ({ deps, now, body, staff: actor, audit }) => {
    // The registry runs an operator's POST in a transaction with its audit line: deps.db is that transaction.
    const tx = deps.db as unknown as Tx;
    const row = await caseRow(tx, body.case, true);
    if (row.status === 'collecting') throw refusal('kyc_case.not_sent');
    if (row.status !== 'pending' && row.status !== 'review') throw refusal('kyc_case.decided');
    const reason = body.decision === 'reject' ? (body.reason ?? null) : null;
    if (body.decision === 'reject' && !reason) throw refusal('kyc_case.reason_required');
    const before = await kycCaseDetail(deps, row.id);
    await decide(tx, row, body.decision === 'approve' ? 'approved' : 'rejected', reason, { staffId: actor.id }, now, {
      note: body.note,
    });
    const after = await kycCaseDetail(deps, row.id);
    Object.assign(audit, {
      action: body.decision === 'approve' ? 'kyc.case_approved' : 'kyc.case_rejected',
      subject: `kyc_case:${row.id}`,
      before: { member_id: row.memberId, ...auditView(before) },
      after: { member_id: row.memberId, ...auditView(after) },
      reason: reason ? `${reason}: ${body.note}` : body.note,
    });
    return { data: after };
  }),
];
