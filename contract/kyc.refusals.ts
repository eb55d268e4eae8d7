import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of identity verification (contract/kyc.ts: a document, a selfie with a liveness check and the
 * address, Lei 14.790/2023 art. 23 and Portaria SPA/MF 722/2024), and of what waits for it.
 */
export const KYC_REFUSALS = {
  /** Deposits, bets and game launches on the regulated site wait for the identity to be verified. */
  'kyc.required': {
    status: 403,
    text: 'Verify your identity (a document, a selfie and your address) before depositing or playing',
  },
  'kyc.pending': {
    status: 403,
    text: 'We are checking your documents: you can deposit and play as soon as your identity is verified',
  },
  'kyc.rejected': {
    status: 403,
    text: 'Your identity could not be verified: send your documents again from your profile',
  },
  'kyc.already_sent': { status: 409, text: 'Your documents were already sent: wait for the answer' },
  'kyc.already_verified': { status: 409, text: 'Your identity is already verified' },
  'kyc.attempts_exhausted': {
    status: 409,
    text: 'Your identity could not be verified after {attempts} attempts: our support will help you finish it',
  },
  'kyc.no_case': { status: 409, text: 'Start by choosing your document and giving your address' },
  'kyc.document_number_invalid': { status: 422, text: 'Enter the document’s number as printed on it' },
  'kyc.cep_invalid': { status: 422, text: 'Enter a CEP of 8 digits' },
  'kyc.address_invalid': { status: 422, text: 'Fill in the street, number, city and state' },
  'kyc.state_invalid': { status: 422, text: 'Choose a Brazilian state' },
  'kyc.file_kind_invalid': { status: 422, text: 'This picture is not one your document asks for' },
  'kyc.file_type_invalid': { status: 422, text: 'Send a photo (JPEG or PNG), or the CNH’s PDF' },
  'kyc.file_too_large': { status: 413, text: 'This file is larger than {max} MB: take the photo again' },
  'kyc.chunk_invalid': { status: 422, text: 'A piece of the upload was lost: it will be sent again' },
  'kyc.file_corrupt': { status: 422, text: 'The file arrived damaged: send it again' },
  'kyc.files_missing': { status: 409, text: 'Some pictures are still missing: {kinds}' },
  'kyc.unavailable': {
    status: 409,
    text: 'The identity check is not answering just now: your pictures are kept, send them again in a few minutes',
  },
  'kyc.webhook_unsigned': { status: 401, text: 'The notification is not signed by the identity provider' },
  'kyc.case_unknown': { status: 404, text: 'No identity case with that reference' },
} as const satisfies RefusalDeclarations;
