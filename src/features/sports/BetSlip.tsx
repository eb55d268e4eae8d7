import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  combinedOdds,
  isBuilderSlip,
  pickKey,
  potentialReturn,
  stakeCents,
  type BetSlipActorRef,
  type SlipPick,
} from '../../../machines/betSlip.machine';
import { useLocale, useSessionStatus, useSessionUser } from '../../app/hooks';
import { amountShown } from '../../i18n/numbers';
import { formatOdds } from '../../i18n/sportsFormat';
import { useOdds } from '../../i18n/useOdds';
import { formatWholeMoney } from './wholeMoney';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { marketName, selectionName, useMarketLabels } from './names';

/** The slip's open bets load when that view opens (with My bets' cards and cash-out). */
const SlipOpenBets = lazy(() => import('./SlipOpenBets').then((m) => ({ default: m.SlipOpenBets })));

/** The quick stakes: each adds its amount to the stake (then "Max": the balance or the maximum bet). */
const QUICK_STAKES = ['5.00', '10.00', '50.00'] as const;

/**
 * The bet slip: a bar that opens into a sheet on a phone, a side panel on a desktop. Its second view is the
 * member's open bets with their cash-out offers (`betsVersion` moves when a bet was placed or cashed out on
 * the page; `onCashedOut` says one was cashed out here).
 */
/** The stakes a slip takes (the board's and a match page's). */
export const SLIP_LIMITS = { minBet: '0.10', maxBet: '1000.00' };

let carried: readonly SlipPick[] = [];

/** The picks the slip of the page left held (a new page's slip starts with them). */
export const carriedPicks = () => carried;

/**
 * The version of the member's bets a page shows (My bets, the slip's open bets): it moves when the slip
 * places a bet, or when `bump` says one was cashed out.
 */
export function useBetsVersion(slip: BetSlipActorRef): [version: number, bump: () => void] {
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((n) => n + 1), []);
  const placedId = useSelector(slip, (s) => s.context.placed?.slip_id);
  useEffect(() => {
    if (placedId) setVersion((n) => n + 1);
  }, [placedId]);
  return [version, bump];
}

