import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../contract/locales';
import { CODE_REFUSALS, tooManyCodes } from '../../../machines/twoFactorCode';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { registerRefusals } from '../../i18n/refusals';

/** The login's code step's refusals, known once the step has loaded. */
registerRefusals({
  ...CODE_REFUSALS,
  'two_factor.too_many_tries': ({ until = '' }) =>
    tooManyCodes(until ? formatDateTime(until, i18n.locale as Locale, BRASILIA) : ''),
  'two_factor.challenge_expired': msg`This login step has expired: log in again`,
});
