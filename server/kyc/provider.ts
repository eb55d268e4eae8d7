import type { DocumentType, KycAddress, KycFileKind, KycReason, LivenessChallenge } from '../../contract/kyc';
import type { Db, Tx } from '../db/types';
import { kycSandboxDecisions } from '../db/schema';

/*
 * The identity provider behind KYC_PROVIDER: it takes a case (the person, the document, the pictures, the
 * liveness challenge asked) and decides later, by a signed notification (POST /api/kyc/webhook, docs/KYC.md).
 */

export interface KycSubmission {
  /** Our reference of the case (the notification names it). */
  reference: string;
  cpf: string;
  name: string;
  birthDate: string;
  documentType: DocumentType;
  documentNumber: string;
  address: KycAddress;
  challenge: LivenessChallenge[];
  files: Array<{ kind: KycFileKind; contentType: string; data: Buffer }>;
}

/** The provider's decision, as its notification carries it. */
export interface KycDecision {
  event_id: string;
  reference: string;
  decision: 'approved' | 'rejected' | 'review';
  reason?: KycReason | null;
  scores?: { face_match?: number | null; liveness?: number | null; document?: number | null };
}

/** The provider did not take the case (down, too slow, or refused the request). */
export class KycUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycUnavailable';
  }
}

export interface KycProvider {
  /** Its name, kept on the case (`sandbox`, …). */
  readonly name: string;
  /**
   * Sends the case (idempotent by its reference): answers the provider's id of it and what it said, for the
   * record, and the decision when the provider decides at once (a provider that notifies later gives none);
   * throws KycUnavailable when it was not taken.
   */
  submit(
    submission: KycSubmission,
    context: { db: Db | Tx; now: Date; signal: AbortSignal },
  ): Promise<{ providerRef: string; said: unknown; decision?: KycDecision }>;
}

/**
 * The sandbox's test documents (README, "Identity verification"): any other number passes; these are refused
 * for the face, sent to compliance's review, or refused for the liveness frames.
 */
export const SANDBOX_DOCUMENTS = {
  face_mismatch: '90000000001',
  review: '90000000002',
  liveness_failed: '90000000003',
} as const;

/** How long the sandbox takes to decide: at once; its notification goes with the job's next turn (within a second). */
export const SANDBOX_DECISION_MS = 0;

/** What the sandbox decides for a document number, with its scores. */
export function sandboxDecision(reference: string, documentNumber: string): KycDecision {
  const event = { event_id: `SANDBOX-${reference}`, reference };
  if (documentNumber === SANDBOX_DOCUMENTS.face_mismatch) {
    return {
      ...event,
      decision: 'rejected',
      reason: 'face_mismatch',
      scores: { face_match: 0.31, liveness: 0.98, document: 0.96 },
    };
  }
  if (documentNumber === SANDBOX_DOCUMENTS.review) {
    return { ...event, decision: 'review', reason: null, scores: { face_match: 0.78, liveness: 0.95, document: 0.9 } };
  }
  if (documentNumber === SANDBOX_DOCUMENTS.liveness_failed) {
    return {
      ...event,
      decision: 'rejected',
      reason: 'liveness_failed',
      scores: { face_match: 0.93, liveness: 0.12, document: 0.95 },
    };
  }
  return { ...event, decision: 'approved', reason: null, scores: { face_match: 0.97, liveness: 0.99, document: 0.96 } };
}

/**
 * The sandbox provider (the one-machine demo): takes every case and decides by the document's number; its
 * decision waits in kyc_sandbox_decisions until the job delivers it as the provider's signed notification.
 */
export const sandboxKycProvider: KycProvider = {
  name: 'sandbox',
  async submit(submission, { db, now }) {
    const decision = sandboxDecision(submission.reference, submission.documentNumber);
    await db
      .insert(kycSandboxDecisions)
      .values({ reference: submission.reference, body: decision, dueAt: new Date(now.getTime() + SANDBOX_DECISION_MS) })
      .onConflictDoNothing();
    return {
      providerRef: `SANDBOX-${submission.reference}`,
      said: { sandbox: decision.decision, files: submission.files.map((f) => [f.kind, f.data.length]) },
    };
  },
};
