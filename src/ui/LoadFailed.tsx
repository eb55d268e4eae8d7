import { Trans } from '@lingui/react/macro';

/** 'Load Fail' with a way to try again: what every screen shows when its data did not arrive. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <p role="alert" className="load-failed">
      <Trans>Load Fail</Trans>{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
