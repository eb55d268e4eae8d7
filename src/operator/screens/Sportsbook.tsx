import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatMoney, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { RowOpener, Table } from '../kit/Table';
import { say } from '../refusals';
import { useFlows } from '../system';
import { Pager } from './Pager';
import { Details, Outcome } from './sportsbook/Details';
import { Feed } from './sportsbook/Feed';
import { Filters } from './sportsbook/Filters';
import { useNames } from './sportsbook/names';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

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
  const names = useNames();
  const opened = list.find((fixture) => fixture.id === open);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Sportsbook`}</h1>
        <p className="op-dim">
          <Trans>{formatCount(total)} fixtures, by kickoff.</Trans>
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
        <Table
          rows={list}
          rowKey={(fixture) => fixture.id}
          testId="op-fixtures"
          busy={loading}
          empty={!loading && t`No fixture matches.`}
          rowProps={(fixture) => ({
            className: fixture.id === open ? 'op-row-open' : '',
            'data-testid': 'op-fixture-row',
            'data-fixture': fixture.id,
          })}
          columns={[
            { head: t`Kickoff`, cell: (fixture) => formatWhen(fixture.kickoff) },
            {
              head: t`Match`,
              cell: (fixture) => (
                <>
                  <RowOpener
                    className="op-link op-trading-match"
                    open={fixture.id === open}
                    onOpen={() => flow.send({ type: 'trading.open', fixture: fixture.id })}
                  >
                    {fixture.home} × {fixture.away}
                  </RowOpener>
                  <div className="op-dim">{fixture.competition}</div>
                </>
              ),
            },
            {
              head: t`State`,
              className: (fixture) => (fixture.state === 'waiting' ? 'op-bad' : ''),
              cell: (fixture) => (
                <>
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
                </>
              ),
            },
            {
              head: t`Markets`,
              cell: (fixture) => {
                const suspended = fixture.markets.filter((market) => market.suspended).length;
                const all = fixture.markets.length;
                // Another sport's one market (who wins): open or suspended.
                if (all === 1) return suspended > 0 ? <Trans>Suspended</Trans> : <Trans>Open</Trans>;
                return suspended > 0 ? (
                  <Trans>
                    {suspended} of {all} suspended
                  </Trans>
                ) : (
                  <Trans>All {all} open</Trans>
                );
              },
            },
            { head: t`Open bets`, cell: (fixture) => fixture.open_bets },
            { head: t`Open stakes`, cell: (fixture) => formatMoney(fixture.open_stakes) },
          ]}
        />
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
