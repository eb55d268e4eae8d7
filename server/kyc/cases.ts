import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  FILES_FOR,
  KYC_CHUNK_BYTES,
  KYC_MAX_ATTEMPTS,
  KYC_MAX_FILE_BYTES,
  LIVENESS_CHALLENGES,
  type KycCaseBody,
  type KycChunkBody,
  type KycFileKind,
  type KycFileState,
  type KycReason,
  type KycState,
  type KycStatus,
  type LivenessChallenge,
} from '../../contract/kyc';
import type { AppDeps } from '../config';
import { kycCases, kycChunks, kycFiles, kycWebhookEvents, members, type Member } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { randomInt } from '../lib/random';
import { notice } from '../notices/notify';
import { kycKey, open, seal, sealJson, type KycKey } from './crypto';
import { KycUnavailable, sandboxKycProvider, type KycDecision, type KycProvider } from './provider';

/*
 * Identity verification's cases (contract/kyc.ts): a member puts one together (the document and the address,
 * then the pictures in chunks, each sealed as it arrives), sends it to the provider, and the provider's
 * notification (or compliance, for a case sent to review) decides it. The member's kyc_status follows:
 * required → pending (sent) → review → verified or rejected (then required again with a new case, until
 * KYC_MAX_ATTEMPTS refusals).
 */

type CaseRow = typeof kycCases.$inferSelect;
type FileRow = typeof kycFiles.$inferSelect;

const OPEN = ['collecting', 'pending', 'review'] as const;

/** The provider the server sends cases to: the one it was built with, else the sandbox's in sandbox mode. */
export function kycProviderOf(deps: Pick<AppDeps, 'kycProvider' | 'config'>): KycProvider | null {
  return deps.kycProvider ?? (deps.config.sandbox ? sandboxKycProvider : null);
}

/** Deposits, bets and game launches on a regulated site wait for the verified identity. */
export function requireVerified(member: Pick<Member, 'kycStatus'>): void {
  const status = member.kycStatus;
  if (status === 'verified' || status === 'not_required') return;
  if (status === 'pending' || status === 'review') throw refusal('kyc.pending');
  if (status === 'rejected') throw refusal('kyc.rejected');
  throw refusal('kyc.required');
}

const chunksOf = (bytes: number) => Math.ceil(bytes / KYC_CHUNK_BYTES);

async function fileStates(db: Db | Tx, caseId: number): Promise<KycFileState[]> {
  const files = await db.select().from(kycFiles).where(eq(kycFiles.caseId, caseId)).orderBy(asc(kycFiles.id));
  const states: KycFileState[] = [];
  for (const file of files) states.push(await fileState(db, file));
  return states;
}

/** A file's state: its chunks, and the first one not received yet (to resume a cut upload from). */
async function fileState(db: Db | Tx, file: FileRow): Promise<KycFileState> {
  if (file.completedAt) {
    return { kind: file.kind, bytes: file.bytes, chunks: file.chunks, next: file.chunks, complete: true };
  }
  const received = new Set(
    (await db.select({ index: kycChunks.index }).from(kycChunks).where(eq(kycChunks.fileId, file.id))).map(
      (row) => row.index,
    ),
  );
  let next = 0;
  while (received.has(next)) next += 1;
  return { kind: file.kind, bytes: file.bytes, chunks: file.chunks, next, complete: false };
}

const missingOf = (row: CaseRow, files: KycFileState[]): KycFileKind[] =>
  FILES_FOR[row.documentType].filter((kind) => !files.some((file) => file.kind === kind && file.complete));

async function refusals(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycCases)
    .where(and(eq(kycCases.memberId, memberId), eq(kycCases.status, 'rejected')));
  return row?.n ?? 0;
}

/** The member's verification as GET /api/kyc answers it. */
export async function kycState(db: Db | Tx, memberId: number): Promise<KycState> {
  const [member] = await db.select({ status: members.kycStatus }).from(members).where(eq(members.id, memberId));
  if (!member) throw refusal('member.not_found');
  const [open] = await db
    .select()
    .from(kycCases)
    .where(and(eq(kycCases.memberId, memberId), inArray(kycCases.status, [...OPEN])));
  const [refused] = await db
    .select({ reason: kycCases.reason, at: kycCases.decidedAt })
    .from(kycCases)
    .where(and(eq(kycCases.memberId, memberId), eq(kycCases.status, 'rejected'), isNotNull(kycCases.decidedAt)))
    .orderBy(desc(kycCases.decidedAt))
    .limit(1);
  const files = open ? await fileStates(db, open.id) : [];
  return {
    status: member.status,
    attempts_left: Math.max(0, KYC_MAX_ATTEMPTS - (await refusals(db, memberId))),
    case: open
      ? {
          document_type: open.documentType,
          document_number: open.documentNumber,
          address: open.address,
          challenge: open.challenge,
          files,
          missing: missingOf(open, files),
          submitted_at: open.submittedAt?.toISOString() ?? null,
        }
      : null,
    refused:
      member.status !== 'verified' && refused?.at
        ? { reason: (refused.reason ?? 'other') as KycReason, at: refused.at.toISOString() }
        : null,
  };
}

