import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../i18n/refusals';
// The responsible-gambling refusals and the regulator's flag on the CPF, met here too.
import '../../i18n/limits';

/** The agency API's refusals, known once an agency screen has loaded. */
registerRefusals({
  'agency.registration_failed': msg`Registration Failed`,
  'agency.phone_required': msg`Enter the invitee’s registered phone`,
  'agency.code_characters': msg`An invitation code has only letters and digits`,
  'agency.code_required': msg`Enter your invitation code`,
  'agency.uid_required': msg`Enter the invitee’s UID`,
  'agency.nothing_to_claim': msg`No agency reward to claim`,
  'agency.request_gone': msg`This request is no longer open`,
  'agency.request_answered': msg`This request is no longer open`,
  'idempotency.in_progress': msg`Your previous request is still being processed, please wait`,
});
