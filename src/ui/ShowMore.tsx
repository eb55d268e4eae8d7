import { Trans } from '@lingui/react/macro';

/** "Show more (n of total)" below a paged list, while rows remain. */
export function ShowMore({
  shown,
  total,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore(): void;
}) {
  if (shown >= total) return null;
  return (
    <button type="button" className="btn btn-secondary btn-block load-more" disabled={loading} onClick={onMore}>
      {loading ? (
        <Trans>Loading…</Trans>
      ) : (
        <Trans>
          Show more ({shown} of {total})
        </Trans>
      )}
    </button>
  );
}