/** Two different liveness challenges, drawn with the server's random source. */
function drawChallenge(random: AppDeps['random']): LivenessChallenge[] {
  const first = randomInt(random, LIVENESS_CHALLENGES.length);
  const second = (first + 1 + randomInt(random, LIVENESS_CHALLENGES.length - 1)) % LIVENESS_CHALLENGES.length;
  return [LIVENESS_CHALLENGES[first]!, LIVENESS_CHALLENGES[second]!];
}

/** The member's row, locked: one change of their verification at a time. */
async function lockedMember(tx: Tx, memberId: number) {
  const [member] = await tx
    .select({ id: members.id, status: members.kycStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw refusal('member.not_found');
  return member;
}

async function openCaseOf(tx: Db | Tx, memberId: number): Promise<CaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(kycCases)
    .where(and(eq(kycCases.memberId, memberId), inArray(kycCases.status, [...OPEN])));
  return row;
}

/** A case that may still take pictures, or the refusal that says why not. */
function requireCollecting(row: CaseRow | undefined): CaseRow {
  if (!row) throw refusal('kyc.no_case');
  if (row.status !== 'collecting') throw refusal('kyc.already_sent');
  return row;
}

/**
 * Opens the member's case with the document and the address, or changes the one being put together (the
 * pictures a new document does not ask for are dropped). Refused once sent, once verified, or after
 * KYC_MAX_ATTEMPTS refusals.
 */
export async function startCase(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  body: Required<Pick<KycCaseBody, 'document_type' | 'document_number'>> & { address: CaseRow['address'] },
  now: Date,
): Promise<KycState> {
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, memberId);
    if (member.status === 'verified') throw refusal('kyc.already_verified');
    const row = await openCaseOf(tx, memberId);
    if (row && row.status !== 'collecting') throw refusal('kyc.already_sent');
    if ((await refusals(tx, memberId)) >= KYC_MAX_ATTEMPTS) {
      throw refusalWith('kyc.attempts_exhausted', { attempts: String(KYC_MAX_ATTEMPTS) });
    }
    const values = {
      documentType: body.document_type,
      documentNumber: body.document_number,
      address: body.address,
      updatedAt: now,
    };
    if (row) {
      await tx.update(kycCases).set(values).where(eq(kycCases.id, row.id));
      const asked = FILES_FOR[body.document_type] as readonly string[];
      const files = await tx.select().from(kycFiles).where(eq(kycFiles.caseId, row.id));
      const dropped = files.filter((file) => !asked.includes(file.kind)).map((file) => file.id);
      if (dropped.length > 0) await tx.delete(kycFiles).where(inArray(kycFiles.id, dropped));
    } else {
      await tx.insert(kycCases).values({
        memberId,
        reference: `KYC${deps.random(8).toString('hex').toUpperCase()}`,
        status: 'collecting',
        challenge: drawChallenge(deps.random),
        createdAt: now,
        ...values,
      });
    }
    // A refused member starting again is back to `required` until the new case is sent.
    if (member.status === 'rejected') {
      await tx.update(members).set({ kycStatus: 'required', updatedAt: now }).where(eq(members.id, memberId));
    }
  });
  return kycState(deps.db, memberId);
}

