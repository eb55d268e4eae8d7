import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import './refusals';
import './live.css';
import type { LiveBetKind, LiveState } from '../../../../contract/live';
import type { LiveRules } from '../../../../engines/live';
import { pendingStake, type LiveTableActorRef } from '../../../../machines/liveTable.machine';
import { useSystem } from '../../../app/SystemContext';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Message } from '../../../ui/Message';
import { Money } from '../../../ui/Money';
import type { TableProps } from '../tables';
import { LiveBoard, type Stakes } from './LiveBoard';
import { LiveFairnessCard, LiveRulesCard } from './LiveInfo';
import { LiveStage } from './LiveStage';
import { betName, colourOf, outcomeText } from './texts';
import { resultClass, RoundResult, roundResult } from '../RoundResult';
import { useFlow } from '../../../flow/useFlow';

const CHIPS = ['0.50', '1.00', '5.00', '10.00', '25.00', '100.00'];

/** A live table: every player sees the same rounds, pushed by the server; no video, and said so. */
export default function LiveGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="live skeleton live-skeleton" aria-busy="true" />}>
      <LiveTableScreen gameId={gameId} launch={launch} />
    </Suspense>
  );
}

/** Seconds left in the phase, counted down on this device from the server's count. */
function useSecondsLeft(state: LiveState | null): number {
  const [now, setNow] = useState(() => performance.now());
  const [received, setReceived] = useState(() => performance.now());
  useEffect(() => {
    setReceived(performance.now());
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [state]);
  if (!state) return 0;
  return Math.max(0, Math.ceil((state.ms_left - (now - received)) / 1000));
}

function LiveTableScreen({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const live: LiveTableActorRef = useFlow(load.liveTable(), {
    input: { gameId, launch },
  });
  const table = useSelector(live, (s) => s.context.table);
  const state = useSelector(live, (s) => s.context.state);
  const mine = useSelector(live, (s) => s.context.mine);
  const pending = useSelector(live, (s) => s.context.pending);
  const chip = useSelector(live, (s) => s.context.chip);
  const error = useSelector(live, (s) => s.context.error);
  const connecting = useSelector(live, (s) => s.matches('connecting'));
  const failed = useSelector(live, (s) => s.matches('failed'));
  const reconnecting = useSelector(live, (s) => s.matches('reconnecting'));
  const betting = useSelector(live, (s) => s.matches({ live: 'betting' }));
  const placing = useSelector(live, (s) => s.matches({ live: { betting: 'placing' } }));
  const closed = useSelector(live, (s) => s.matches({ live: 'closed' }));
  const result = useSelector(live, (s) => s.matches({ live: 'result' }));
  const canPlace = useSelector(live, (s) => s.can({ type: 'live.place' }));
  const seconds = useSecondsLeft(state);

  if (failed) return <LoadFailed onRetry={() => live.send({ type: 'live.retry' })} />;
  if ((connecting && !table) || !table || !state)
    return <div className="live skeleton live-skeleton" aria-busy="true" />;

  const rules = table.rules as LiveRules;
  const total = pendingStake(pending);
  const stakes: Stakes = (kind, number) => {
    const p = pending.find((b) => b.kind === kind && b.number === number);
    const placed = (mine?.bets ?? [])
      .filter((b) => b.kind === kind && b.number === number)
      .reduce((sum, b) => sum + Number(b.amount), 0);
    return { pending: p?.amount ?? null, placed: placed > 0 ? placed.toFixed(2) : null };
  };
  const outcome = result ? state.outcome : null;
  const shownOutcome = state.outcome ?? state.history[0]?.outcome ?? null;
  const phaseLabel = betting ? t`Place your bets` : closed ? t`No more bets` : t`Result`;
  const fraction = betting
    ? seconds / rules.betting_seconds
    : result
      ? seconds / (rules.round_seconds - rules.betting_seconds)
      : 0;
  // The tie's payouts from the lowest to the highest ("4:1 – 88:1"), each once; a single one said once.
  const tieOdds = [...new Set((rules.tie_pays ?? []).map((p) => p.pays))].sort((a, b) => parseInt(a) - parseInt(b));
  const tiePays = tieOdds.length > 1 ? `${tieOdds[0]} – ${tieOdds.at(-1)}` : (tieOdds[0] ?? '');
  const myResult = mine?.win != null ? roundResult(mine.stake, mine.win).kind : 'lost';

  return (
    <div className={`live live-${table.table}`} data-phase={betting ? 'betting' : closed ? 'closed' : 'result'}>
      <p className="live-banner" role="note">
        <span className="live-dot" aria-hidden="true" />
        <Trans>Live without video: every player sees the same draw</Trans>
      </p>

      <div className="live-head">
        <div className="live-countdown" role="timer" aria-label={t`Seconds left`}>
          <svg viewBox="0 0 44 44" aria-hidden="true">
            <circle className="live-ring-track" cx="22" cy="22" r="19" />
            <circle
              className="live-ring"
              cx="22"
              cy="22"
              r="19"
              style={{ strokeDashoffset: `${(1 - Math.min(1, fraction)) * 119.4}` }}
            />
          </svg>
          <span>{closed ? '–' : seconds}</span>
        </div>
        <p className="live-phase" aria-live="polite">
          <strong>{phaseLabel}</strong>
          {reconnecting && (
            <span className="muted">
              {' · '}
              <Trans>Reconnecting…</Trans>
            </span>
          )}
        </p>
      </div>

      <div className="live-left">
        <LiveStage
          table={table.table}
          outcome={shownOutcome}
          drawing={closed}
          playerLabel={betName(i18n, 'player', null)}
          bankerLabel={betName(i18n, 'banker', null)}
          segments={rules.segments ?? []}
        />

        <div className="live-result" aria-live="polite">
          {outcome && (
            <p className="live-result-line">
              <Trans>Result: {outcomeText(i18n, outcome)}</Trans>
            </p>
          )}
          {outcome && mine && mine.bets.length > 0 && mine.win !== null && (
            <p className={resultClass(myResult, 'live-win')}>
              <RoundResult stake={mine.stake} win={mine.win} lost={<Trans>No win this round.</Trans>} />
            </p>
          )}
        </div>

        <ol className="live-history" aria-label={t`Last results`}>
          {state.history.map((r) => (
            <li key={r.sequence} className={`live-history-item ${historyClass(r.outcome)}`}>
              {historyLabel(r.outcome)}
            </li>
          ))}
        </ol>
      </div>

      <div className="live-right">
        <LiveBoard
          table={table.table}
          stakes={stakes}
          place={(kind: LiveBetKind, number?: number) =>
            live.send(number === undefined ? { type: 'live.bet', kind } : { type: 'live.bet', kind, number })
          }
          disabled={!betting || placing}
          tiePays={tiePays}
        />

        <div className="live-chips" role="radiogroup" aria-label={t`Chip`}>
          {CHIPS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chip === value}
              className={`live-chip${chip === value ? ' live-chip-on' : ''}`}
              onClick={() => live.send({ type: 'live.chip', amount: value })}
            >
              <Money amount={value} />
            </button>
          ))}
        </div>

        <div className="live-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => live.send({ type: 'live.clear' })}
            disabled={!betting || pending.length === 0}
          >
            <Trans>Clear</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => live.send({ type: 'live.place' })}
            disabled={!canPlace}
          >
            {placing ? (
              <Trans>Placing…</Trans>
            ) : (
              <Trans>
                Place bets · <Money amount={total} />
              </Trans>
            )}
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        )}

        {mine && mine.bets.length > 0 && (
          <section className="card live-mine" aria-label={t`Your bets`}>
            <h2>
              <Trans>Your bets this round</Trans>
            </h2>
            <ul>
              {mine.bets.map((bet, i) => (
                <li key={i}>
                  <span>{betName(i18n, bet.kind, bet.number)}</span>
                  <Money amount={bet.amount} />
                  {bet.win !== null && (
                    <span className={Number(bet.win) > 0 ? 'live-win' : 'muted'}>
                      → <Money amount={bet.win} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <LiveRulesCard table={table} rules={rules} />
      <LiveFairnessCard table={table.table} state={state} />
    </div>
  );
}

type Outcome = NonNullable<LiveState['outcome']>;

function historyClass(outcome: Outcome): string {
  if (outcome.table === 'roulette') return `live-${colourOf(outcome.number)}`;
  if (outcome.table === 'bacbo') {
    const p = outcome.player[0] + outcome.player[1];
    const b = outcome.banker[0] + outcome.banker[1];
    return p > b ? 'live-history-player' : b > p ? 'live-history-banker' : 'live-history-tie';
  }
  return `live-history-n${outcome.value}`;
}

function historyLabel(outcome: Outcome): string {
  if (outcome.table === 'roulette') return String(outcome.number);
  if (outcome.table === 'bacbo')
    return `${outcome.player[0] + outcome.player[1]}:${outcome.banker[0] + outcome.banker[1]}`;
  return outcome.multiplier > 1 ? `${outcome.value}×${outcome.multiplier}` : String(outcome.value);
}
