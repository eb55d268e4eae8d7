import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/** The identity verification's refusals (contract/kyc.refusals.ts), known once its screen has loaded. */
registerRefusals({
  'kyc.already_sent': msg`Your documents were already sent: wait for the answer`,
  'kyc.already_verified': msg`Your identity is already verified`,
  'kyc.attempts_exhausted': ({ attempts = '' }) =>
    msg`Your identity could not be verified after ${attempts} attempts: our support will help you finish it`,
  'kyc.no_case': msg`Start by choosing your document and giving your address`,
  'kyc.document_number_invalid': msg`Enter the document’s number as printed on it`,
  'kyc.cep_invalid': msg`Enter a CEP of 8 digits`,
  'kyc.address_invalid': msg`Fill in the street, number, city and state`,
  'kyc.state_invalid': msg`Choose a Brazilian state`,
  'kyc.file_kind_invalid': msg`This picture is not one your document asks for`,
  'kyc.file_type_invalid': msg`Send a photo (JPEG or PNG), or the CNH’s PDF`,
  'kyc.file_too_large': ({ max = '' }) => msg`This file is larger than ${max} MB: take the photo again`,
  'kyc.chunk_invalid': msg`A piece of the upload was lost: it will be sent again`,
  'kyc.file_corrupt': msg`The file arrived damaged: send it again`,
  'kyc.files_missing': ({ kinds = '' }) => msg`Some pictures are still missing: ${kinds}`,
  'kyc.unavailable': msg`The identity check is not answering just now: your pictures are kept, send them again in a few minutes`,
});
