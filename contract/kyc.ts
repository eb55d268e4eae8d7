import * as v from 'valibot';
import { endpoint } from './endpoint';
import { KYC_STATUSES } from './kycStatus';
import { says } from './says';

/*
 * Identity verification (KYC), Lei 14.790/2023 art. 23 §2 (facial recognition) and Portaria SPA/MF 722/2024
 * (identity verified before the account may deposit or play): a photo of an identity document (RG or CNH,
 * front and back, or the CNH's digital PDF), a selfie and two frames of a liveness challenge taken with the
 * camera, and the address. The pictures go up in chunks (an upload cut halfway goes on where it stopped),
 * are kept encrypted, and the case is decided by the identity provider (KYC_PROVIDER), whose decision comes
 * back by a signed notification, or by compliance for a case the provider sends to manual review.
 */

export { KYC_STATUSES, type KycStatus } from './kycStatus';
export { KYC_GATE_ERRORS } from './kycGate';

export const DOCUMENT_TYPES = ['rg', 'cnh', 'cnh_digital'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const KYC_FILE_KINDS = [
  'document_front',
  'document_back',
  'document_pdf',
  'selfie',
  'liveness_1',
  'liveness_2',
] as const;
export type KycFileKind = (typeof KYC_FILE_KINDS)[number];

/** The pictures each document asks for, in the order the flow takes them. */
export const FILES_FOR: Record<DocumentType, readonly KycFileKind[]> = {
  rg: ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'],
  cnh: ['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'],
  cnh_digital: ['document_pdf', 'selfie', 'liveness_1', 'liveness_2'],
};

/** What the liveness frames show, each asked on screen; the server draws two different ones per case. */
export const LIVENESS_CHALLENGES = ['turn_left', 'turn_right', 'blink', 'smile', 'look_up'] as const;
export type LivenessChallenge = (typeof LIVENESS_CHALLENGES)[number];

/** Brazil's 26 states and the Federal District. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ',
  'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** Every chunk but the last holds exactly this many bytes (base64 in the JSON body, under the body limit). */
export const KYC_CHUNK_BYTES = 32 * 1024;
/** The largest picture or PDF accepted (a phone's photo downscaled by the app is far smaller). */
export const KYC_MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Submitted cases a member may have refused before support has to help. */
export const KYC_MAX_ATTEMPTS = 3;

const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

export const KycAddress = v.object({
  /** 8 digits (a dash and dots are taken off). */
  cep: v.pipe(
    v.string(says('kyc.cep_invalid')),
    v.transform((cep) => cep.replace(/[\s.-]/g, '')),
    v.regex(/^\d{8}$/, says('kyc.cep_invalid')),
  ),
  street: text(120, says('kyc.address_invalid')),
  number: text(20, says('kyc.address_invalid')),
  complement: v.optional(
    v.pipe(v.string(says('kyc.address_invalid')), v.trim(), v.maxLength(60, says('kyc.address_invalid'))),
    '',
  ),
  district: v.optional(
    v.pipe(v.string(says('kyc.address_invalid')), v.trim(), v.maxLength(60, says('kyc.address_invalid'))),
    '',
  ),
  city: text(60, says('kyc.address_invalid')),
  state: v.picklist(UFS, says('kyc.state_invalid')),
});
export type KycAddress = v.InferOutput<typeof KycAddress>;

export const KycCaseBody = v.object({
  document_type: v.picklist(DOCUMENT_TYPES, says('request.invalid')),
  /** As printed: RG 5 to 14 letters or digits, CNH its 11-digit registration number. */
  document_number: v.pipe(
    v.string(says('kyc.document_number_invalid')),
    v.transform((n) => n.replace(/[\s./-]/g, '').toUpperCase()),
    v.regex(/^[0-9A-Z]{5,14}$/, says('kyc.document_number_invalid')),
  ),
  address: KycAddress,
});
export type KycCaseBody = v.InferInput<typeof KycCaseBody>;

export const KycChunkBody = v.object({
  kind: v.picklist(KYC_FILE_KINDS, says('kyc.file_kind_invalid')),
  content_type: v.picklist(['image/jpeg', 'image/png', 'application/pdf'], says('kyc.file_type_invalid')),
  /** The whole file's size and SHA-256 (hex), the same in every chunk. */
  bytes: v.pipe(
    v.number(says('kyc.chunk_invalid')),
    v.integer(says('kyc.chunk_invalid')),
    v.minValue(1, says('kyc.chunk_invalid')),
  ),
  sha256: v.pipe(v.string(says('kyc.chunk_invalid')), v.regex(/^[0-9a-f]{64}$/, says('kyc.chunk_invalid'))),
  /** This chunk's place, from 0. */
  index: v.pipe(
    v.number(says('kyc.chunk_invalid')),
    v.integer(says('kyc.chunk_invalid')),
    v.minValue(0, says('kyc.chunk_invalid')),
  ),
  /** The chunk, base64. */
  data: v.pipe(v.string(says('kyc.chunk_invalid')), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, says('kyc.chunk_invalid'))),
});
export type KycChunkBody = v.InferInput<typeof KycChunkBody>;