/** What a file's first bytes must be for its type. */
function looksLike(contentType: string, data: Buffer): boolean {
  if (contentType === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (contentType === 'image/png') return data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Opens a file's chunks, in order, into the whole file. */
async function wholeFile(db: Db | Tx, key: KycKey, fileId: number): Promise<Buffer> {
  const chunks = await db
    .select({ sealed: kycChunks.sealed })
    .from(kycChunks)
    .where(eq(kycChunks.fileId, fileId))
    .orderBy(asc(kycChunks.index));
  return Buffer.concat(chunks.map((chunk) => open(key, chunk.sealed)));
}

/**
 * One chunk of a picture: checked against what the file's first chunk declared (kind, type, size, hash),
 * sealed and kept (a chunk sent twice is kept once). The last one checks the whole file: its hash and its
 * type; a file that is not what it said is dropped (kyc.file_corrupt) and starts again. A different size or
 * hash for a kind already sent is a new picture (a photo taken again): it replaces the old one.
 */
export async function uploadChunk(
  deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>,
  memberId: number,
  body: KycChunkBody,
  now: Date,
) {
  const key = await kycKey(deps);
  const data = Buffer.from(body.data, 'base64');
  return deps.db
    .transaction(async (tx) => {
      const row = requireCollecting(await openCaseOf(tx, memberId));
      if (!FILES_FOR[row.documentType].includes(body.kind)) throw refusal('kyc.file_kind_invalid');
      const pdf = body.content_type === 'application/pdf';
      if (pdf !== (body.kind === 'document_pdf')) throw refusal('kyc.file_type_invalid');
      if (body.bytes > KYC_MAX_FILE_BYTES) {
        throw refusalWith('kyc.file_too_large', { max: String(KYC_MAX_FILE_BYTES / 1024 / 1024) });
      }
      const chunks = chunksOf(body.bytes);
      const size = body.index === chunks - 1 ? body.bytes - KYC_CHUNK_BYTES * (chunks - 1) : KYC_CHUNK_BYTES;
      if (body.index >= chunks || data.length !== size) throw refusal('kyc.chunk_invalid');

      let [file] = await tx
        .select()
        .from(kycFiles)
        .where(and(eq(kycFiles.caseId, row.id), eq(kycFiles.kind, body.kind)))
        .for('update');
      if (
        file &&
        (file.sha256 !== body.sha256 || file.bytes !== body.bytes || file.contentType !== body.content_type)
      ) {
        await tx.delete(kycFiles).where(eq(kycFiles.id, file.id));
        file = undefined;
      }
      if (!file) {
        [file] = await tx
          .insert(kycFiles)
          .values({
            caseId: row.id,
            kind: body.kind,
            contentType: body.content_type,
            bytes: body.bytes,
            sha256: body.sha256,
            chunks,
            createdAt: now,
          })
          .returning();
      }
      const saved = file!;
      if (!saved.completedAt) {
        await tx
          .insert(kycChunks)
          .values({ fileId: saved.id, index: body.index, sealed: seal(key, data) })
          .onConflictDoNothing();
        const [received] = await tx.select({ n: count() }).from(kycChunks).where(eq(kycChunks.fileId, saved.id));
        if ((received?.n ?? 0) === chunks) {
          const whole = await wholeFile(tx, key, saved.id);
          const hash = createHash('sha256').update(whole).digest('hex');
          if (hash !== saved.sha256 || !looksLike(saved.contentType, whole)) {
            await tx.delete(kycFiles).where(eq(kycFiles.id, saved.id));
            return { corrupt: true as const };
          }
          await tx.update(kycFiles).set({ completedAt: now }).where(eq(kycFiles.id, saved.id));
          saved.completedAt = now;
        }
      }
      const files = await fileStates(tx, row.id);
      return { corrupt: false as const, file: await fileState(tx, saved), missing: missingOf(row, files) };
    })
    .then((result) => {
      // Refused after the transaction: the dropped file's deletion stays.
      if (result.corrupt) throw refusal('kyc.file_corrupt');
      return { file: result.file, missing: result.missing };
    });
}

/**
 * Sends the member's case to the provider once every picture is there. The provider is asked outside any
 * transaction (it may take seconds); taken, the case is pending and so is the member. Not taken, nothing
 * changed (kyc.unavailable). Sent twice at once, the provider takes it once (by its reference).
 */
export async function submitCase(
  deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock' | 'kycProvider'>,
  memberId: number,
  now: Date,
): Promise<KycState> {
  const [member] = await deps.db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw refusal('member.not_found');
  if (member.kycStatus === 'verified') throw refusal('kyc.already_verified');
  const row = requireCollecting(await openCaseOf(deps.db, memberId));
  const states = await fileStates(deps.db, row.id);
  const missing = missingOf(row, states);
  if (missing.length > 0) throw refusalWith('kyc.files_missing', { kinds: missing.join(', ') });
  const provider = kycProviderOf(deps);
  if (!provider) throw refusal('kyc.unavailable');
  const key = await kycKey(deps);
  const files = await deps.db.select().from(kycFiles).where(eq(kycFiles.caseId, row.id)).orderBy(asc(kycFiles.id));
  const submission = {
    reference: row.reference,
    cpf: member.cpf ?? '',
    name: member.realname ?? '',
    birthDate: member.birthDate ?? '',
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    address: row.address,
    challenge: row.challenge,
    files: await Promise.all(
      files.map(async (file) => ({
        kind: file.kind,
        contentType: file.contentType,
        data: await wholeFile(deps.db, key, file.id),
      })),
    ),
  };
  let sent: { providerRef: string; said: unknown; decision?: KycDecision };
  try {
    sent = await provider.submit(submission, { db: deps.db, now, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    if (error instanceof KycUnavailable || (error instanceof Error && error.name === 'TimeoutError')) {
      throw refusal('kyc.unavailable');
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await lockedMember(tx, memberId);
    const updated = await tx
      .update(kycCases)
      .set({
        status: 'pending',
        provider: provider.name,
        providerRef: sent.providerRef,
        providerAnswer: sealJson(key, [{ at: now.toISOString(), submitted: sent.said }]),
        submittedAt: now,
        updatedAt: now,
      })
      .where(and(eq(kycCases.id, row.id), eq(kycCases.status, 'collecting')))
      .returning({ id: kycCases.id });
    if (updated.length > 0) {
      await tx.update(members).set({ kycStatus: 'pending', updatedAt: now }).where(eq(members.id, memberId));
    }
  });
  // A provider that decides at once: its decision goes the way a notification's would (applied once).
  if (sent.decision) await applyProviderDecision(deps, sent.decision, now);
  return kycState(deps.db, memberId);
}

/** What a decision makes of the case and the member. */
const OUTCOME: Record<KycDecision['decision'], { caseStatus: string; memberStatus: KycStatus }> = {
  approved: { caseStatus: 'approved', memberStatus: 'verified' },
  rejected: { caseStatus: 'rejected', memberStatus: 'rejected' },
  review: { caseStatus: 'review', memberStatus: 'review' },
};

/** Applies a decision to a locked case (the provider's or compliance's) and tells the member. */
export async function decide(
  tx: Tx,
  row: CaseRow,
  decision: KycDecision['decision'],
  reason: KycReason | null,
  by: { provider: string } | { staffId: number },
  now: Date,
  extra: { scores?: Record<string, number | null>; answer?: string; note?: string | null } = {},
): Promise<void> {
  const outcome = OUTCOME[decision];
  const final = decision !== 'review';
  await tx
    .update(kycCases)
    .set({
      status: outcome.caseStatus,
      reason: decision === 'rejected' ? (reason ?? 'other') : null,
      ...(extra.scores ? { scores: extra.scores } : {}),
      ...(extra.answer ? { providerAnswer: extra.answer } : {}),
      ...(extra.note !== undefined ? { note: extra.note } : {}),
      ...(final
        ? {
            decidedAt: now,
            decidedBy: 'provider' in by ? by.provider : 'staff',
            decidedStaffId: 'staffId' in by ? by.staffId : null,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(kycCases.id, row.id));
  await tx.update(members).set({ kycStatus: outcome.memberStatus, updatedAt: now }).where(eq(members.id, row.memberId));
  if (decision === 'approved') await notice(tx, row.memberId, 'kyc_verified', {}, now);
  else if (decision === 'rejected') await notice(tx, row.memberId, 'kyc_rejected', { why: reason ?? 'other' }, now);
  else await notice(tx, row.memberId, 'kyc_review', {}, now);
}

/**
 * The provider's notification: applied once per event (a second delivery answers applied: false), to a
 * case still waiting for it (one compliance already decided is left as it is).
 */
export async function applyProviderDecision(
  deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>,
  body: KycDecision,
  now: Date,
): Promise<{ applied: boolean }> {
  const key = await kycKey(deps);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(kycCases).where(eq(kycCases.reference, body.reference)).for('update');
    if (!row) throw refusal('kyc.case_unknown');
    const taken = await tx
      .insert(kycWebhookEvents)
      .values({ eventId: body.event_id, reference: body.reference, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: kycWebhookEvents.eventId });
    if (taken.length === 0) return { applied: false };
    if (row.status !== 'pending' && !(row.status === 'review' && body.decision !== 'review')) {
      return { applied: false };
    }
    // The case's record of what the provider said, kept sealed.
    const said = row.providerAnswer ? (JSON.parse(open(key, row.providerAnswer).toString('utf8')) as unknown[]) : [];
    const answer = sealJson(key, [...said, { at: now.toISOString(), notified: body }]);
    const scores = body.scores
      ? {
          face_match: body.scores.face_match ?? null,
          liveness: body.scores.liveness ?? null,
          document: body.scores.document ?? null,
        }
      : undefined;
    await decide(tx, row, body.decision, body.reason ?? null, { provider: row.provider ?? 'provider' }, now, {
      ...(scores ? { scores } : {}),
      answer,
    });
    return { applied: true };
  });
}
