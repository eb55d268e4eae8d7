import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's identity queue (contract/boKyc.ts). */
export const BO_KYC_REFUSALS = {
  'kyc_case.not_found': { status: 404, text: 'No such identity case' },
  'kyc_case.file_not_found': { status: 404, text: 'This case has no such picture, or its pictures were deleted' },
  'kyc_case.not_sent': {
    status: 409,
    text: 'This case has not been sent yet: the player is still taking the pictures',
  },
  'kyc_case.decided': { status: 409, text: 'This case has been decided already' },
  'kyc_case.reason_required': { status: 422, text: 'Choose why the identity is refused' },
} as const satisfies RefusalDeclarations;
