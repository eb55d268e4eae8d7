import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../i18n/refusals';
import '../../ui/codeRefusals';

/** The password recovery's refusals (the codes' own come with ui/codeRefusals), known once its page has loaded. */
registerRefusals({
  'recover.channel_unknown': msg`Choose SMS or e-mail`,
});
