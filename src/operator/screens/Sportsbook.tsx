import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TraderFixture } from '../../../contract/boSportsbook';
import type { TradingActorRef } from '../../../machines/operator/trading.machine';
import { formatMoney, formatWhen } from '../i18n';
import { say } from '../refusals';
import { useFlows } from '../system';
import { Pager } from './Pager';
import { Details, Outcome } from './sportsbook/Details';
import { Feed } from './sportsbook/Feed';
import { Filters } from './sportsbook/Filters';
import { useNames } from './sportsbook/names';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

function FixtureRow({ flow, fixture, open }: { flow: TradingActorRef; fixture: TraderFixture; open: boolean }) {
  const names = useNames();
  const suspended = fixture.markets.filter((market) => market.suspended).length;
  const all = fixture.markets.length;
  return (
    <tr className={open ? 'op-row-open' : ''} data-testid="op-fixture-row" data-fixture={fixture.id}>
      <td>{formatWhen(fixture.kickoff)}</td>
      <td>
        <button
          type="button"
          className="op-link op-trading-match"
          aria-expanded={open}
          onClick={() => flow.send({ type: 'trading.open', fixture: fixture.id })}
        >
          {fixture.home} × {fixture.away}
        </button>
        <div className="op-dim">{fixture.league}</div>
      </td>
      <td className={fixture.state === 'waiting' ? 'op-bad' : ''}>
        {names.state(fixture.state)}
        {fixture.live && (
          <div className="op-dim">
            {fixture.live.minute}′ · {fixture.live.score.home}–{fixture.live.score.away}
          </div>
        )}
        {fixture.score && (
          <div className="op-dim">
            {fixture.score.home}–{fixture.score.away}
          </div>
        )}
      </td>
      <td>
        {suspended > 0 ? (
          <Trans>
            {suspended} of {all} suspended
          </Trans>
        ) : (
          <Trans>All {all} open</Trans>
        )}
      </td>
      <td>{fixture.open_bets}</td>
      <td>{formatMoney(fixture.open_stakes)}</td>
    </tr>
  );
}

/** /operator/sportsbook (trader): fixtures and their markets, suspensions, settling, exposure and the results feed. */
export default function Sportsbook() {
  const { t } = useLingui();
  const flow = useFlow(useFlows().trading);
  const list = useSelector(flow, (s) => s.context.list);
  const total = useSelector(flow, (s) => s.context.total);
  const page = useSelector(flow, (s) => s.context.page);
  const feed = useSelector(flow, (s) => s.context.feed);
  const open = useSelector(flow, (s) => s.context.open);
  const problem = useSelector(flow, (s) => s.context.problem);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const opened = list.find((fixture) => fixture.id === open);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Sportsbook`}</h1>
        <p className="op-dim">
          <Trans>{total} fixtures, by kickoff.</Trans>
        </p>
      </div>
      {feed && <Feed feed={feed} />}
      <Filters flow={flow} />
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {failed && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'trading.refresh' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      <Outcome flow={flow} />
      <div className="op-split">
        <div className="op-table-wrap" aria-busy={loading}>
          <table className="op-table" data-testid="op-fixtures">
            <thead>
              <tr>
                <th scope="col">{t`Kickoff`}</th>
                <th scope="col">{t`Match`}</th>
                <th scope="col">{t`State`}</th>
                <th scope="col">{t`Markets`}</th>
                <th scope="col">{t`Open bets`}</th>
                <th scope="col">{t`Open stakes`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((fixture) => (
                <FixtureRow key={fixture.id} flow={flow} fixture={fixture} open={fixture.id === open} />
              ))}
            </tbody>
          </table>
          {!loading && list.length === 0 && <p className="op-dim op-empty">{t`No fixture matches.`}</p>}
        </div>
        {opened && <Details flow={flow} fixture={opened} />}
      </div>
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'trading.page', page: next })}
      />
    </section>
  );
}
