import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentType, KycAddress, KycFileKind, LivenessChallenge } from '../../../contract/kyc';
import { at } from './columns';
import { members } from './members';
import { staff } from './backoffice';

/*
 * Identity verification (server/kyc/): each member's cases (a document, a selfie, the liveness frames and
 * the address, sent to the identity provider), their pictures in encrypted chunks, the provider's
 * notifications taken (each once), and the sandbox provider's decisions waiting to be delivered.
 */

/** One attempt at verifying a member's identity. */
export const kycCases = pgTable(
  'kyc_cases',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Our reference, given to the provider: KYC + 16 hex digits. */
    reference: text('reference').notNull().unique(),
    /** collecting (pictures coming), pending (sent to the provider), review (compliance), approved, rejected. */
    status: text('status').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentNumber: text('document_number').notNull(),
    address: jsonb('address').$type<KycAddress>().notNull(),
    /** The two liveness frames asked, drawn when the case opens. */
    challenge: jsonb('challenge').$type<LivenessChallenge[]>().notNull(),
    /** Which adapter it was sent to (KYC_PROVIDER), and the provider's own id of it. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    /** The provider's scores (0 to 1): face_match, liveness, document. */
    scores: jsonb('scores').$type<Record<string, number | null>>(),
    /** The provider's answers as they came, encrypted (base64 of iv, tag and ciphertext). */
    providerAnswer: text('provider_answer'),
    /** A refusal's reason (contract/kyc.ts KYC_REASONS); compliance's note beside it. */
    reason: text('reason'),
    note: text('note'),
    /** Who decided: the provider, or a compliance person (staff id). */
    decidedBy: text('decided_by'),
    decidedStaffId: integer('decided_staff_id').references(() => staff.id),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    /** When the pictures were deleted by the retention rule (the case's record stays). */
    purgedAt: at('purged_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('kyc_cases_member_idx').on(t.memberId, t.createdAt),
    index('kyc_cases_status_idx').on(t.status, t.submittedAt),
    // One case open at a time per member (being put together or waiting for its answer).
    uniqueIndex('kyc_cases_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} in ('collecting', 'pending', 'review')`),
    check('kyc_cases_status', sql`${t.status} in ('collecting', 'pending', 'review', 'approved', 'rejected')`),
  ],
);

/** A picture (or the CNH's PDF) of a case, as its chunks arrive. */
export const kycFiles = pgTable(
  'kyc_files',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => kycCases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KycFileKind>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** The whole file's SHA-256 (hex), as declared and checked once complete. */
    sha256: text('sha256').notNull(),
    chunks: integer('chunks').notNull(),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('kyc_files_case_kind_idx').on(t.caseId, t.kind)],
);

/** One chunk of a file, encrypted on its own (AES-256-GCM; base64 of iv, tag and ciphertext). */
export const kycChunks = pgTable(
  'kyc_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => kycFiles.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    sealed: text('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.index] })],
);

/** The provider's notifications taken: an event delivered twice is applied once. */
export const kycWebhookEvents = pgTable('kyc_webhook_events', {
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  receivedAt: at('received_at').notNull(),
});

/** The sandbox provider's decisions, delivered by the job as its signed notification (sandbox mode only). */
export const kycSandboxDecisions = pgTable('kyc_sandbox_decisions', {
  reference: text('reference').primaryKey(),
  body: jsonb('body').notNull(),
  dueAt: at('due_at').notNull(),
  deliveredAt: at('delivered_at'),
});
