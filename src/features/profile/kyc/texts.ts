import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType, KycFileKind, KycReason, LivenessChallenge } from '../../../../contract/kyc';

/** The identity verification's words for the contract's codes (the `kyc` catalog). */

export const DOCUMENT_LABELS: Record<DocumentType, MessageDescriptor> = {
  rg: msg`RG (identity card)`,
  cnh: msg`CNH (driver’s licence)`,
  cnh_digital: msg`Digital CNH (PDF)`,
};

export const KIND_LABELS: Record<KycFileKind, MessageDescriptor> = {
  document_front: msg`Front of the document`,
  document_back: msg`Back of the document`,
  document_pdf: msg`The digital CNH’s PDF`,
  selfie: msg`Selfie`,
  liveness_1: msg`Liveness check, 1 of 2`,
  liveness_2: msg`Liveness check, 2 of 2`,
};

/** What to do for each picture, said above the camera or the file picker. */
export const KIND_HINTS: Record<'document_front' | 'document_back' | 'document_pdf' | 'selfie', MessageDescriptor> = {
  document_front: msg`Lay the document on a flat surface in good light and fit its front inside the frame, all four corners showing.`,
  document_back: msg`Now turn the document over and fit its back inside the frame.`,
  document_pdf: msg`Choose the PDF of your CNH exported from the Carteira Digital de Trânsito app.`,
  selfie: msg`Look straight at the camera with your face inside the oval: no glasses, hat or mask.`,
};

export const CHALLENGE_TEXTS: Record<LivenessChallenge, MessageDescriptor> = {
  turn_left: msg`Turn your head slowly to the left`,
  turn_right: msg`Turn your head slowly to the right`,
  blink: msg`Blink your eyes`,
  smile: msg`Smile`,
  look_up: msg`Look up`,
};

export const REASON_TEXTS: Record<KycReason, MessageDescriptor> = {
  face_mismatch: msg`The selfie does not match the photo on the document`,
  liveness_failed: msg`The liveness check did not see the movements asked for`,
  document_unreadable: msg`The document could not be read: take sharp photos of the whole document`,
  document_invalid: msg`The document was not accepted: send a valid RG or CNH`,
  data_mismatch: msg`The document’s details do not match your registration`,
  other: msg`The documents could not be verified`,
};
