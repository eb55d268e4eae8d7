import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { DeskMarket, DeskMarkets } from '../../../contract/boTraderDesk';
import type { LegOutcome, TraderDeskActorRef } from '../../../machines/operator/traderDesk.machine';
import { useFlow } from '../../flow/useFlow';
import { formatMoney, formatWhen } from '../i18n';
import { ReasonField } from '../kit/Forms';
import { Table } from '../kit/Table';
import { say } from '../refusals';
import { useFlows } from '../system';
import { Pager } from './Pager';
import { MarketBadge, SuspendButton } from './sportsbook/MarketState';
import { useNames, type MatchOf } from './sportsbook/names';

/** The server's page sizes (contract/boSportsbook.ts LiabilityQuery, CashOutsQuery). */
const LIABILITY_PAGE = 20;
const CASHOUTS_PAGE = 50;

const GROUP_NAMES: Record<DeskMarket['group'], MessageDescriptor> = {
  main: msg`Main`,
  goals: msg`Goals`,
  handicaps: msg`Handicaps`,
  corners_cards: msg`Corners and cards`,
  players: msg`Players`,
};
const OUTCOME_NAMES: Record<LegOutcome, MessageDescriptor> = { won: msg`Won`, lost: msg`Lost`, void: msg`Void` };

/** What the last change did. */
function Outcome({ flow }: { flow: TraderDeskActorRef }) {
  const names = useNames();
  const outcome = useSelector(flow, (s) => s.context.outcome);
  if (!outcome) return null;
  const { done, settled } = outcome;
  const fixture = done.fixture;
  const market = 'market' in done && done.market ? names.market(done.market) : '';
  const selection =
    'selection' in done && done.selection
      ? names.selection(done.selection, 'market' in done ? done.market : undefined)
      : '';
  const said = () => {
    switch (done.action) {
      case 'suspend':
        return (
          <Trans>
            Market {market} of {fixture} suspended: it takes no bets until reopened.
          </Trans>
        );
      case 'reopen':
        return (
          <Trans>
            Market {market} of {fixture} reopened.
          </Trans>
        );
      case 'suspendMatch':
        return <Trans>Every market of {fixture} suspended.</Trans>;
      case 'reopenMatch':
        return <Trans>{fixture} reopened: markets suspended one by one stay suspended.</Trans>;
      case 'override':
        return (
          <Trans>
            {market} · {selection} of {fixture} now at {done.odds}.
          </Trans>
        );
      case 'removeOverride':
        return (
          <Trans>
            {market} · {selection} of {fixture} back at the feed’s odds.
          </Trans>
        );
      case 'settleMarket': {
        const legs = settled?.legs_settled ?? 0;
        const slips = settled?.slips_settled ?? 0;
        const paid = formatMoney(settled?.paid_now ?? '0.00');
        return (
          <Trans>
            Market {market} of {fixture} settled: {legs} open legs, {slips} slips settled, {paid} paid.
          </Trans>
        );
      }
    }
  };
  return (
    <p className="op-notice" role="status" data-testid="op-desk-outcome">
      {said()}
    </p>
  );
}

