import { Suspense } from 'react';
import { markSignedUp } from '../../app/signedUpMark';
import { screenLazy } from '../../i18n/i18n';

// The offer and its texts load only when it may be made: this module is all the first page names of it.
const LimitsOffer = screenLazy(() => import('./LimitsOffer'), ['responsible']);

/** Answered, or not to be made: the sign-up is no longer this tab's news. */
const forget = () => markSignedUp(false);

/** The offer to set limits after a sign-up (mounted by the main layout after a sign-up in this tab). */
export default function SignUpOffer() {
  return (
    <Suspense fallback={null}>
      <LimitsOffer onClosed={forget} />
    </Suspense>
  );
}
