import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import './football.css';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { pickKey, type SportsEvent } from '../../../contract/sportsBoard';
import { formatDayHeading, formatOdds, formatTime, localDay } from '../../i18n/sportsFormat';
import { useFlow } from '../../flow/useFlow';
import { FootballFrame, FootballSkeleton } from './FootballFrame';

/**
 * The home page's football block: the first matches to bet on, live ones first with their minute and
 * score and odds as the page opened (the sports section follows them live); an odd opens the sportsbook with
 * it in the slip.
 * Code and styles load after the first paint (FootballFrame keeps its place); the texts are the shell's.
 */
export default function Football() {
  const { load } = useSystem();
  const board = useFlow(load.homeFootball());
  const events = useSelector(board, (s) => s.context.board?.events);
  const failed = useSelector(board, (s) => s.matches('failed'));
  // Without matches (or the board) the home page simply goes on to the games.
  if (failed || events?.length === 0) return null;
  return (
    <FootballFrame>
      {events ? (
        <ul className="football-list">
          {events.map((event) => (
            <Match key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <FootballSkeleton />
      )}
    </FootballFrame>
  );
}

const SELECTIONS = [
  ['home', '1'],
  ['draw', 'X'],
  ['away', '2'],
] as const;

function Match({ event }: { event: SportsEvent }) {
  const { t } = useLingui();
  const locale = useLocale();
  const live = event.live;
  const result = event.markets.find((m) => m.market === '1x2');
  const today = localDay(new Date());
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const day = localDay(event.kickoff);
  const when =
    day === today ? t`Today` : day === tomorrow ? t`Tomorrow` : formatDayHeading(event.kickoff, locale, true);
  const names = { home: event.home, draw: t`Draw`, away: event.away };
  return (
    <li className="fixture" data-fixture={event.id} data-status={event.status}>
      <p className="fixture-meta">
        {live ? (
          <span className="fixture-live" data-testid="fixture-live">
            <Trans context="match in play">Live</Trans> ·{' '}
            {live.period === 'half_time' ? t`Half time` : `${live.minute}'`}
          </span>
        ) : (
          <span>
            {when} · {formatTime(event.kickoff, locale)}
          </span>
        )}
        <span className="fixture-competition">{event.competition}</span>
      </p>
      <p className="fixture-teams">
        <span className="fixture-team">
          <span>{event.home}</span>
          {live && <strong className="score">{live.score.home}</strong>}
        </span>
        <span className="fixture-team">
          <span>{event.away}</span>
          {live && <strong className="score">{live.score.away}</strong>}
        </span>
      </p>
      <div className="fixture-odds" role="group" aria-label={`${event.home} × ${event.away}`}>
        {SELECTIONS.map(([selection, short]) => {
          const odds = result?.selections.find((s) => s.selection === selection)?.odds;
          return odds ? (
            <Link
              key={selection}
              to="/sports"
              search={{ pick: pickKey({ fixtureId: event.id, market: '1x2', selection }) }}
              className="odd"
              aria-label={`${names[selection]} ${formatOdds(odds, locale)}`}
              data-pick={pickKey({ fixtureId: event.id, market: '1x2', selection })}
            >
              <span className="odd-label">{short}</span>
              <span className="odd-value">{formatOdds(odds, locale)}</span>
            </Link>
          ) : (
            <span key={selection} className="odd odd-off" aria-hidden="true">
              <span className="odd-label">{short}</span>
              <span className="odd-value">–</span>
            </span>
          );
        })}
      </div>
    </li>
  );
}
