import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { MainLayout } from './MainLayout';

export function NotFound() {
  return (
    <MainLayout>
      <div className="not-found">
        <Page title={msg`Page not found`}>
          <div className="card stack">
            <p className="not-found-code" aria-hidden="true">
              404
            </p>
            <p>
              <Trans>The page you are looking for does not exist or has moved.</Trans>
            </p>
            <Link to="/" className="btn btn-primary">
              <Trans>Back to home</Trans>
            </Link>
          </div>
        </Page>
      </div>
    </MainLayout>
  );
}
