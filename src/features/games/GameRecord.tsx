import { msg } from '@lingui/core/macro';
import { LoadFailed } from '../../ui/LoadFailed';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { useLocale } from '../../app/hooks';
import type { RecordFilters } from '../../app/system';
import { useSystem } from '../../app/SystemContext';
import { CATEGORY_KEYS, type CategoryKey } from '../../contract/games';
import { formatDateTime } from '../../i18n/format';
import { useText } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { CATEGORY_LABELS } from '../../i18n/categories';

const NO_FILTERS: RecordFilters = { category: '', from: '', to: '' };

/** Every round played: brand, game, time, bet and win or loss, filtered by category and days. */
export function GameRecord() {
  return (
    <Page title={msg`Game record`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Record />
      </Suspense>
    </Page>
  );
}

function Record() {
  const { t } = useLingui();
  const text = useText();
  const locale = useLocale();
  const { load, inspect } = useSystem();
  const record = useActorRef(use(load.gameRecord()), { input: { filters: NO_FILTERS, perPage: 20 }, ...(inspect ? { inspect } : {}) });
  const filters = useSelector(record, (s) => s.context.filters);
  const rows = useSelector(record, (s) => s.context.items);
  const total = useSelector(record, (s) => s.context.total);
  const loading = useSelector(record, (s) => s.matches('loading'));
  const loadingMore = useSelector(record, (s) => s.matches('loadingMore'));
  const failed = useSelector(record, (s) => s.matches('failed'));
  const shown = rows.length;

  const change = (next: Partial<RecordFilters>) => record.send({ type: 'list.filter', filters: { ...filters, ...next } });

  return (
    <>
      <form className="record-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="record-category"><Trans>Category</Trans></label>
          <select id="record-category" value={filters.category} onChange={(event) => change({ category: event.target.value as CategoryKey | '' })}>
            <option value="">{t`All categories`}</option>
            {CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>{text(CATEGORY_LABELS[key])}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="record-from"><Trans>From</Trans></label>
          <input id="record-from" type="date" value={filters.from} onChange={(event) => change({ from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="record-to"><Trans>To</Trans></label>
          <input id="record-to" type="date" value={filters.to} onChange={(event) => change({ to: event.target.value })} />
        </div>
      </form>

      {loading ? (
        <div className="skeleton record-skeleton" aria-busy="true" />
      ) : failed ? (
        <LoadFailed onRetry={() => record.send({ type: 'list.retry' })} />
      ) : rows.length === 0 ? (
        <p className="muted empty"><Trans>No rounds yet.</Trans></p>
      ) : (
        <div className="table-wrap">
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col"><Trans>Brand</Trans></th>
                <th scope="col"><Trans>Game name</Trans></th>
                <th scope="col"><Trans>Bet time</Trans></th>
                <th scope="col" className="num"><Trans>Bet amount</Trans></th>
                <th scope="col" className="num"><Trans>Win or loss</Trans></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.round_id}>
                  <td>{row.brand}</td>
                  <td>{row.game_name}</td>
                  <td>{formatDateTime(row.bet_time, locale)}</td>
                  <td className="num"><Money amount={row.bet_amount} /></td>
                  <td className={`num ${Number(row.win_loss) > 0 ? 'gain' : Number(row.win_loss) < 0 ? 'loss' : ''}`}>
                    <Money amount={row.win_loss} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!loading && !failed && shown < total && (
        <button type="button" className="btn btn-secondary btn-block load-more" disabled={loadingMore} onClick={() => record.send({ type: 'list.more' })}>
          {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show more ({shown} of {total})</Trans>}
        </button>
      )}
    </>
  );
}
