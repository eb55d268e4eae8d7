import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLocale, useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Page } from '../../ui/Page';

/**
 * The test pages: what this build and this tab are running, for QA in a development build; a production
 * build says only that the page is for testing, showing nothing of its internals.
 */
export function Diagnostics() {
  return import.meta.env.DEV ? <DevelopmentDiagnostics /> : <ProductionTestPage />;
}

function ProductionTestPage() {
  return (
    <Page title={msg`Test page`}>
      <div className="card stack" data-testid="test-page-production">
        <p>
          <Trans>This page is used to test the site. There is nothing to see here.</Trans>
        </p>
        <p>
          <Link to="/" className="btn btn-primary">
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </div>
    </Page>
  );
}

function DevelopmentDiagnostics() {
  const { actors, inspect } = useSystem();
  const locale = useLocale();
  const session = useSessionStatus();
  const worker = useSelector(actors.swUpdate, (s) => String(s.value));
  const language = useSelector(actors.language, (s) => String(s.value));
  const rows: [React.ReactNode, string][] = [
    [<Trans>Language</Trans>, locale],
    [<Trans>Language bootstrap</Trans>, language],
    [<Trans>Session</Trans>, session],
    [<Trans>Service worker</Trans>, worker],
    [<Trans>Inspector</Trans>, inspect ? 'on' : 'off'],
    [<Trans>API address</Trans>, import.meta.env.VITE_API_BASE || location.origin],
    [<Trans>Build</Trans>, import.meta.env.MODE],
  ];
  return (
    <Page title={msg`Test page`}>
      <div className="card">
        <dl className="facts">
          {rows.map(([label, value], index) => (
            <div key={index}>
              <dt>{label}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          <a href="?inspect">
            {inspect ? <Trans>Inspector is on for this tab</Trans> : <Trans>Open with the inspector</Trans>}
          </a>
          {inspect && (
            <>
              {' '}
              ·{' '}
              <a href="?inspect=0">
                <Trans>Switch the inspector off</Trans>
              </a>
            </>
          )}
        </p>
      </div>
    </Page>
  );
}
