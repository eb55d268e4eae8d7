import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../contract/locales';
import { BRASILIA, formatDateTime } from '../../lib/format';
import { registerRefusals } from '../i18n/refusals';

/** The refusals of a code sent by SMS or e-mail (server/messaging/codes.ts), known once a code screen has loaded. */
registerRefusals({
  'code.wrong': msg`The code is wrong or has expired; ask for a new one`,
  'code.resend_wait': ({ seconds = '' }) => msg`Wait ${seconds} seconds before asking for another code`,
  'code.too_many_sends': ({ until = '' }) => {
    const time = until ? formatDateTime(until, i18n.locale as Locale, BRASILIA) : '';
    return msg`Too many codes asked for today; try again after ${time}`;
  },
});
