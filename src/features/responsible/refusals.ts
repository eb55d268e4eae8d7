import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../contract/locales';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import '../../i18n/limits';
import { registerRefusals } from '../../i18n/refusals';

/** Responsible gambling's own refusals (the limits' values, the periods), known once its screens load. */
registerRefusals({
  'responsible.limit_kind_unknown': msg`Choose a limit`,
  'responsible.limit_amount_invalid': msg`Enter an amount above zero with at most two decimals`,
  'responsible.limit_minutes_invalid': ({ min = '', max = '' }) => msg`Enter a number of minutes from ${min} to ${max}`,
  'responsible.limit_count_invalid': ({ min = '', max = '' }) => msg`Enter a number of bets from ${min} to ${max}`,
  'responsible.reality_check_invalid': msg`Choose how often to be reminded`,
  'responsible.period_unknown': msg`Choose a period`,
  'responsible.offer_answer_unknown': msg`Choose to set limits or not now`,
  'responsible.exclusion_not_longer': ({ until = '' }) => {
    const at = until ? formatDateTime(until, i18n.locale as Locale, BRASILIA) : '';
    return msg`Your self-exclusion already runs until ${at}: it can be extended to a longer period or made permanent, never shortened`;
  },
});
