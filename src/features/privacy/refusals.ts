import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../contract/locales';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { registerRefusals } from '../../i18n/refusals';

const when = (iso = '') => (iso ? formatDateTime(iso, i18n.locale as Locale, BRASILIA) : '');

/** The privacy centre's refusals, known once its flows have loaded. */
registerRefusals({
  'privacy.consent_version': msg`The privacy notice has changed: please choose again`,
  'privacy.consent_purpose': msg`Choose yes or no for each kind of storage`,
  'privacy.consent_too_often': msg`Too many consent changes today: try again tomorrow`,
  'privacy.export_format': msg`Choose JSON or CSV`,
  'privacy.export_too_often': ({ until }) => {
    const at = when(until);
    return msg`You have downloaded your data 5 times in the last hour: try again after ${at}`;
  },
});
