import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSystem } from '../../app/SystemContext';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/Page';

/**
 * The offline screen: the product's network message in place of the page while the server cannot be
 * reached (the connection flow). "Try again" asks the server; the network coming back does the same.
 */
export default function Offline() {
  const { connection } = useSystem().actors;
  const checking = useSelector(connection, (s) => s.matches('checking') || s.matches('recovered'));
  return (
    <div className="download" data-testid="offline" data-state={checking ? 'checking' : 'offline'}>
      <Page title={msg`Network error, please try again later`}>
        <div className="card stack">
          <Logo />
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={checking}
            disabled={checking}
            onClick={() => connection.send({ type: 'connection.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      </Page>
    </div>
  );
}