export const KycFileState = v.object({
  kind: v.picklist(KYC_FILE_KINDS),
  bytes: v.number(),
  /** How many chunks the file has, and the first one not received yet (= chunks when complete). */
  chunks: v.number(),
  next: v.number(),
  complete: v.boolean(),
});
export type KycFileState = v.InferOutput<typeof KycFileState>;

/** Why a case was refused, as the member is told (the provider's and compliance's reasons, by code). */
export const KYC_REASONS = [
  'face_mismatch',
  'liveness_failed',
  'document_unreadable',
  'document_invalid',
  'data_mismatch',
  'other',
] as const;
export type KycReason = (typeof KYC_REASONS)[number];

export const KycState = v.object({
  status: v.picklist(KYC_STATUSES),
  /** Submitted cases left before support has to help. */
  attempts_left: v.number(),
  /** The case being put together or waiting for its answer (null: none). */
  case: v.nullable(
    v.object({
      document_type: v.picklist(DOCUMENT_TYPES),
      document_number: v.string(),
      address: KycAddress,
      /** The two liveness frames asked, in order. */
      challenge: v.array(v.picklist(LIVENESS_CHALLENGES)),
      files: v.array(KycFileState),
      /** The kinds still missing before it can be sent. */
      missing: v.array(v.picklist(KYC_FILE_KINDS)),
      submitted_at: v.nullable(v.string()),
    }),
  ),
  /** The last refusal, with its reason (null: none, or verified). */
  refused: v.nullable(v.object({ reason: v.picklist(KYC_REASONS), at: v.string() })),
});
export type KycState = v.InferOutput<typeof KycState>;

export const KycChunkResult = v.object({ file: KycFileState, missing: v.array(v.picklist(KYC_FILE_KINDS)) });
export type KycChunkResult = v.InferOutput<typeof KycChunkResult>;

/** The identity provider's notification of a decision (POST /kyc/webhook), signed as docs/KYC.md says. */
export const KycWebhookBody = v.object({
  event_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  /** Our reference of the case, given when it was sent. */
  reference: v.pipe(v.string(), v.regex(/^KYC[0-9A-F]{16}$/)),
  decision: v.picklist(['approved', 'rejected', 'review']),
  reason: v.optional(v.nullable(v.picklist(KYC_REASONS))),
  /** The provider's scores from 0 to 1 (face against the document's portrait, liveness, document). */
  scores: v.optional(
    v.object({
      face_match: v.optional(v.nullable(v.number())),
      liveness: v.optional(v.nullable(v.number())),
      document: v.optional(v.nullable(v.number())),
    }),
  ),
});
export type KycWebhookBody = v.InferInput<typeof KycWebhookBody>;

const CASE = {
  'kyc.already_sent': 'a case is waiting for its answer',
  'kyc.already_verified': '',
  'kyc.attempts_exhausted': 'KYC_MAX_ATTEMPTS cases refused; params: attempts',
} as const;

export const KycEndpoints = {
  state: endpoint({
    method: 'get',
    path: '/kyc',
    summary:
      'The member’s identity verification: its status, the case being put together (pictures received, missing) and the last refusal',
    tag: 'kyc',
    auth: 'member',
    response: KycState,
  }),
  startCase: endpoint({
    method: 'post',
    path: '/kyc/case',
    summary:
      'Chooses the document and gives the address: opens the case (or changes the one being put together, keeping the pictures it still asks for)',
    tag: 'kyc',
    auth: 'member',
    body: KycCaseBody,
    response: KycState,
    errors: CASE,
  }),
  uploadChunk: endpoint({
    method: 'post',
    path: '/kyc/upload',
    summary: `One chunk of a picture (${KYC_CHUNK_BYTES} bytes but the last, base64); a chunk sent twice is taken once; the last one checks the whole file against its SHA-256`,
    tag: 'kyc',
    auth: 'member',
    body: KycChunkBody,
    response: KycChunkResult,
    errors: {
      ...CASE,
      'kyc.no_case': '',
      'kyc.file_kind_invalid': 'not a picture the case’s document asks for',
      'kyc.file_type_invalid': 'a PDF only for the CNH’s digital PDF; JPEG or PNG otherwise',
      'kyc.file_too_large': 'params: max (MB)',
      'kyc.chunk_invalid':
        'an index past the end, a chunk of the wrong size, or a size or hash other than the file’s first chunk said',
      'kyc.file_corrupt': 'the whole file is not what its SHA-256 or its type says: it starts again',
    },
  }),
  submit: endpoint({
    method: 'post',
    path: '/kyc/submit',
    summary: 'Sends the case to the identity provider once every picture is there; the answer comes later (GET /kyc)',
    tag: 'kyc',
    auth: 'member',
    response: KycState,
    errors: {
      ...CASE,
      'kyc.no_case': '',
      'kyc.files_missing': 'params: kinds (comma-separated)',
      'kyc.unavailable': 'the provider did not take it: nothing changed, send again',
    },
  }),
  webhook: endpoint({
    method: 'post',
    path: '/kyc/webhook',
    summary:
      'The identity provider’s decision on a case, signed (X-Kyc-Timestamp, X-Kyc-Signature: HMAC-SHA256); an event delivered twice counts once',
    tag: 'kyc',
    auth: 'public',
    body: KycWebhookBody,
    response: v.object({ applied: v.boolean() }),
    errors: { 'kyc.webhook_unsigned': '', 'kyc.case_unknown': '' },
  }),
};
