import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { FeedState, FixtureExposure, TraderFixture, TraderMarket } from '../../../contract/boSportsbook';
import { FIXTURE_STATES } from '../../../contract/boSportsbook';
import type { TradingActorRef, TradingFilters } from '../../../machines/operator/trading.machine';
import { scoreOf } from '../../../machines/operator/trading.machine';
import { formatMoney, formatWhen } from '../i18n';
import { say } from '../refusals';
import { useFlows } from '../system';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

const STATE_NAMES: Record<TraderFixture['state'], MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  live: msg`Live`,
  waiting: msg`Waiting for a result`,
  settled: msg`Settled`,
  void: msg`Void`,
};

const MARKET_NAMES: Record<TraderMarket['market'], MessageDescriptor> = {
  '1x2': msg`Match result (1X2)`,
  dc: msg`Double chance`,
  ou25: msg`Over/under 2.5 goals`,
  btts: msg`Both teams to score`,
};

const SELECTION_NAMES: Record<string, MessageDescriptor> = {
  home: msg`Home`,
  draw: msg`Draw`,
  away: msg`Away`,
  '1x': msg`Home or draw`,
  x2: msg`Draw or away`,
  '12': msg`Home or away`,
  over: msg`Over 2.5`,
  under: msg`Under 2.5`,
  yes: msg`Yes`,
  no: msg`No`,
};

function useNames() {
  const { i18n } = useLinguiRuntime();
  return {
    state: (state: TraderFixture['state']) => i18n._(STATE_NAMES[state]),
    market: (market: TraderMarket['market']) => i18n._(MARKET_NAMES[market]),
    selection: (selection: string) => (SELECTION_NAMES[selection] ? i18n._(SELECTION_NAMES[selection]) : selection),
  };
}

