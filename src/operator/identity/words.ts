import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycCaseStatus } from '../../../contract/boKyc';
import type { DocumentType, KycFileKind, KycReason, KycStatus, LivenessChallenge } from '../../../contract/kyc';

/** The member's identity standing (contract/kyc.ts KYC_STATUSES), in words. */
export const KYC_STATUS_NAMES: Record<KycStatus, MessageDescriptor> = {
  not_required: msg`Not required on this site`,
  required: msg`Not verified yet`,
  pending: msg`Sent, waiting for the provider`,
  review: msg`In manual review`,
  verified: msg`Verified`,
  rejected: msg`Refused`,
};

/** A case's status. */
export const CASE_STATUS_NAMES: Record<KycCaseStatus, MessageDescriptor> = {
  collecting: msg`Being put together`,
  pending: msg`Pending at the provider`,
  review: msg`Manual review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** How a case's status reads at a glance (kit/Chip.tsx). */
export const CASE_TONES: Record<KycCaseStatus, 'good' | 'bad' | 'wait' | 'neutral'> = {
  collecting: 'neutral',
  pending: 'wait',
  review: 'wait',
  approved: 'good',
  rejected: 'bad',
};

export const DOCUMENT_NAMES: Record<DocumentType, MessageDescriptor> = {
  rg: msg`RG`,
  cnh: msg`CNH`,
  cnh_digital: msg`CNH (digital PDF)`,
};

export const FILE_KIND_NAMES: Record<KycFileKind, MessageDescriptor> = {
  document_front: msg`Document, front`,
  document_back: msg`Document, back`,
  document_pdf: msg`Document (PDF)`,
  selfie: msg`Selfie`,
  liveness_1: msg`Liveness, first frame`,
  liveness_2: msg`Liveness, second frame`,
};

/** What a liveness frame asked the player to do. */
export const CHALLENGE_NAMES: Record<LivenessChallenge, MessageDescriptor> = {
  turn_left: msg`turn the head left`,
  turn_right: msg`turn the head right`,
  blink: msg`blink`,
  smile: msg`smile`,
  look_up: msg`look up`,
};

/** Why a case is refused (the player is told it in their language). */
export const KYC_REASON_NAMES: Record<KycReason, MessageDescriptor> = {
  face_mismatch: msg`The face does not match the document’s portrait`,
  liveness_failed: msg`The liveness frames failed`,
  document_unreadable: msg`The document cannot be read`,
  document_invalid: msg`The document is not valid`,
  data_mismatch: msg`The data does not match the registration`,
  other: msg`Another reason`,
};