/** A market of the open fixture: suspend or reopen, each selection's odds with its override, settle by hand. */
function Market({
  flow,
  match,
  market,
  busy,
  closed,
}: {
  flow: TraderDeskActorRef;
  match: MatchOf;
  market: DeskMarket;
  busy: boolean;
  closed: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const names = useNames(match);
  const odds = useSelector(flow, (s) => s.context.odds);
  const outcomes = useSelector(flow, (s) => s.context.outcomes);
  const key = (selection: string) => `${market.id}|${selection}`;
  return (
    <div className="op-trading-market" data-testid="op-desk-market" data-market={market.id}>
      <div className="op-details-head">
        <h3>
          {names.market(market.id)} <MarketBadge suspended={market.suspended} priced={market.priced} />
        </h3>
        {!closed && (
          <div className="op-actions op-inline">
            <SuspendButton
              suspended={market.suspended}
              busy={busy}
              onSuspend={() => flow.send({ type: 'desk.suspend', market: market.id })}
              onReopen={() => flow.send({ type: 'desk.reopen', market: market.id })}
            />
            <button
              type="button"
              className="op-button"
              disabled={busy}
              onClick={() => flow.send({ type: 'desk.settleMarket', market: market.id })}
            >
              <Trans>Settle market</Trans>
            </button>
            <button
              type="button"
              className="op-button op-button-quiet"
              disabled={busy}
              onClick={() => flow.send({ type: 'desk.voidMarket', market: market.id })}
            >
              <Trans>Void market</Trans>
            </button>
          </div>
        )}
      </div>
      {market.suspended_reason && <p className="op-dim">{market.suspended_reason}</p>}
      <Table
        className="op-table op-trading-exposure"
        rows={market.selections}
        rowKey={(selection) => selection.selection}
        rowProps={(selection) => ({ 'data-testid': 'op-desk-selection', 'data-selection': selection.selection })}
        columns={[
          { head: t`Selection`, cell: (selection) => names.selection(selection.selection, market.id) },
          { head: t`Feed odds`, num: true, cell: (selection) => selection.feed_odds ?? '—' },
          {
            head: t`Odds in force`,
            num: true,
            cell: (selection) => (
              <span data-testid="op-desk-odds" className={selection.override ? 'op-bad' : ''}>
                {selection.odds ?? '—'}
              </span>
            ),
          },
          {
            head: t`Price override`,
            cell: (selection) =>
              selection.override ? (
                <span className="op-actions op-inline">
                  <span>
                    {selection.override.odds} <span className="op-dim">({selection.override.reason})</span>
                  </span>
                  {!closed && (
                    <button
                      type="button"
                      className="op-button op-button-quiet"
                      disabled={busy}
                      onClick={() =>
                        flow.send({ type: 'desk.removeOverride', market: market.id, selection: selection.selection })
                      }
                    >
                      <Trans>Remove</Trans>
                    </button>
                  )}
                </span>
              ) : closed ? (
                '—'
              ) : (
                <span className="op-actions op-inline">
                  <input
                    aria-label={t`New odds for ${selection.selection}`}
                    name="odds"
                    inputMode="decimal"
                    size={6}
                    placeholder="2.50"
                    value={odds[key(selection.selection)] ?? ''}
                    disabled={busy}
                    onChange={(event) =>
                      flow.send({
                        type: 'desk.odds',
                        market: market.id,
                        selection: selection.selection,
                        value: event.target.value,
                      })
                    }
                  />
                  <button
                    type="button"
                    className="op-button"
                    disabled={busy}
                    onClick={() =>
                      flow.send({ type: 'desk.override', market: market.id, selection: selection.selection })
                    }
                  >
                    <Trans>Set odds</Trans>
                  </button>
                </span>
              ),
          },
          !closed && {
            head: t`Outcome (by hand)`,
            cell: (selection) => (
              <select
                aria-label={t`Outcome of ${selection.selection}`}
                value={outcomes[key(selection.selection)] ?? ''}
                disabled={busy}
                onChange={(event) =>
                  flow.send({
                    type: 'desk.outcome',
                    market: market.id,
                    selection: selection.selection,
                    value: event.target.value as LegOutcome,
                  })
                }
              >
                <option value="">—</option>
                {(Object.keys(OUTCOME_NAMES) as LegOutcome[]).map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {i18n._(OUTCOME_NAMES[outcome])}
                  </option>
                ))}
              </select>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The opened fixture: the whole match's suspension, the reason, every market by tab. */
function Fixture({ flow, markets }: { flow: TraderDeskActorRef; markets: DeskMarkets }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const names = useNames(markets);
  const reason = useSelector(flow, (s) => s.context.reason);
  const confirm = useSelector(flow, (s) => (s.matches('confirming') ? s.context.confirm : null));
  const confirmed = confirm ? names.market(confirm.market) : '';
  const busy = useSelector(flow, (s) => s.matches('acting') || s.matches('loading') || s.matches('confirming'));
  const closed = markets.state === 'settled' || markets.state === 'void';
  const groups = (Object.keys(GROUP_NAMES) as DeskMarket['group'][])
    .map((group) => ({ group, list: markets.markets.filter((m) => m.group === group) }))
    .filter((g) => g.list.length > 0);
  return (
    <section className="op-card op-details" aria-labelledby="op-desk-fixture" data-testid="op-desk-fixture">
      <div className="op-details-head">
        <h2 id="op-desk-fixture">
          {markets.home} × {markets.away}
        </h2>
        <button type="button" className="op-button op-button-quiet" onClick={() => flow.send({ type: 'desk.close' })}>
          <Trans>Close</Trans>
        </button>
      </div>
      <dl className="op-facts">
        <dt>{t`Fixture`}</dt>
        <dd>{markets.fixture}</dd>
        <dt>{t`Sport`}</dt>
        <dd>{names.sport(markets.sport)}</dd>
        <dt>{t`State`}</dt>
        <dd>{names.state(markets.state)}</dd>
        <dt>{t`Whole match`}</dt>
        <dd data-testid="op-desk-match-state">
          {markets.match_suspended ? (
            <Trans>Suspended: {markets.match_suspended_reason}</Trans>
          ) : (
            <Trans>Taking bets on the markets not suspended</Trans>
          )}
        </dd>
      </dl>
      {!closed && (
        <>
          <ReasonField
            className="op-field op-trading-reason"
            label={t`Reason (recorded in the audit trail)`}
            value={reason}
            disabled={busy}
            onChange={(value) => flow.send({ type: 'desk.reason', value })}
          />
          <div className="op-actions">
            {markets.match_suspended ? (
              <button
                type="button"
                className="op-button"
                disabled={busy}
                onClick={() => flow.send({ type: 'desk.reopenMatch' })}
              >
                <Trans>Reopen the match</Trans>
              </button>
            ) : (
              <button
                type="button"
                className="op-button op-button-danger"
                disabled={busy}
                onClick={() => flow.send({ type: 'desk.suspendMatch' })}
              >
                <Trans>Suspend the whole match</Trans>
              </button>
            )}
          </div>
        </>
      )}
      {confirm && (
        <div className="op-trading-confirm" role="alertdialog" aria-labelledby="op-desk-confirm">
          <p id="op-desk-confirm">
            {confirm.outcomes === 'void' ? (
              <Trans>
                Void the market {confirmed}? Every open leg on it is void (its stake back on a single). This cannot be
                undone.
              </Trans>
            ) : (
              <Trans>
                Settle the market {confirmed} with the outcomes chosen? Every open leg on it is settled and the market
                stays suspended. This cannot be undone.
              </Trans>
            )}
          </p>
          <div className="op-actions">
            <button
              type="button"
              className="op-button op-button-primary"
              onClick={() => flow.send({ type: 'desk.confirm' })}
            >
              <Trans>Yes, settle it</Trans>
            </button>
            <button
              type="button"
              className="op-button op-button-quiet"
              onClick={() => flow.send({ type: 'desk.cancel' })}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      {groups.map(({ group, list }) => (
        <div key={group}>
          <h3>{i18n._(GROUP_NAMES[group])}</h3>
          {list.map((market) => (
            <Market key={market.id} flow={flow} match={markets} market={market} busy={busy} closed={closed} />
          ))}
        </div>
      ))}
    </section>
  );
}

/** /operator/trader-desk (trader): liability, every market of a fixture, price overrides, cash-outs taken. */
export default function TraderDesk() {
  const { t } = useLingui();
  const flow = useFlow(useFlows().traderDesk);
  const liability = useSelector(flow, (s) => s.context.liability);
  const cashOuts = useSelector(flow, (s) => s.context.cashOuts);
  const markets = useSelector(flow, (s) => s.context.markets);
  const code = useSelector(flow, (s) => s.context.code);
  const liabilityPage = useSelector(flow, (s) => s.context.liabilityPage);
  const cashOutsPage = useSelector(flow, (s) => s.context.cashOutsPage);
  const problem = useSelector(flow, (s) => s.context.problem);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const names = useNames();
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Trader desk`}</h1>
        <p className="op-dim">
          <Trans>Open bets by liability, every market of a match, prices set by hand and the cash-outs taken.</Trans>
        </p>
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {failed && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'desk.refresh' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      <Outcome flow={flow} />
      <form
        className="op-actions op-inline"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'desk.open' });
        }}
      >
        <label className="op-field">
          <span>{t`Fixture code`}</span>
          <input
            name="fixture"
            value={code}
            size={28}
            onChange={(event) => flow.send({ type: 'desk.code', value: event.target.value })}
          />
        </label>
        <button type="submit" className="op-button op-button-primary" disabled={loading}>
          <Trans>Open its markets</Trans>
        </button>
      </form>
      {markets && <Fixture flow={flow} markets={markets} />}

      <h2>{t`Liability of the open bets`}</h2>
      <p className="op-dim">
        <Trans>
          Per selection: the house’s result if it wins (the market’s single stakes less what it pays). An accumulator’s
          whole payout is counted on each of its open legs, as the most it may cost.
        </Trans>
      </p>
      <Table
        rows={liability?.list ?? []}
        rowKey={(match) => match.fixture}
        testId="op-desk-liability"
        busy={loading}
        empty={!loading && t`No open bet.`}
        rowProps={(match) => ({ 'data-testid': 'op-desk-liability-row', 'data-fixture': match.fixture })}
        columns={[
          {
            head: t`Match`,
            cell: (match) => (
              <>
                <button
                  type="button"
                  className="op-link"
                  onClick={() => flow.send({ type: 'desk.open', fixture: match.fixture })}
                >
                  {match.home} × {match.away}
                </button>
                <div className="op-dim">
                  {names.sport(match.sport)} · {formatWhen(match.kickoff)} · {names.state(match.state)}
                </div>
              </>
            ),
          },
          { head: t`Single bets`, num: true, cell: (match) => match.bets },
          { head: t`Stakes`, num: true, cell: (match) => formatMoney(match.stakes) },
          {
            head: t`Worst result`,
            num: true,
            className: (match) => (Number(match.worst_result) < 0 ? 'op-bad' : undefined),
            cell: (match) => formatMoney(match.worst_result),
          },
          {
            head: t`Accumulators (at most)`,
            num: true,
            cell: (match) =>
              match.accumulators > 0 ? (
                <>
                  {formatMoney(match.accumulator_payout)} <span className="op-dim">({match.accumulators})</span>
                </>
              ) : (
                '—'
              ),
          },
          {
            head: t`Riskiest selections`,
            cell: (match) => (
              <ul className="op-plain">
                {match.selections.slice(0, 3).map((s) => (
                  <li key={`${s.market}|${s.selection}`}>
                    {names.market(s.market)} · {names.selection(s.selection, s.market)}:{' '}
                    <span className={Number(s.result) < 0 ? 'op-bad' : ''}>{formatMoney(s.result)}</span>
                    {s.accumulators > 0 && <span className="op-dim"> (+{formatMoney(s.accumulator_payout)})</span>}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <Pager
        page={liabilityPage}
        total={liability?.total ?? 0}
        size={LIABILITY_PAGE}
        onPage={(page) => flow.send({ type: 'desk.page', list: 'liability', page })}
      />

      <h2>{t`Cash-outs taken`}</h2>
      <Table
        rows={cashOuts?.list ?? []}
        rowKey={(c) => c.id}
        testId="op-desk-cashouts"
        busy={loading}
        empty={!loading && t`No cash-out yet.`}
        rowProps={() => ({ 'data-testid': 'op-desk-cashout-row' })}
        columns={[
          { head: t`When`, cell: (c) => formatWhen(c.at) },
          { head: t`Member`, cell: (c) => `${c.member} (#${c.member_id})` },
          { head: t`Slip`, cell: (c) => `${c.slip} · ${c.legs}` },
          { head: t`Stake cashed out`, num: true, cell: (c) => formatMoney(c.stake) },
          { head: t`Paid`, num: true, cell: (c) => formatMoney(c.paid) },
          { head: t`Kind`, cell: (c) => (c.kind === 'full' ? t`Full` : t`Partial`) },
        ]}
      />
      <Pager
        page={cashOutsPage}
        total={cashOuts?.total ?? 0}
        size={CASHOUTS_PAGE}
        onPage={(page) => flow.send({ type: 'desk.page', list: 'cashOuts', page })}
      />
    </section>
  );
}
