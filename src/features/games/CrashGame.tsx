import './crash.css';
import { Trans, useLingui } from '@lingui/react/macro';
import './refusals';
import { MaxWinLine } from './MaxWin';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSystem } from '../../app/SystemContext';
import type { CrashRound } from '../../../contract/house';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { amountShown, formatDecimal } from '../../i18n/numbers';
import type { Locale } from '../../../contract/locales';
import { CrashCurve } from './CrashCurve';
import { resultClass, RoundResult, roundResult } from './RoundResult';
import { useFlow } from '../../flow/useFlow';

/** The multiplier the server's curve gives t seconds after the start. */
const multiplierAt = (growth: number, seconds: number) =>
  Math.floor(100 * Math.exp(growth * Math.max(0, seconds))) / 100;

/** Draws the rising multiplier from the round's start, aligned with the server's clock. */
function useLiveMultiplier(round: CrashRound | null, running: boolean): number {
  const [value, setValue] = useState(1);
  const offset = useRef(0);
  useEffect(() => {
    if (!round || !running) return;
    offset.current = Date.parse(round.server_time) - Date.now();
    const started = Date.parse(round.started_at);
    let frame = 0;
    const tick = () => {
      setValue(multiplierAt(round.growth, (Date.now() + offset.current - started) / 1000));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [round, running]);
  return value;
}

export function CrashGame({ gameId, launch }: { gameId: number; launch?: string | undefined }) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <CrashTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

function CrashTable({ gameId, launch }: { gameId: number; launch: string | undefined }) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const crash = useFlow(load.crashRound(), {
    input: { gameId, launch },
  });
  const rules = useSelector(crash, (s) => s.context.rules);
  const round = useSelector(crash, (s) => s.context.round);
  const amount = useSelector(crash, (s) => s.context.amount);
  const auto = useSelector(crash, (s) => s.context.autoCashout);
  const error = useSelector(crash, (s) => s.context.error);
  const running = useSelector(crash, (s) => s.matches('running'));
  const betting = useSelector(crash, (s) => s.matches('betting'));
  const cashingOut = useSelector(crash, (s) => s.matches({ running: 'cashingOut' }));
  const loading = useSelector(crash, (s) => s.matches('loading'));
  const loadFailed = useSelector(crash, (s) => s.matches('loadFailed'));
  const live = useLiveMultiplier(round, running);

  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed || !rules) {
    return <LoadFailed onRetry={() => crash.send({ type: 'crash.retry' })} />;
  }

  const over = round && round.status !== 'running';
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const shown = num(running ? live : over ? (round.cashout_multiplier ?? round.crash_point ?? '1.00') : '1.00');
  const crashPoint = round?.crash_point ? num(round.crash_point) : '';
  const cashedAt = round?.cashout_multiplier ? num(round.cashout_multiplier) : '';
  const winAmount = round?.win_amount ?? '0';
  const liveWin = round ? (Number(round.bet_amount) * live).toFixed(2) : '0';
  const rtp = num(rules.rtp);
  const edge = num(rules.house_edge);
  const maxMultiplier = num(rules.max_multiplier);
  const oneIn = rules.instant_crash_one_in;
  const start = num('1.00');

  return (
    <div className="crash">
      <div
        className={`crash-board crash-board-art${running ? ' crash-running' : ''}${round?.status === 'crashed' ? ' crash-crashed' : ''}`}
      >
        <CrashCurve
          growth={round?.growth ?? rules.growth}
          multiplier={running ? live : Number(round?.cashout_multiplier ?? round?.crash_point ?? 1)}
          state={running ? 'running' : over ? (round.status === 'crashed' ? 'crashed' : 'cashed_out') : 'idle'}
        />
        <div className="crash-readout">
          <p className="crash-multiplier" aria-live="off">
            {shown}×
          </p>
          <div aria-live="polite" className="crash-status">
            {running && (
              <p>
                <Trans>Rising… cash out before it crashes.</Trans>
              </p>
            )}
            {over && round.status === 'crashed' && (
              <p>
                <Trans>Crashed at {crashPoint}×</Trans>
              </p>
            )}
            {over && round.status === 'cashed_out' && (
              <p className={resultClass(roundResult(round.bet_amount, winAmount).kind, 'slot-win')}>
                <Trans>Cashed out at {cashedAt}×</Trans> ·{' '}
                <RoundResult stake={round.bet_amount} win={winAmount} lost={null} />
              </p>
            )}
          </div>
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}

      {running ? (
        <button
          type="button"
          className="btn btn-primary btn-block spin-button"
          disabled={cashingOut}
          onClick={() => crash.send({ type: 'crash.cashout' })}
        >
          <Trans>
            Cash out <Money amount={liveWin} />
          </Trans>
        </button>
      ) : (
        <form
          className="slot-controls"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            crash.send({ type: 'crash.bet' });
          }}
        >
          <div className="crash-fields">
            <div className="field">
              <label htmlFor="crash-bet">
                <Trans>Bet (R$)</Trans>
              </label>
              <input
                id="crash-bet"
                inputMode="decimal"
                autoComplete="off"
                value={amountShown(amount, i18n.locale as Locale)}
                onChange={(e) => crash.send({ type: 'crash.amount', amount: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="crash-auto">
                <Trans>Auto cash-out (×, optional)</Trans>
              </label>
              <input
                id="crash-auto"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t`e.g. ${num('2.00')}`}
                value={auto}
                onChange={(e) => crash.send({ type: 'crash.auto', multiplier: e.target.value })}
              />
            </div>
          </div>
          <p className="game-terms muted" data-testid="game-terms">
            <Trans>RTP</Trans> {rtp}% · <Trans>house edge</Trans> {edge}% · <Trans>maximum multiplier</Trans>{' '}
            {maxMultiplier}×
          </p>
          <button type="submit" className="btn btn-primary btn-block spin-button" disabled={betting}>
            {betting ? <Trans>Please wait…</Trans> : <Trans>Bet</Trans>}
          </button>
        </form>
      )}

      <details className="card slot-rules" open={!round}>
        <summary>
          <Trans>How it works · RTP {rtp}%</Trans>
        </summary>
        <p className="muted">
          <Trans>
            The multiplier starts at {start}× and rises until the round crashes. Cash out before the crash to win your
            bet times the multiplier; an automatic cash-out does it for you.
          </Trans>
        </p>
        <ul className="game-facts muted">
          <li>
            <Trans>
              Return to player: {rtp}% of the amount bet over the long run, whatever cash-out you aim for; house edge{' '}
              {edge}%.
            </Trans>
          </li>
          <li>
            <Trans>
              The crash point is fixed before the round starts: it is drawn from HMAC-SHA256 of the server seed (whose
              hash you are shown first) with your seed and the round number. One round in {oneIn} crashes at {start}×.
            </Trans>
          </li>
          <li>
            <Trans>Maximum multiplier: {maxMultiplier}×. A bet still in when it is reached is cashed out there.</Trans>
          </li>
          <li>
            <MaxWinLine amount={rules.max_win} rule="cashes_out" className="" />
          </li>
          <li>
            <Trans>
              Bets from <Money amount={rules.min_bet} /> to <Money amount={rules.max_bet} />.
            </Trans>
          </li>
        </ul>
      </details>
      {over && round.fairness && <Fairness round={round} />}
    </div>
  );
}

function Fairness({ round }: { round: CrashRound }) {
  const seed = round.fairness?.server_seed ?? '';
  const hash = round.fairness?.server_seed_hash ?? '';
  return (
    <details className="card slot-fairness">
      <summary>
        <Trans>Provably fair</Trans>
      </summary>
      <p className="muted break">
        <Trans>
          Server seed hash shown before the round: <code>{hash}</code>
        </Trans>
      </p>
      <p className="muted break">
        <Trans>
          Server seed revealed: <code>{seed}</code>
        </Trans>
      </p>
    </details>
  );
}
