import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { FixtureExposure, TraderFixture, TraderMarket } from '../../../../contract/boSportsbook';
import type { TradingActorRef } from '../../../../machines/operator/trading.machine';
import { scoreOf } from '../../../../machines/operator/trading.machine';
import { formatMoney, formatWhen } from '../../i18n';
import { ReasonField } from '../../kit/Forms';
import { Table } from '../../kit/Table';
import { MarketBadge, SuspendButton } from './MarketState';
import { useNames } from './names';

/** What the last settle, void or suspension did. */
export function Outcome({ flow }: { flow: TradingActorRef }) {
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
  const exposed = (selection: TraderMarket['selections'][number]) =>
    exposure?.selections.find((s) => s.selection === selection.selection);
  return (
    <div className="op-trading-market" data-testid={`op-market-${market.market}`}>
      <div className="op-details-head">
        <h3>
          {name} <MarketBadge suspended={market.suspended} priced={market.priced} />
        </h3>
        {!closed && (
          <SuspendButton
            suspended={market.suspended}
            busy={busy}
            onSuspend={() => flow.send({ type: 'trading.suspend', market: market.market })}
            onReopen={() => flow.send({ type: 'trading.reopen', market: market.market })}
          />
        )}
      </div>
      {market.suspended && (
        <p className="op-dim">
          <Trans>
            Suspended {market.suspended_at ? formatWhen(market.suspended_at) : ''}: {market.suspended_reason ?? '—'}
          </Trans>
        </p>
      )}
      <Table
        className="op-table op-trading-exposure"
        rows={market.selections}
        rowKey={(selection) => selection.selection}
        rowProps={(selection) => ({
          className:
            exposure?.worst.outcome === selection.selection && Number(exposure.worst.payout) > 0
              ? 'op-trading-worst'
              : '',
        })}
        columns={[
          { head: t`Selection`, cell: (selection) => names.selection(selection.selection, market.market) },
          { head: t`Odds`, cell: (selection) => selection.odds ?? '—' },
          { head: t`Bets`, cell: (selection) => exposed(selection)?.bets ?? 0 },
          {
            head: t`Stakes`,
            cell: (selection) => {
              const row = exposed(selection);
              return row ? formatMoney(row.stakes) : '—';
            },
          },
          {
            head: t`Pays if it wins`,
            cell: (selection) => {
              const row = exposed(selection);
              return row ? formatMoney(row.payout) : '—';
            },
          },
          {
            head: t`Accumulators (at most)`,
            cell: (selection) => {
              const row = exposed(selection);
              return row && row.accumulators > 0 ? (
                <>
                  {formatMoney(row.accumulator_payout)} <span className="op-dim">({row.accumulators})</span>
                </>
              ) : (
                '—'
              );
            },
          },
        ]}
      />
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
export function Details({ flow, fixture }: { flow: TradingActorRef; fixture: TraderFixture }) {
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
        <dd>{fixture.competition}</dd>
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
        <ReasonField
          className="op-field op-trading-reason"
          label={t`Reason (recorded in the audit trail)`}
          value={reason}
          disabled={busy || confirm !== null}
          onChange={(value) => flow.send({ type: 'trading.reason', value })}
        />
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
              {fixture.sport === 'football' ? (
                <ScoreSettle flow={flow} score={score} busy={busy} />
              ) : (
                <p className="op-dim">
                  <Trans>
                    This sport settles by its model as soon as the event is over, or market by market on the trader
                    desk; here it can only be voided.
                  </Trans>
                </p>
              )}
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

/** Football's settlement by hand: the final score typed, then confirmed. */
function ScoreSettle({ flow, score, busy }: { flow: TradingActorRef; score: string; busy: boolean }) {
  const { t } = useLingui();
  return (
    <>
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
    </>
  );
}