export function BetSlip(props: {
  slip: BetSlipActorRef;
  onShowBets: () => void;
  betsVersion: number;
  onCashedOut: () => void;
}) {
  const { slip, onShowBets, betsVersion, onCashedOut } = props;
  // The picks go on with the player to the next page's slip (the board's, a match's).
  useEffect(
    () => () => {
      carried = slip.getSnapshot().context.picks;
    },
    [slip],
  );
  const { t, i18n } = useLingui();
  const [view, setView] = useState<'picks' | 'open'>('picks');
  const price = useOdds();
  const status = useSessionStatus();
  const picks = useSelector(slip, (s) => s.context.picks);
  useMarketLabels(picks.map((p) => p.market));
  const amount = useSelector(slip, (s) => s.context.amount);
  const open = useSelector(slip, (s) => s.context.open);
  const error = useSelector(slip, (s) => s.context.error);
  const changed = useSelector(slip, (s) => s.context.changed);
  const placed = useSelector(slip, (s) => s.context.placed);
  const delay = useSelector(slip, (s) => s.context.betDelaySeconds);
  const builder = useSelector(slip, (s) => s.context.builder);
  const canBuild = useSelector(slip, (s) => s.can({ type: 'slip.builder' }));
  const state = useSelector(slip, (s) =>
    s.matches({ placing: 'accepting' }) || s.matches({ building: { placing: 'accepting' } })
      ? 'accepting'
      : s.matches('placing') || s.matches({ building: 'placing' }) || s.matches({ building: 'quoting' })
        ? 'placing'
        : s.matches('oddsChanged')
          ? 'oddsChanged'
          : s.matches('placed')
            ? 'placed'
            : s.matches('building')
              ? 'builder'
              : 'editing',
  );
  // A bet builder's odds are the server's quote for the picks together, not the product of theirs.
  const odds = builder ? builder.odds : combinedOdds(picks);
  const moved = builder?.moved === true;
  const locale = useLocale();
  const builderMargin = builder ? formatOdds(builder.margin, locale) : '';
  const count = picks.length;
  const newOdds = combinedOdds(picks.map((p) => ({ odds: changed[pickKey(p)] ?? p.odds })));
  const stake = stakeCents(amount);

  return (
    <aside className="slip" data-open={open} data-count={count} aria-label={t`Bet slip`}>
      <button
        type="button"
        className="slip-bar"
        data-testid="slip-bar"
        aria-expanded={open}
        onClick={() => slip.send({ type: open ? 'slip.close' : 'slip.open' })}
      >
        <span className="slip-count" aria-hidden="true">
          {count}
        </span>
        <span className="slip-bar-title">
          <Trans>Bet slip</Trans>
        </span>
        {count > 0 ? (
          <span className="slip-bar-odds" data-testid="slip-bar-odds">
            {price(odds)}
          </span>
        ) : (
          <span className="muted slip-bar-hint">
            <Trans>Tap the odds to add</Trans>
          </span>
        )}
      </button>
      <div className="slip-sheet">
        <div className="slip-head">
          <h2>
            <Trans>Bet slip</Trans>
            {count > 1 && (
              <span className="slip-kind">
                {' · '}
                {isBuilderSlip(picks) ? <Trans>Bet builder</Trans> : <Trans>Accumulator</Trans>}
              </span>
            )}
          </h2>
          {view === 'picks' && count > 0 && state === 'editing' && (
            <button type="button" className="link-button" onClick={() => slip.send({ type: 'slip.clear' })}>
              <Trans>Clear</Trans>
            </button>
          )}
          <button
            type="button"
            className="slip-close"
            aria-label={t`Close the bet slip`}
            onClick={() => slip.send({ type: 'slip.close' })}
          >
            ×
          </button>
        </div>
        <div className="sports-tabs slip-views" role="tablist" aria-label={t`Bet slip`}>
          {(['picks', 'open'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              data-testid={`slip-view-${v}`}
              onClick={() => setView(v)}
            >
              {v === 'picks' ? (
                <>
                  <Trans>Selections</Trans>
                  {count > 0 && <span className="chip-count">{count}</span>}
                </>
              ) : (
                <Trans context="bet slip tab">Open bets</Trans>
              )}
            </button>
          ))}
        </div>

        {view === 'open' ? (
          <Suspense fallback={<div className="skeleton slip-open-skeleton" aria-busy="true" />}>
            <SlipOpenBets
              version={betsVersion}
              onCashedOut={onCashedOut}
              onShowBets={() => {
                slip.send({ type: 'slip.close' });
                onShowBets();
              }}
            />
          </Suspense>
        ) : state === 'placed' && placed ? (
          <div className="slip-placed" role="status" data-testid="slip-placed">
            <p className="slip-placed-title">
              <Trans>Bet placed</Trans>
            </p>
            <p>
              <Trans>
                Odds {price(placed.odds)} · stake <Money amount={placed.amount} /> · potential return{' '}
                <Money amount={placed.potential_win} />
              </Trans>
            </p>
            <div className="slip-actions">
              <button type="button" className="btn btn-ghost" onClick={() => slip.send({ type: 'slip.done' })}>
                <Trans>New bet</Trans>
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  slip.send({ type: 'slip.done' });
                  slip.send({ type: 'slip.close' });
                  onShowBets();
                }}
              >
                <Trans>My bets</Trans>
              </button>
            </div>
          </div>
        ) : count === 0 ? (
          <p className="muted slip-empty">
            <Trans>
              Tap the odds of a selection to add it here. Add selections from several matches for an accumulator.
            </Trans>
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              slip.send({ type: state === 'oddsChanged' ? 'slip.accept' : 'slip.place' });
            }}
          >
            <ul className="slip-picks">
              {picks.map((p) => {
                const key = pickKey(p);
                const newOdds = changed[key];
                return (
                  <li key={key} className="slip-pick" data-pick={key}>
                    <div>
                      <p className="slip-pick-selection">
                        {p.label ?? selectionName(i18n, p.market, p.selection, p.home, p.away, undefined, p.sport)}
                      </p>
                      <p className="muted slip-pick-market" title={`${p.home} × ${p.away}`}>
                        {marketName(i18n, p.market, p)} · {p.home} × {p.away}
                      </p>
                    </div>
                    <span className={`slip-pick-odds${newOdds ? ' odd-moved' : ''}`}>
                      {newOdds ? (
                        <>
                          <s>{price(p.odds)}</s> {price(newOdds)}
                        </>
                      ) : (
                        price(p.odds)
                      )}
                    </span>
                    <button
                      type="button"
                      className="slip-remove"
                      aria-label={t`Remove`}
                      disabled={state === 'placing' || state === 'accepting'}
                      onClick={() => slip.send({ type: 'slip.remove', key })}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
            <Stake slip={slip} amount={amount} editing={state === 'editing' || state === 'builder'} />
            <dl className="slip-totals">
              <div>
                <dt>
                  <Trans>Total odds</Trans>
                </dt>
                <dd data-testid="slip-odds">{price(state === 'oddsChanged' ? newOdds : odds)}</dd>
              </div>
              <div className="slip-return">
                <dt>
                  <Trans>Potential return</Trans>
                </dt>
                <dd data-testid="slip-return">
                  <Money amount={potentialReturn(amount, state === 'oddsChanged' ? newOdds : odds)} />
                </dd>
              </div>
            </dl>
            {state === 'accepting' && (
              <p className="slip-accepting" role="status" data-testid="slip-accepting">
                <Trans>
                  Live bet: it is accepted after a {delay}-second delay, at the odds in force then. If they change, you
                  will be asked to accept the new odds.
                </Trans>
              </p>
            )}
            {builder && (
              <p className="muted slip-builder-note" data-testid="builder-note">
                <Trans>
                  Bet builder: odds from the chance that all these selections happen together, with a margin of{' '}
                  {builderMargin}%.
                </Trans>
              </p>
            )}
            {(state === 'oddsChanged' || moved) && (
              <p className="slip-warning" role="alert" data-testid="odds-changed">
                <Trans>The odds have changed. Accept the new odds to place the bet.</Trans>
              </p>
            )}
            {error && (
              <p className="form-error" role="alert">
                <Message text={error} />
              </p>
            )}
            {state === 'editing' && canBuild ? (
              // Selections of one match: placed together as a bet builder, priced by the server ("Criar Aposta").
              <button
                type="button"
                className="btn btn-primary btn-block"
                data-testid="build-bet"
                onClick={() => slip.send({ type: 'slip.builder' })}
              >
                <Trans>Bet builder</Trans>
              </button>
            ) : status === 'signedIn' ? (
              <button
                type="submit"
                className="btn btn-primary btn-block"
                data-testid="place-bet"
                disabled={state === 'placing' || state === 'accepting'}
              >
                {state === 'placing' ? (
                  <Trans>Please wait…</Trans>
                ) : state === 'accepting' ? (
                  <Trans>Accepting your bet…</Trans>
                ) : state === 'oddsChanged' || moved ? (
                  <Trans>Accept the new odds and bet</Trans>
                ) : (
                  // "Bet R$ 10,00": the verb, then the stake (what the button takes, not what may come back).
                  <>
                    <Trans>Bet</Trans>
                    {stake > 0 && (
                      <>
                        {' '}
                        <Money amount={(stake / 100).toFixed(2)} />
                      </>
                    )}
                  </>
                )}
              </button>
            ) : (
              <Link to="/login" className="btn btn-primary btn-block">
                <Trans>Log in to bet</Trans>
              </Link>
            )}
            {state === 'builder' && (
              <button
                type="button"
                className="btn btn-ghost btn-block"
                onClick={() => slip.send({ type: 'slip.builder.cancel' })}
              >
                <Trans>Back to the selections</Trans>
              </button>
            )}
          </form>
        )}
      </div>
    </aside>
  );
}

