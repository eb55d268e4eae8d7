import { msg } from '@lingui/core/macro';
import './refusals';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../app/hooks';
import type { RecordFilters } from './logic';
import { useSystem } from '../../app/SystemContext';
import { CATEGORY_KEYS, type CategoryKey } from '../../../contract/games';
import { formatDateTime } from '../../../lib/format';
import { useText } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RecordTable, signClass } from '../../ui/RecordTable';
import { CATEGORY_LABELS } from '../../i18n/categories';
import { useFlow } from '../../flow/useFlow';

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
  const { load } = useSystem();
  const record = useFlow(load.gameRecord(), {
    input: { filters: NO_FILTERS, perPage: 20 },
  });
  const filters = useSelector(record, (s) => s.context.filters);

  const change = (next: Partial<RecordFilters>) =>
    record.send({ type: 'list.filter', filters: { ...filters, ...next } });

  return (
    <>
      <form className="record-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="record-category">
            <Trans>Category</Trans>
          </label>
          <select
            id="record-category"
            value={filters.category}
            onChange={(event) => change({ category: event.target.value as CategoryKey | '' })}
          >
            <option value="">{t`All categories`}</option>
            {CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {text(CATEGORY_LABELS[key])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="record-from">
            <Trans>From</Trans>
          </label>
          <input
            id="record-from"
            type="date"
            value={filters.from}
            onChange={(event) => change({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="record-to">
            <Trans>To</Trans>
          </label>
          <input
            id="record-to"
            type="date"
            value={filters.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </div>
      </form>

      <RecordTable
        list={record}
        rowKey={(row) => row.round_id}
        empty={<Trans>No rounds yet.</Trans>}
        columns={[
          { header: msg`Brand`, cell: (row) => row.brand },
          { header: msg`Game name`, cell: (row) => row.game_name },
          { header: msg`Bet time`, cell: (row) => formatDateTime(row.bet_time, locale) },
          { header: msg`Bet amount`, numeric: true, cell: (row) => <Money amount={row.bet_amount} /> },
          {
            header: msg`Win or loss`,
            numeric: true,
            className: (row) => signClass(row.win_loss),
            cell: (row) => <Money amount={row.win_loss} />,
          },
          {
            header: msg`Fairness`,
            cell: (row) =>
              row.verifiable ? (
                <Link to="/verify" search={{ round: row.round_id }}>
                  <Trans>Verify</Trans>
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}
