import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSessionEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';

/**
 * The operator blocked the account, which ended the session: said instead of the login-expired prompt, with
 * the support contact the footer shows (the site's customer service, from its legal data) and the support page.
 * Logging in again is not offered: the login is refused while the block is in force.
 */
export default function BlockedPrompt() {
  const { actors } = useSystem();
  const open = useSelector(actors.session, (s) => s.matches('blocked'));
  const legal = useSelector(actors.modals, (s) => s.context.content?.legal ?? null);
  const { dismiss } = useSessionEvents();
  return (
    <Dialog open={open} onClose={dismiss} title={<Trans>Account blocked</Trans>} size="small">
      <div data-testid="blocked-prompt">
        <p>
          <Trans>
            Your account was blocked, so your session ended. To know why, or to ask for a review, contact support.
          </Trans>
        </p>
        {legal && (
          <p data-testid="blocked-contact">
            <Trans>Customer service (SAC):</Trans>{' '}
            <a href={`tel:${legal.sac.phone.replace(/\D/g, '')}`}>{legal.sac.phone}</a> ·{' '}
            <a href={`mailto:${legal.sac.email}`}>{legal.sac.email}</a>
          </p>
        )}
        <div className="dialog-actions">
          <Link to="/information-center/support" className="btn btn-secondary" onClick={dismiss}>
            <Trans>Contact support</Trans>
          </Link>
          <button type="button" className="btn btn-primary" onClick={dismiss}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
