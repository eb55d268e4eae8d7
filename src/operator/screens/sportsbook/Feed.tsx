import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedState } from '../../../../contract/boSportsbook';
import { formatWhen } from '../../i18n';

/** The results feed: ok or late, the last result, the fixtures over with no result yet. */
export function Feed({ feed }: { feed: FeedState }) {
  const { t } = useLingui();
  const late = feed.state === 'late';
  const last = feed.last_result;
  return (
    <section className="op-card op-trading-feed" aria-labelledby="op-feed-title" data-testid="op-feed">
      <h2 id="op-feed-title">
        {t`Results feed`}{' '}
        <span className={late ? 'op-trading-badge op-trading-late' : 'op-trading-badge'} data-testid="op-feed-state">
          {late ? t`Late` : t`On time`}
        </span>
      </h2>
      <dl className="op-facts">
        <dt>{t`Source`}</dt>
        <dd>{feed.source === 'simulator' ? t`Simulator` : t`Provider`}</dd>
        <dt>{t`Last result`}</dt>
        <dd>
          {last ? (
            <>
              {last.home} {last.score ? `${last.score.home}–${last.score.away}` : '·'} {last.away}{' '}
              <span className="op-dim">{formatWhen(last.at)}</span>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t`Today`}</dt>
        <dd>
          <Trans>
            {feed.results_today} results from the feed, {feed.manual_today} settled by hand
          </Trans>
        </dd>
        <dt>{t`Waiting`}</dt>
        <dd className={feed.waiting_total > 0 && late ? 'op-bad' : ''}>
          <Trans>
            {feed.waiting_total} fixtures over with no result (late after {feed.grace_minutes} minutes)
          </Trans>
        </dd>
      </dl>
      {feed.waiting.length > 0 && (
        <ul className="op-trading-waiting">
          {feed.waiting.slice(0, 5).map((row) => (
            <li key={row.fixture}>
              {row.home} × {row.away} ·{' '}
              <span className={row.minutes_late > feed.grace_minutes ? 'op-bad' : 'op-dim'}>
                <Trans>{row.minutes_late} min since the end</Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
