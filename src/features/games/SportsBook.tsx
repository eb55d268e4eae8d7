import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import './refusals';
import { LoadFailed } from '../../ui/LoadFailed';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { Fixture, Selection } from '../../../contract/house';
import { formatDateTime } from '../../i18n/format';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';

export function SportsBook({ gameId }: { gameId: number }) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <Book gameId={gameId} />
    </Suspense>
  );
}

const SELECTIONS: Selection[] = ['home', 'draw', 'away'];

function Book({ gameId }: { gameId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { load, inspect } = useSystem();
  const book = useActorRef(use(load.sportsBet()), {
    input: { gameId, minBet: '0.10', maxBet: '1000.00' },
    ...(inspect ? { inspect } : {}),
  });
  const fixtures = useSelector(book, (s) => s.context.fixtures);
  const bets = useSelector(book, (s) => s.context.bets);
  const pick = useSelector(book, (s) => s.context.pick);
  const amount = useSelector(book, (s) => s.context.amount);
  const error = useSelector(book, (s) => s.context.error);
  const placed = useSelector(book, (s) => s.context.placed);
  const loading = useSelector(book, (s) => s.matches('loading') && s.context.fixtures.length === 0);
  const loadFailed = useSelector(book, (s) => s.matches('loadFailed'));
  const placing = useSelector(book, (s) => s.matches('placing'));
  const rules = useSelector(book, (s) => s.context.rules);

  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed) {
    return <LoadFailed onRetry={() => book.send({ type: 'sports.retry' })} />;
  }

  const label = (selection: Selection, fixture: Fixture) =>
    selection === 'home' ? fixture.home : selection === 'away' ? fixture.away : t`Draw`;
  const picked = pick ? fixtures.find((f) => f.id === pick.fixtureId) : undefined;
  const odds = picked && pick ? picked.odds[pick.selection] : '';
  const potential = odds ? (Number(amount.replace(',', '.')) * Number(odds) || 0).toFixed(2) : '0';
  const pickName = picked && pick ? label(pick.selection, picked) : '';
  const placedName = placed ? `${placed.home} × ${placed.away}` : '';
  const margin = rules?.margin ?? '';
  const rtp = rules?.rtp ?? '';

  return (
    <div className="sports">
      <p>
        <Link to="/sports" className="btn btn-ghost btn-block" data-testid="open-sports">
          <Trans>Open the sportsbook: every league, live matches and accumulators</Trans>
        </Link>
      </p>
      {placed && (
        <p className="sports-placed" role="status">
          <Trans>
            Bet placed: {placedName}, potential win <Money amount={placed.potential_win} />
          </Trans>
        </p>
      )}
      {rules && (
        <details className="card slot-rules" open={bets.length === 0}>
          <summary>
            <Trans>How the odds work · margin {margin}%</Trans>
          </summary>
          <ul className="game-facts muted">
            <li>
              <Trans>
                Fixed odds: a winning bet pays the stake times the odds taken when it was placed, once the match's
                official result is known.
              </Trans>
            </li>
            <li>
              <Trans>
                The odds include a margin of {margin}% (the sum of 1/odds of the three results is 1 + margin), so they
                return {rtp}% of what is staked on a match.
              </Trans>
            </li>
            <li>
              <Trans>
                Bets from <Money amount={rules.min_bet} /> to <Money amount={rules.max_bet} />, until kickoff.
              </Trans>
            </li>
          </ul>
        </details>
      )}
      <ul className="fixtures">
        {fixtures
          .filter((f) => f.status === 'open' && Date.parse(f.kickoff) > Date.now())
          .map((fixture) => (
            <li key={fixture.id} className="card fixture">
              <p className="fixture-meta muted">
                {fixture.competition} · {formatDateTime(fixture.kickoff, locale)}
              </p>
              <p className="fixture-teams">
                {fixture.home} <span className="muted">×</span> {fixture.away}
              </p>
              <div className="odds" role="group" aria-label={`${fixture.home} × ${fixture.away}`}>
                {SELECTIONS.map((selection) => (
                  <button
                    key={selection}
                    type="button"
                    className="odd"
                    aria-pressed={pick?.fixtureId === fixture.id && pick.selection === selection}
                    onClick={() => book.send({ type: 'sports.pick', fixtureId: fixture.id, selection })}
                  >
                    <span className="odd-label">{label(selection, fixture)}</span>
                    <span className="odd-value">{fixture.odds[selection]}</span>
                  </button>
                ))}
              </div>
            </li>
          ))}
      </ul>

      <form
        className="card bet-slip"
        noValidate
        aria-label={t`Bet slip`}
        onSubmit={(event) => {
          event.preventDefault();
          book.send({ type: 'sports.place' });
        }}
      >
        <h2>
          <Trans>Bet slip</Trans>
        </h2>
        {picked && pick ? (
          <p>
            <strong>{pickName}</strong> @ {odds}{' '}
            <span className="muted">
              ({picked.home} × {picked.away})
            </span>
          </p>
        ) : (
          <p className="muted">
            <Trans>Tap the odds of a result to add it here.</Trans>
          </p>
        )}
        <div className="field">
          <label htmlFor="sports-stake">
            <Trans>Stake (R$)</Trans>
          </label>
          <input
            id="sports-stake"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => book.send({ type: 'sports.amount', amount: e.target.value })}
          />
        </div>
        <p className="muted">
          <Trans>
            Potential win: <Money amount={potential} />
          </Trans>
        </p>
        {error && (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        )}
        {rules && (
          <p className="game-terms muted" data-testid="game-terms">
            <Trans>Odds margin</Trans> {margin}% · <Trans>return to player</Trans> {rtp}%
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={placing}>
          {placing ? <Trans>Please wait…</Trans> : <Trans>Place bet</Trans>}
        </button>
      </form>

      {bets.length > 0 && (
        <section className="my-bets" aria-labelledby="my-bets-title">
          <h2 id="my-bets-title">
            <Trans>My bets</Trans>
          </h2>
          <ul className="stack">
            {bets.map((bet) => (
              <li key={bet.bet_id} className="card my-bet">
                <p>
                  <strong>
                    {bet.home} × {bet.away}
                  </strong>{' '}
                  · {bet.selection === 'draw' ? t`Draw` : bet.selection === 'home' ? bet.home : bet.away} @ {bet.odds}
                </p>
                <p className="muted">
                  <Money amount={bet.amount} /> ·{' '}
                  {bet.status === 'open' ? (
                    <Trans>Open</Trans>
                  ) : bet.status === 'won' ? (
                    <Trans>Won</Trans>
                  ) : (
                    <Trans>Lost</Trans>
                  )}
                  {bet.status === 'won' && (
                    <>
                      {' '}
                      · <Money amount={bet.win_amount} />
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
