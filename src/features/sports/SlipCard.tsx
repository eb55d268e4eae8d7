import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Slip } from '../../../contract/sports';
import { centsOf } from '../../../engines/types';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../../lib/format';
import { useOdds } from '../../i18n/useOdds';
import { Money } from '../../ui/Money';
import { partValue } from '../../../machines/cashOut.machine';
import { marketName, selectionName, useMarketLabels } from './names';
import { MatchProof } from './MatchProof';
import { useFlow } from '../../flow/useFlow';
import { Message } from '../../ui/Message';

/*
 * One of the member's slips as My bets and the slip's open bets show it: its legs, stake, odds and return,
 * and while it is open its cash-out offer (the cashOut flow).
 */

/** A slip settled as won that paid back less than its stake (a half-lost quarter line) reads "Partly returned". */
const partlyReturned = (slip: Slip) => slip.status === 'won' && centsOf(slip.win_amount) < centsOf(slip.amount);

function StatusBadge({ slip }: { slip: Slip }) {
  const { status } = slip;
  const part = partlyReturned(slip);
  return (
    <span className={`bet-status bet-status-${part ? 'part' : status}`} data-status={part ? 'part' : status}>
      {status === 'open' ? (
        <Trans>Open</Trans>
      ) : part ? (
        <Trans>Partly returned</Trans>
      ) : status === 'won' ? (
        <Trans>Won</Trans>
      ) : status === 'lost' ? (
        <Trans>Lost</Trans>
      ) : status === 'cashed_out' ? (
        <Trans>Cashed out</Trans>
      ) : (
        <Trans>Void</Trans>
      )}
    </span>
  );
}

export function SlipCard({ slip, onCashedOut }: { slip: Slip; onCashedOut?: () => void }) {
  const price = useOdds();
  const { i18n } = useLingui();
  const locale = useLocale();
  const legs = slip.legs.length;
  useMarketLabels(slip.legs.map((leg) => leg.market));
  return (
    <li className="card slip-card" data-slip={slip.slip_id} data-status={slip.status}>
      <div className="slip-card-head">
        <strong>
          {slip.kind === 'accumulator' ? (
            <Trans>Accumulator ({legs})</Trans>
          ) : slip.kind === 'builder' ? (
            <Trans>Bet builder ({legs})</Trans>
          ) : (
            <Trans>Single</Trans>
          )}
        </strong>
        <StatusBadge slip={slip} />
      </div>
      <ul className="slip-legs">
        {slip.legs.map((leg) => (
          <li key={`${leg.fixture_id}:${leg.market}:${leg.selection}`} className="slip-leg" data-status={leg.status}>
            <span className={`leg-dot leg-${leg.status}`} aria-hidden="true" />
            <div>
              <p>
                <strong>
                  {selectionName(i18n, leg.market, leg.selection, leg.home, leg.away, undefined, leg.sport)}
                </strong>{' '}
                @ {price(leg.odds)}
              </p>
              <p className="muted">
                {marketName(i18n, leg.market, leg)} · {leg.home}
                {leg.score ? ` ${leg.score.home} – ${leg.score.away} ` : ' × '}
                {leg.away}
              </p>
              <MatchProof commitment={leg.commitment} seed={leg.seed} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="slip-card-totals">
        <div>
          <dt>
            <Trans>Stake</Trans>
          </dt>
          <dd>
            <Money amount={slip.amount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Odds</Trans>
          </dt>
          <dd>{price(slip.odds)}</dd>
        </div>
        <div>
          <dt>{slip.status === 'open' ? <Trans>Potential return</Trans> : <Trans>Paid</Trans>}</dt>
          <dd data-testid="slip-paid">
            <Money amount={slip.status === 'open' ? slip.potential_win : slip.win_amount} />
          </dd>
        </div>
        {slip.cashed_stake !== '0.00' && (
          <div>
            <dt>
              <Trans>Cashed out</Trans>
            </dt>
            <dd data-testid="slip-cashed-out">
              <Money amount={slip.cashed_out} />
            </dd>
          </div>
        )}
      </dl>
      {slip.cash_out && onCashedOut && <CashOut slip={slip} onCashedOut={onCashedOut} />}
      <p className="muted slip-card-time">{formatDateTime(slip.placed_at, locale)}</p>
    </li>
  );
}

/** An open slip's cash-out: the offer (whole or a part of the stake), its confirmation, a moved value to accept. */
function CashOut({ slip, onCashedOut }: { slip: Slip; onCashedOut: () => void }) {
  const { load } = useSystem();
  const ref = useFlow(load.cashOut(), { input: { slip } });
  const state = useSelector(ref, (s) => s.value);
  const { stake, offer, part, value, error, result } = useSelector(ref, (s) => s.context);
  useEffect(() => ref.send({ type: 'cashout.update', slip }), [ref, slip]);
  useEffect(() => {
    if (result) onCashedOut();
  }, [result, onCashedOut]);
  const partOffer = partValue(offer, stake, part);
  const stakeNumber = Number(stake);
  return (
    <div className="cashout" data-testid="cashout" data-state={String(state)}>
      {state === 'suspended' ? (
        <p className="muted" data-testid="cashout-suspended">
          <Trans>Cash-out suspended</Trans>
        </p>
      ) : state === 'offered' || state === 'checking' ? (
        <>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="cashout-full"
            onClick={() => {
              ref.send({ type: 'cashout.part', amount: stake });
              ref.send({ type: 'cashout.start' });
            }}
          >
            <Trans>
              Cash out all for <Money amount={offer ?? '0.00'} />
            </Trans>
          </button>
          {stakeNumber >= 0.2 && (
            <div className="cashout-part">
              <label>
                <Trans>Part of the stake to cash out</Trans>{' '}
                <input
                  type="range"
                  data-testid="cashout-slider"
                  min="0.10"
                  max={stake}
                  step="0.01"
                  value={part}
                  onChange={(e) => ref.send({ type: 'cashout.part', amount: Number(e.target.value).toFixed(2) })}
                />
              </label>
              <button
                type="button"
                className="btn"
                data-testid="cashout-part"
                disabled={partOffer === null}
                onClick={() => ref.send({ type: 'cashout.start' })}
              >
                <Trans>
                  Cash out <Money amount={part} /> of the stake for <Money amount={partOffer ?? '0.00'} />
                </Trans>
              </button>
            </div>
          )}
          {error && (
            <p className="form-error" role="alert">
              <Message text={error} />
            </p>
          )}
        </>
      ) : state === 'confirming' || state === 'cashingOut' ? (
        <div className="cashout-confirm" role="group">
          <p>
            <Trans>
              Cash out <Money amount={part} /> of the stake for <Money amount={value ?? '0.00'} />?
            </Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="cashout-confirm"
            disabled={state === 'cashingOut'}
            onClick={() => ref.send({ type: 'cashout.confirm' })}
          >
            <Trans>Confirm</Trans>
          </button>
          <button type="button" className="btn" onClick={() => ref.send({ type: 'cashout.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : state === 'changed' ? (
        <div className="cashout-confirm" role="group" data-testid="cashout-changed">
          <p>
            <Trans>
              The cash-out value has changed: it is now <Money amount={value ?? '0.00'} />
            </Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="cashout-accept"
            onClick={() => ref.send({ type: 'cashout.accept' })}
          >
            <Trans>Accept</Trans>
          </button>
          <button type="button" className="btn" onClick={() => ref.send({ type: 'cashout.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <p className="muted" data-testid="cashout-done">
          <Trans>
            Cashed out: <Money amount={result?.paid ?? '0.00'} />
          </Trans>
        </p>
      )}
    </div>
  );
}
