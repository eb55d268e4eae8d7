import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSystem } from '../../app/SystemContext';
import { notFetched } from '../../lib/notFetched';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/Page';

/**
 * What a page shows when it could not be opened, in the player's words, not the router's. When its code did
 * not arrive (the network), the connection flow takes over with the product's network message, whose "Try
 * again" reloads the page once the site answers. When it broke (a broken release, an extension rewriting
 * scripts), it says so, with the page loaded afresh on "Try again" and a plain link home (a full load,
 * whatever state the app is in).
 */
export default function RouteError({ error }: ErrorComponentProps) {
  const { connection } = useSystem().actors;
  const network = notFetched(error);
  useEffect(() => {
    if (network) connection.send({ type: 'connection.failed' });
  }, [network, connection]);
  if (network) return null;
  return (
    <div className="download" data-testid="route-error">
      <Page title={msg`This page could not be opened`}>
        <div className="card stack">
          <Logo />
          <p>
            <Trans>
              Something went wrong on our side while opening this page. Try again, or go back to the home page.
            </Trans>
          </p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </button>
          <a href="/" className="btn btn-secondary">
            <Trans>Back to home</Trans>
          </a>
        </div>
      </Page>
    </div>
  );
}
