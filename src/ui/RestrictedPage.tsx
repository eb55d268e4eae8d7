import { msg } from '@lingui/core/macro';
import { IdentityCallout } from './IdentityCallout';
import { Page } from './Page';

/**
 * A page that would invite a paused or self-excluded member to play (the lobby): their restriction, its
 * end, the way to withdraw and where to find help, and no games.
 */
export function RestrictedPage() {
  return (
    <Page title={msg`Games`}>
      <IdentityCallout />
    </Page>
  );
}