/** The results feed: ok or late, the last result, the fixtures over with no result yet. */
function Feed({ feed }: { feed: FeedState }) {
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

function Filters({ flow }: { flow: TradingActorRef }) {
  const { t } = useLingui();
  const names = useNames();
  const fields = useSelector(flow, (s) => s.context.fields);
  const busy = useSelector(flow, (s) => !s.matches('ready') && !s.matches('failed'));
  const set = (field: keyof TradingFilters, value: string) => flow.send({ type: 'trading.field', field, value });
  return (
    <form
      className="op-card op-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'trading.search' });
      }}
    >
      <label className="op-field">
        <span>{t`State`}</span>
        <select name="state" value={fields.state} onChange={(event) => set('state', event.target.value)}>
          <option value="">{t`All`}</option>
          {FIXTURE_STATES.map((state) => (
            <option key={state} value={state}>
              {names.state(state)}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field">
        <span>{t`Day of kickoff`}</span>
        <input name="day" type="date" value={fields.day} onChange={(event) => set('day', event.target.value)} />
      </label>
      <label className="op-field">
        <span>{t`League`}</span>
        <input name="league" value={fields.league} onChange={(event) => set('league', event.target.value)} />
      </label>
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Search</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          onClick={() => flow.send({ type: 'trading.clear' })}
        >
          <Trans>Clear</Trans>
        </button>
        <button
          type="button"
          className="op-button"
          disabled={busy}
          onClick={() => flow.send({ type: 'trading.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
    </form>
  );
}

function Outcome({ flow }: { flow: TradingActorRef }) {
  const names = useNames();
  const outcome = useSelector(flow, (s) => s.context.outcome);
  if (!outcome) return null;
  const fixture = outcome.fixture;
  if (outcome.action === 'settle') {
    const settled = outcome.settled;
    const paid = formatMoney(settled.paid_now);
    const bets = settled.bets_settled + settled.slips_settled;
    const score = settled.score ? `${settled.score.home}-${settled.score.away}` : '';
    return (
      <p className="op-notice" role="status" data-testid="op-outcome">
        {settled.result === 'void' ? (
          <Trans>
            {fixture} void. Bets settled: {bets}; given back: {paid}.
          </Trans>
        ) : (
          <Trans>
            {fixture} settled {score}. Bets settled: {bets}; paid: {paid}.
          </Trans>
        )}
      </p>
    );
  }
  const market = names.market(outcome.market);
  return (
    <p className="op-notice" role="status" data-testid="op-outcome">
      {outcome.action === 'suspend' ? (
        <Trans>
          {market} of {fixture} suspended: it takes no bets until reopened.
        </Trans>
      ) : (
        <Trans>
          {market} of {fixture} reopened: it takes bets again.
        </Trans>
      )}
    </p>
  );
}

/** A market of the open fixture: its selections' prices and exposure, its worst case, and suspend or reopen. */
function Market({
  flow,
  market,
  exposure,
  busy,
  closed,
}: {
  flow: TradingActorRef;
  market: TraderMarket;
  exposure: FixtureExposure['markets'][number] | undefined;
  busy: boolean;
  closed: boolean;
}) {
  const { t } = useLingui();
  const names = useNames();
  const name = names.market(market.market);
  return (
    <div className="op-trading-market" data-testid={`op-market-${market.market}`}>
      <div className="op-details-head">
        <h3>
          {name}{' '}
          {market.suspended ? (
            <span className="op-trading-badge op-trading-late">{t`Suspended`}</span>
          ) : !market.priced ? (
            <span className="op-trading-badge">{t`No price`}</span>
          ) : null}
        </h3>
        {!closed &&
          (market.suspended ? (
            <button
              type="button"
              className="op-button"
              disabled={busy}
              onClick={() => flow.send({ type: 'trading.reopen', market: market.market })}
            >
              <Trans>Reopen</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="op-button op-button-danger"
              disabled={busy}
              onClick={() => flow.send({ type: 'trading.suspend', market: market.market })}
            >
              <Trans>Suspend</Trans>
            </button>
          ))}
      </div>
      {market.suspended && (
        <p className="op-dim">
          <Trans>
            Suspended {market.suspended_at ? formatWhen(market.suspended_at) : ''}: {market.suspended_reason ?? '—'}
          </Trans>
        </p>
      )}
      <div className="op-table-wrap">
        <table className="op-table op-trading-exposure">
          <thead>
            <tr>
              <th scope="col">{t`Selection`}</th>
              <th scope="col">{t`Odds`}</th>
              <th scope="col">{t`Bets`}</th>
              <th scope="col">{t`Stakes`}</th>
              <th scope="col">{t`Pays if it wins`}</th>
              <th scope="col">{t`Accumulators (at most)`}</th>
            </tr>
          </thead>
          <tbody>
            {market.selections.map((selection) => {
              const row = exposure?.selections.find((s) => s.selection === selection.selection);
              const worst = exposure?.worst.outcome === selection.selection && Number(exposure.worst.payout) > 0;
              return (
                <tr key={selection.selection} className={worst ? 'op-trading-worst' : ''}>
                  <td>{names.selection(selection.selection)}</td>
                  <td>{selection.odds ?? '—'}</td>
                  <td>{row?.bets ?? 0}</td>
                  <td>{row ? formatMoney(row.stakes) : '—'}</td>
                  <td>{row ? formatMoney(row.payout) : '—'}</td>
                  <td>
                    {row && row.accumulators > 0 ? (
                      <>
                        {formatMoney(row.accumulator_payout)} <span className="op-dim">({row.accumulators})</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {exposure && exposure.bets === 0 && exposure.worst.accumulator_payout === '0.00' && (
        <p className="op-dim op-trading-worst-line" data-testid={`op-worst-${market.market}`}>
          <Trans>No open bet on this market.</Trans>
        </p>
      )}
      {exposure && (exposure.bets > 0 || exposure.worst.accumulator_payout !== '0.00') && (
        <p className="op-trading-worst-line" data-testid={`op-worst-${market.market}`}>
          <Trans>
            Worst outcome: {names.selection(exposure.worst.outcome)} — pays {formatMoney(exposure.worst.payout)} on{' '}
            {formatMoney(exposure.stakes)} staked, house result{' '}
            <strong className={Number(exposure.worst.result) < 0 ? 'op-bad' : ''}>
              {formatMoney(exposure.worst.result)}
            </strong>
          </Trans>
        </p>
      )}
    </div>
  );
}

/** The open fixture: its markets with their exposure, the reason for an action, settling or voiding. */
function Details({ flow, fixture }: { flow: TradingActorRef; fixture: TraderFixture }) {
  const { t } = useLingui();
  const names = useNames();
  const exposure = useSelector(flow, (s) => s.context.exposure);
  const reason = useSelector(flow, (s) => s.context.reason);
  const score = useSelector(flow, (s) => s.context.score);
  const confirm = useSelector(flow, (s) => (s.matches('confirming') ? s.context.confirm : null));
  const busy = useSelector(flow, (s) => s.matches('acting') || s.matches('loading'));
  const closed = fixture.state === 'settled' || fixture.state === 'void';
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [fixture.id]);
  const typed = scoreOf(score) ?? score;
  return (
    <section className="op-card op-details" aria-labelledby="op-details-title" data-testid="op-fixture-details">
      <div className="op-details-head">
        <h2 id="op-details-title" ref={title} tabIndex={-1}>
          {fixture.home} × {fixture.away}
        </h2>
        <button
          type="button"
          className="op-button op-button-quiet"
          onClick={() => flow.send({ type: 'trading.open', fixture: fixture.id })}
        >
          <Trans>Close</Trans>
        </button>
      </div>
      <dl className="op-facts">
        <dt>{t`Fixture`}</dt>
        <dd>{fixture.id}</dd>
        <dt>{t`League`}</dt>
        <dd>
          {fixture.league} · {fixture.competition}
        </dd>
        <dt>{t`Kickoff`}</dt>
        <dd>
          {formatWhen(fixture.kickoff)} <span className="op-dim">({t`ends ${formatWhen(fixture.ends_at)}`})</span>
        </dd>
        <dt>{t`State`}</dt>
        <dd>
          {names.state(fixture.state)}
          {fixture.score && ` · ${fixture.score.home}–${fixture.score.away}`}
          {fixture.settled_by &&
            ` · ${fixture.settled_by === 'feed' ? t`by the feed` : t`by hand`}${fixture.settled_at ? `, ${formatWhen(fixture.settled_at)}` : ''}`}
        </dd>
        <dt>{t`Open bets`}</dt>
        <dd>
          <Trans>
            {fixture.open_bets} bets, {formatMoney(fixture.open_stakes)} staked
          </Trans>
        </dd>
        {exposure && (
          <>
            <dt>{t`Worst case`}</dt>
            <dd data-testid="op-worst-total">
              <Trans>
                {formatMoney(exposure.stakes)} in single stakes; the sum of the markets’ worst results{' '}
                <strong className={Number(exposure.worst_result) < 0 ? 'op-bad' : ''}>
                  {formatMoney(exposure.worst_result)}
                </strong>
              </Trans>
            </dd>
          </>
        )}
      </dl>
      {!closed && (
        <label className="op-field op-trading-reason">
          <span>{t`Reason (recorded in the audit trail)`}</span>
          <input
            name="reason"
            maxLength={200}
            value={reason}
            disabled={busy || confirm !== null}
            onChange={(event) => flow.send({ type: 'trading.reason', value: event.target.value })}
          />
        </label>
      )}
      {fixture.markets.map((market) => (
        <Market
          key={market.market}
          flow={flow}
          market={market}
          exposure={exposure?.markets.find((m) => m.market === market.market)}
          busy={busy || confirm !== null}
          closed={closed}
        />
      ))}
      {!closed && (
        <div className="op-trading-settle">
          <h3>{t`Settle`}</h3>
          {confirm ? (
            <div className="op-trading-confirm" role="alertdialog" aria-labelledby="op-confirm-text">
              <p id="op-confirm-text">
                {confirm === 'void' ? (
                  <Trans>
                    Void {fixture.home} × {fixture.away}? Every open stake on it goes back to the players. This cannot
                    be undone.
                  </Trans>
                ) : (
                  <Trans>
                    Settle {fixture.home} × {fixture.away} with the final score {typed}? Every open bet on it is paid or
                    lost from this score. This cannot be undone.
                  </Trans>
                )}
              </p>
              <div className="op-actions">
                <button
                  type="button"
                  className="op-button op-button-primary"
                  onClick={() => flow.send({ type: 'trading.confirm' })}
                >
                  {confirm === 'void' ? <Trans>Yes, void it</Trans> : <Trans>Yes, settle it</Trans>}
                </button>
                <button
                  type="button"
                  className="op-button op-button-quiet"
                  onClick={() => flow.send({ type: 'trading.cancel' })}
                >
                  <Trans>Cancel</Trans>
                </button>
              </div>
            </div>
          ) : (
            <div className="op-actions op-inline">
              <label className="op-field">
                <span>{t`Final score (home–away)`}</span>
                <input
                  name="score"
                  placeholder="2-1"
                  inputMode="numeric"
                  size={6}
                  value={score}
                  disabled={busy}
                  onChange={(event) => flow.send({ type: 'trading.score', value: event.target.value })}
                />
              </label>
              <button
                type="button"
                className="op-button op-button-primary"
                disabled={busy}
                onClick={() => flow.send({ type: 'trading.settle' })}
              >
                <Trans>Settle with this score</Trans>
              </button>
              <button
                type="button"
                className="op-button op-button-danger"
                disabled={busy}
                onClick={() => flow.send({ type: 'trading.void' })}
              >
                <Trans>Void</Trans>
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

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
