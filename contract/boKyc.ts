import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, paging } from './common';
import { endpoint } from './endpoint';
import { DOCUMENT_TYPES, KYC_FILE_KINDS, KYC_REASONS, KYC_STATUSES, KycAddress, LIVENESS_CHALLENGES } from './kyc';
import { says } from './says';

/**
 * The back office's identity queue (compliance, admin): the identity cases sent to the provider and waiting
 * (pending) or sent to manual review, oldest first; one case with the member, the document, the address,
 * the liveness challenge, its pictures, the provider's scores and answers and the member's earlier cases;
 * each picture served decoded (every view recorded on the audit trail: access to biometric data is
 * traceable); and compliance's decision — approve, or reject with a reason — with a note, which changes
 * the member's standing and tells them by a notice (server/kyc/cases.ts decide()).
 */

/** The statuses the queue lists: sent and waiting for the provider, or sent by it to manual review. */
export const KYC_QUEUE_STATUSES = ['review', 'pending'] as const;
export type KycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];

export const KYC_CASE_STATUSES = ['collecting', 'pending', 'review', 'approved', 'rejected'] as const;
export type KycCaseStatus = (typeof KYC_CASE_STATUSES)[number];

/** The provider's scores from 0 to 1 (null: not given); null when the provider gave none yet. */
export const KycScores = v.nullable(
  v.object({
    face_match: v.nullable(v.number()),
    liveness: v.nullable(v.number()),
    document: v.nullable(v.number()),
  }),
);
export type KycScores = v.InferOutput<typeof KycScores>;

