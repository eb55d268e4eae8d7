import { Trans } from '@lingui/react/macro';
import { useSessionStatus } from '../app/hooks';

/**
 * 'Load Fail' with a way to try again: what every screen shows when its data did not arrive. While the
 * login-expired prompt is up, that prompt is the only message (the data failed because the session ended).
 */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  if (useSessionStatus() === 'expired') return null;
  return (
    <p role="alert" className="load-failed">
      <Trans>Load Fail</Trans>{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
