import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { PLAYER_STATUSES, type PlayerStatus } from '../../../contract/boPlayers';
import type { PlayerSearchActorRef } from '../../../machines/operator/playerSearch.machine';
import { formatMoney, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { Table } from '../kit/Table';
import { say } from '../refusals';
import { opPath } from '../screens/Layout';
import { Pager } from '../screens/Pager';
import { useOperator } from '../system';
import { playersFlows } from './logic';
import { Chip } from '../kit/Chip';
import { inWords, MATCHED_BY, statusInWords, statusTone } from './words';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 25;

function Results({ flow }: { flow: PlayerSearchActorRef }) {
  const { t } = useLingui();
  const list = useSelector(flow, (s) => s.context.list);
  return (
    <Table
      rows={list}
      rowKey={(row) => row.id}
      caption={t`Players found`}
      testId="op-players"
      empty={t`No player matches.`}
      rowProps={(row) => ({ className: row.status === 'active' ? '' : 'op-pl-row-flag' })}
      columns={[
        {
          head: t`ID`,
          cell: (row) => (
            <Link to={opPath(`/players/${row.id}`)} className="op-link">
              {row.id}
            </Link>
          ),
        },
        {
          head: t`Name`,
          cell: (row) => (
            <>
              <Link to={opPath(`/players/${row.id}`)} className="op-link">
                {row.name ?? row.nickname}
              </Link>
              {row.name && <span className="op-dim op-block">{row.nickname}</span>}
            </>
          ),
        },
        { head: t`Phone`, cell: (row) => row.phone },
        { head: t`CPF`, cell: (row) => row.cpf ?? '—' },
        { head: t`E-mail`, cell: (row) => row.email ?? '—', className: 'op-pl-wrap' },
        { head: t`Site`, cell: (row) => row.site },
        {
          head: t`Status`,
          cell: (row) => <Chip tone={statusTone(row.status)}>{statusInWords(row.status)}</Chip>,
        },
        { head: t`Balance`, cell: (row) => formatMoney(row.balance), num: true },
        { head: t`Registered`, cell: (row) => formatWhen(row.created_at) },
      ]}
    />
  );
}

/** /operator/players: the search by phone, CPF, ID, e-mail or name, with a status filter; a row opens the player's page. */
export default function Players() {
  const { t } = useLingui();
  useLinguiRuntime();
  const flow = useFlow(playersFlows(useOperator().api).playerSearch);
  const words = useSelector(flow, (s) => s.context.words);
  const status = useSelector(flow, (s) => s.context.status);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const matched = useSelector(flow, (s) => inWords(MATCHED_BY, s.context.matchedBy));
  const problem = useSelector(flow, (s) => s.context.problem);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Players`}</h1>
        {!failed && (
          <p className="op-dim" data-testid="op-players-count" aria-live="polite">
            <Trans>
              {formatCount(total)} found · searched as {matched}
            </Trans>
          </p>
        )}
      </div>
      <form
        className="op-card op-pl-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'search.submit' });
        }}
      >
        <label className="op-field op-pl-words">
          <span>{t`Phone, CPF, ID, e-mail or name`}</span>
          <input
            name="q"
            type="search"
            maxLength={120}
            autoComplete="off"
            value={words}
            onChange={(event) => flow.send({ type: 'search.words', value: event.target.value })}
          />
        </label>
        <label className="op-field">
          <span>{t`Status`}</span>
          <select
            value={status}
            onChange={(event) => flow.send({ type: 'search.status', value: event.target.value as PlayerStatus | '' })}
          >
            <option value="">{t`Any`}</option>
            {PLAYER_STATUSES.map((code) => (
              <option key={code} value={code}>
                {statusInWords(code)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="op-button op-button-primary" disabled={loading}>
          <Trans>Search</Trans>
        </button>
      </form>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {!failed && (
        <div aria-busy={loading}>
          <Results flow={flow} />
        </div>
      )}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'search.page', page: next })}
      />
    </section>
  );
}
