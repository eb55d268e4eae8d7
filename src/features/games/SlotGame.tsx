import { Trans, useLingui } from '@lingui/react/macro';
import './refusals';
import { amountShown, formatDecimal } from '../../i18n/numbers';
import type { Locale } from '../../../contract/locales';
import { LoadFailed } from '../../ui/LoadFailed';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use, type CSSProperties } from 'react';
import './slot-reels.css';
import { useSystem } from '../../app/SystemContext';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { SlotSymbol } from './SlotSymbol';

const QUICK_BETS = ['1.00', '5.00', '10.00', '50.00'];

/** A house slot: paytable and RTP before the bet, then spin, the reels stop on the server's outcome. */
export function SlotGame({ gameId }: { gameId: number }) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <SlotTable gameId={gameId} />
    </Suspense>
  );
}

function SlotTable({ gameId }: { gameId: number }) {
  const { t, i18n } = useLingui();
  const { load, inspect } = useSystem();
  const slot = useActorRef(use(load.slotRound()), { input: { gameId }, ...(inspect ? { inspect } : {}) });
  const rules = useSelector(slot, (s) => s.context.rules);
  const commitment = useSelector(slot, (s) => s.context.commitment);
  const amount = useSelector(slot, (s) => s.context.amount);
  const result = useSelector(slot, (s) => s.context.result);
  const error = useSelector(slot, (s) => s.context.error);
  const spinning = useSelector(slot, (s) => s.matches('spinning'));
  const stopping = useSelector(slot, (s) => s.matches('stopping'));
  const settled = useSelector(slot, (s) => s.matches('ready'));
  const loading = useSelector(slot, (s) => s.matches('loading'));
  const loadFailed = useSelector(slot, (s) => s.matches('loadFailed'));

  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed || !rules) {
    return <LoadFailed onRetry={() => slot.send({ type: 'slot.retry' })} />;
  }

  const reels =
    result?.outcome.reels ??
    Array.from({ length: rules.reels }, (_, reel) =>
      Array.from(
        { length: rules.rows },
        (_, row) => rules.paytable[(reel + row) % rules.paytable.length]?.symbol ?? 'seven',
      ),
    );
  const won = result && Number(result.win_amount) > 0;
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const rtp = num(rules.rtp);
  const lines = rules.lines.length;
  const nextHash = commitment?.server_seed_hash ?? '';
  const fairness = result?.fairness;
  const seed = fairness?.server_seed ?? '';
  const clientSeed = fairness?.client_seed ?? '';
  const nonce = fairness?.nonce ?? 0;
  const winAmount = result?.win_amount ?? '0';

  return (
    <div className="slot">
      <div
        className={`reels${spinning ? ' reels-spinning' : ''}${stopping ? ' reels-stopping' : ''}`}
        aria-live="polite"
        aria-busy={spinning || stopping}
        data-state={spinning ? 'spinning' : stopping ? 'stopping' : 'still'}
      >
        {reels.map((column, reel) => (
          <div key={reel} className="reel" style={{ '--reel': reel } as CSSProperties}>
            {column.map((symbol, row) => (
              <div key={row} className="reel-cell">
                <SlotSymbol id={symbol} />
              </div>
            ))}
          </div>
        ))}
      </div>

      <div className="slot-outcome" aria-live="polite">
        {settled &&
          result &&
          (won ? (
            <p className="slot-win">
              <Trans>
                You won <Money amount={winAmount} />
              </Trans>
            </p>
          ) : (
            <p className="muted">
              <Trans>No win this time.</Trans>
            </p>
          ))}
        {error && (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        )}
      </div>

      <form
        className="slot-controls"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          slot.send({ type: 'slot.spin' });
        }}
      >
        <div className="field">
          <label htmlFor="slot-bet">
            <Trans>Bet (R$)</Trans>
          </label>
          <input
            id="slot-bet"
            inputMode="decimal"
            autoComplete="off"
            value={amountShown(amount, i18n.locale as Locale)}
            onChange={(event) => slot.send({ type: 'slot.amount', amount: event.target.value })}
          />
        </div>
        <div className="quick-bets" role="group" aria-label={t`Quick bets`}>
          {QUICK_BETS.map((bet) => (
            <button
              key={bet}
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => slot.send({ type: 'slot.amount', amount: bet })}
            >
              <Money amount={bet} />
            </button>
          ))}
        </div>
        <button type="submit" className="btn btn-primary btn-block spin-button" disabled={spinning || stopping}>
          {spinning || stopping ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
        </button>
      </form>

      <details className="card slot-rules">
        <summary>
          <Trans>Paytable · RTP {rtp}%</Trans>
        </summary>
        <p className="muted">
          <Trans>
            Line wins pay left to right on {lines} lines, multiplied by the line bet (the bet divided by the lines).
            WILD replaces any symbol.
          </Trans>
        </p>
        <table className="paytable">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Symbol</Trans>
              </th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {rules.paytable.map((row) => (
              <tr key={row.symbol}>
                <td>
                  <SlotSymbol id={row.symbol} />
                </td>
                <td>{row.pays['3'] === undefined ? '—' : num(row.pays['3'])}</td>
                <td>{row.pays['4'] === undefined ? '—' : num(row.pays['4'])}</td>
                <td>{row.pays['5'] === undefined ? '—' : num(row.pays['5'])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <details className="card slot-fairness">
        <summary>
          <Trans>Provably fair</Trans>
        </summary>
        {commitment && (
          <p className="muted break">
            <Trans>
              Next round's server seed hash: <code>{nextHash}</code>
            </Trans>
          </p>
        )}
        {result && (
          <p className="muted break">
            <Trans>
              Last round's server seed: <code>{seed}</code> (client seed <code>{clientSeed}</code>, nonce {nonce})
            </Trans>
          </p>
        )}
      </details>
    </div>
  );
}
