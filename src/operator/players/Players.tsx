import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { PLAYER_STATUSES, type PlayerStatus } from '../../../contract/boPlayers';
import type { PlayerSearchActorRef } from '../../../machines/operator/playerSearch.machine';
import { formatMoney, formatWhen } from '../i18n';
import { say } from '../refusals';
import { opPath } from '../screens/Layout';
import { Pager } from '../screens/Pager';
import { useOperator } from '../system';
import { playersFlows } from './logic';
import { inWords, MATCHED_BY, statusInWords } from './words';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 25;

function Results({ flow }: { flow: PlayerSearchActorRef }) {
  const { t } = useLingui();
  const list = useSelector(flow, (s) => s.context.list);
  return (
    <div className="op-table-wrap">
      <table className="op-table" data-testid="op-players">
        <caption className="visually-hidden">{t`Players found`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`ID`}</th>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`Phone`}</th>
            <th scope="col">{t`CPF`}</th>
            <th scope="col">{t`E-mail`}</th>
            <th scope="col">{t`Site`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col" className="op-num">
              {t`Balance`}
            </th>
            <th scope="col">{t`Registered`}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.id} className={row.status === 'active' ? '' : 'op-pl-row-flag'}>
              <td>
                <Link to={opPath(`/players/${row.id}`)} className="op-link">
                  {row.id}
                </Link>
              </td>
              <td>
                <Link to={opPath(`/players/${row.id}`)} className="op-link">
                  {row.name ?? row.nickname}
                </Link>
                {row.name && <span className="op-dim op-block">{row.nickname}</span>}
              </td>
              <td>{row.phone}</td>
              <td>{row.cpf ?? '—'}</td>
              <td className="op-pl-wrap">{row.email ?? '—'}</td>
              <td>{row.site}</td>
              <td className={row.status === 'active' ? '' : 'op-bad'}>{statusInWords(row.status)}</td>
              <td className="op-num">{formatMoney(row.balance)}</td>
              <td>{formatWhen(row.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.length === 0 && <p className="op-dim op-empty">{t`No player matches.`}</p>}
    </div>
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
              {total} found · searched as {matched}
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