export const KycQueueQuery = v.object({
  /** review (the default) or pending. */
  status: v.optional(v.picklist(KYC_QUEUE_STATUSES, says('request.invalid')), 'review'),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export type KycQueueQuery = v.InferInput<typeof KycQueueQuery>;

export const KycQueueCase = v.object({
  id: v.number(),
  member_id: v.number(),
  /** The identity's name (null: none given). */
  name: v.nullable(v.string()),
  cpf: v.nullable(v.string()),
  document_type: v.picklist(DOCUMENT_TYPES),
  submitted_at: v.string(),
  status: v.picklist(KYC_QUEUE_STATUSES),
  provider: v.nullable(v.string()),
  scores: KycScores,
});
export type KycQueueCase = v.InferOutput<typeof KycQueueCase>;

/** One status's cases, oldest sent first; `counts` the cases waiting in each status (the tabs). */
export const KycQueuePage = v.object({
  list: v.array(KycQueueCase),
  total: v.number(),
  counts: v.object({ review: v.number(), pending: v.number() }),
});
export type KycQueuePage = v.InferOutput<typeof KycQueuePage>;

const CaseId = Id(says('kyc_case.not_found'));

export const KycCaseQuery = v.object({ id: CaseId, lang: v.optional(Line(10)) });

export const KycCaseFile = v.object({
  kind: v.picklist(KYC_FILE_KINDS),
  content_type: v.string(),
  bytes: v.number(),
  /** Every chunk received and checked (a case sent has only complete ones). */
  complete: v.boolean(),
});

export const KycCaseDetail = v.object({
  id: v.number(),
  /** Our reference, the one the provider knows it by. */
  reference: v.string(),
  status: v.picklist(KYC_CASE_STATUSES),
  member: v.object({
    id: v.number(),
    name: v.nullable(v.string()),
    cpf: v.nullable(v.string()),
    birth_date: v.nullable(v.string()),
    phone: v.string(),
    kyc_status: v.picklist(KYC_STATUSES),
  }),
  document_type: v.picklist(DOCUMENT_TYPES),
  document_number: v.string(),
  address: KycAddress,
  /** The two liveness frames asked, in order. */
  challenge: v.array(v.picklist(LIVENESS_CHALLENGES)),
  /** The pictures, in the order the flow takes them (empty once deleted by the retention rule). */
  files: v.array(KycCaseFile),
  provider: v.nullable(v.string()),
  provider_ref: v.nullable(v.string()),
  scores: KycScores,
  /** What the provider said, as it came (opened from the sealed record), oldest first. */
  provider_answers: v.array(v.unknown()),
  created_at: v.string(),
  submitted_at: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  /** The provider's name, or the compliance person's e-mail; null while undecided. */
  decided_by: v.nullable(v.string()),
  reason: v.nullable(v.picklist(KYC_REASONS)),
  note: v.nullable(v.string()),
  purged_at: v.nullable(v.string()),
  /** The member's other cases, newest first. */
  earlier: v.array(
    v.object({
      id: v.number(),
      status: v.picklist(KYC_CASE_STATUSES),
      document_type: v.picklist(DOCUMENT_TYPES),
      created_at: v.string(),
      submitted_at: v.nullable(v.string()),
      decided_at: v.nullable(v.string()),
      decided_by: v.nullable(v.string()),
      reason: v.nullable(v.picklist(KYC_REASONS)),
    }),
  ),
});
export type KycCaseDetail = v.InferOutput<typeof KycCaseDetail>;

export const KycFileQuery = v.object({
  case: CaseId,
  kind: v.picklist(KYC_FILE_KINDS, says('kyc_case.file_not_found')),
  lang: v.optional(Line(10)),
});
export type KycFileQuery = v.InferInput<typeof KycFileQuery>;

/** A picture decoded, base64, for an <img src="data:…"> (or the CNH's PDF). */
export const KycFileData = v.object({
  kind: v.picklist(KYC_FILE_KINDS),
  content_type: v.string(),
  bytes: v.number(),
  data: v.string(),
});
export type KycFileData = v.InferOutput<typeof KycFileData>;

export const KYC_DECISIONS = ['approve', 'reject'] as const;
export type KycStaffDecision = (typeof KYC_DECISIONS)[number];

export const KycDecisionBody = v.object({
  case: CaseId,
  decision: v.picklist(KYC_DECISIONS, says('request.invalid')),
  /** Why it is refused (a rejection only; the member is told it). */
  reason: v.optional(v.nullable(v.picklist(KYC_REASONS, says('kyc_case.reason_required')))),
  /** Compliance's note, kept on the case and the audit trail. */
  note: Reason,
});
export type KycDecisionBody = v.InferInput<typeof KycDecisionBody>;

const DESK = ['compliance', 'admin'] as const;

export const KycDeskEndpoints = {
  queue: endpoint({
    method: 'get',
    path: '/operator/kyc/cases',
    summary: 'Identity cases waiting: in manual review or pending at the provider, oldest sent first',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    query: KycQueueQuery,
    response: KycQueuePage,
  }),
  case: endpoint({
    method: 'get',
    path: '/operator/kyc/case',
    summary:
      'One identity case: the member, the document, the address, the challenge, the pictures, the provider’s scores and answers, the decision and the member’s earlier cases',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    query: KycCaseQuery,
    response: KycCaseDetail,
    errors: { 'kyc_case.not_found': '' },
  }),
  file: endpoint({
    method: 'get',
    path: '/operator/kyc/file',
    summary: 'One picture of a case, decoded (base64, never cached); each view is recorded on the audit trail',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    query: KycFileQuery,
    response: KycFileData,
    errors: { 'kyc_case.not_found': '', 'kyc_case.file_not_found': 'no such picture, not complete, or deleted' },
  }),
  decide: endpoint({
    method: 'post',
    path: '/operator/kyc/decide',
    summary:
      'Compliance’s decision on a case pending or in review: approved (the member verified) or rejected with a reason, with a note; the member is told',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    body: KycDecisionBody,
    response: KycCaseDetail,
    errors: {
      'kyc_case.not_found': '',
      'kyc_case.not_sent': 'the member is still putting it together',
      'kyc_case.decided': 'approved or rejected already',
      'kyc_case.reason_required': 'a rejection without its reason',
    },
  }),
};