/**
 * The stake: a field the player types into in their own format ("10,00" in Portuguese, either separator
 * read), and quick amounts that add to it, up to the balance or the maximum bet ("Max" goes there at once).
 */
function Stake({ slip, amount, editing }: { slip: BetSlipActorRef; amount: string; editing: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const balance = useSessionUser()?.money ?? null;
  return (
    <div className="slip-stake">
      <div className="slip-stake-field">
        <label htmlFor="slip-stake">
          <Trans>Stake (R$)</Trans>
        </label>
        <div className="slip-stake-box">
          <span className="slip-stake-currency" aria-hidden="true">
            R$
          </span>
          <input
            id="slip-stake"
            inputMode="decimal"
            autoComplete="off"
            value={amountShown(amount, locale)}
            disabled={!editing}
            onFocus={(e) => e.target.select()}
            onChange={(e) => slip.send({ type: 'slip.amount', amount: e.target.value })}
          />
        </div>
      </div>
      <div className="quick-bets slip-quick" role="group" aria-label={t`Quick amounts`}>
        {QUICK_STAKES.map((quick) => (
          <QuickStake
            key={quick}
            slip={slip}
            event={{ type: 'slip.amount.add', amount: quick, balance }}
            label={`+${formatWholeMoney(quick, locale)}`}
            editing={editing}
          />
        ))}
        <QuickStake slip={slip} event={{ type: 'slip.amount.max', balance }} label={t`Maximum`} editing={editing} />
      </div>
    </div>
  );
}

type QuickEvent =
  | { type: 'slip.amount.add'; amount: string; balance: string | null }
  | { type: 'slip.amount.max'; balance: string | null };

/** One quick-stake chip: enabled while the slip can take it (the machine knows the cap). */
function QuickStake(props: { slip: BetSlipActorRef; event: QuickEvent; label: string; editing: boolean }) {
  const { slip, event, label, editing } = props;
  const can = useSelector(slip, (s) => s.can(event));
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      data-quick={event.type === 'slip.amount.max' ? 'max' : event.amount}
      disabled={!editing || !can}
      onClick={() => slip.send(event)}
    >
      {label}
    </button>
  );
}
