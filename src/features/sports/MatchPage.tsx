import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
// The section's styles and refusals come with /sports, the route this page is a part of (?match=code).
import './match.css';
import type { FixtureMarket, FixtureMarkets, MarketGroup, SportId } from '../../../contract/sports';
import { pickKey, type BetSlipActorRef, type SlipPick } from '../../../machines/betSlip.machine';
import { shownTab, type MatchPageActorRef } from '../../../machines/matchPage.machine';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { formatDayHeading, formatTime } from '../../i18n/sportsFormat';
import { useOdds } from '../../i18n/useOdds';
import { Icon, StrokeIcon } from '../../ui/Icon';
import { LoadFailed } from '../../ui/LoadFailed';
import { BetSlip, carriedPicks, SLIP_LIMITS, useBetsVersion } from './BetSlip';
import { liveClock, marketName, selectionName, useMarketLabels } from './names';

/** The match page's tabs, in the order the server lists them. */
const TABS: Record<MarketGroup, MessageDescriptor> = {
  // A context of its own: the shell's "Main" is the main menu's name.
  main: msg({ message: 'Main', context: 'match page tab' }),
  goals: msg`Goals`,
  handicaps: msg`Handicaps`,
  corners_cards: msg`Corners and cards`,
  players: msg`Players`,
};
/** The other sports' totals (points, games, sets, rounds, maps) share football's "goals" tab. */
const TOTALS = msg`Totals`;
const tabName = (group: MarketGroup, sport: SportId | undefined) =>
  group === 'goals' && sport && sport !== 'football' ? TOTALS : TABS[group];

/** A padlock: a suspended market's selections. */
const LOCK = 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z';

/** One match's page (/sports?match=code): its markets by tab, live by the section's stream, and the bet slip. */
export function MatchPage({ code }: { code: string }) {
  return (
    <Suspense fallback={<MatchSkeleton />}>
      <Match key={code} code={code.toUpperCase()} />
    </Suspense>
  );
}

function MatchSkeleton() {
  return <div className="sports-page skeleton sports-skeleton" aria-busy="true" />;
}

function Match({ code }: { code: string }) {
  const { load } = useSystem();
  const match = useFlow(load.matchPage(), { input: { code } });
  const markets = useSelector(match, (s) => s.context.markets);
  const failed = useSelector(match, (s) => s.matches('failed'));
  // A member's odds format and the markets' names load with the markets, so they show from the first paint.
  useOdds();
  const named = useMarketLabels(markets?.groups.flatMap((g) => g.markets.map((m) => m.id)) ?? ['ah:0']);
  if (failed)
    return (
      <div className="sports-page">
        <LoadFailed onRetry={() => match.send({ type: 'match.retry' })} />
      </div>
    );
  if (!markets || !named) return <MatchSkeleton />;
  return <Book match={match} markets={markets} />;
}

function Book({ match, markets }: { match: MatchPageActorRef; markets: FixtureMarkets }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { load } = useSystem();
  const slip = useFlow(load.betSlip(), { input: { ...SLIP_LIMITS, picks: carriedPicks() } });
  const picks = useSelector(slip, (s) => s.context.picks);
  const chosen = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  const players = useSelector(match, (s) => s.context.players);
  const tab = useSelector(match, (s) => shownTab(s.context));
  const closed = useSelector(match, (s) => s.matches('closed'));
  const [betsVersion, bumpBets] = useBetsVersion(slip);
  const { event } = markets;
  const live = event.live;
  const group = markets.groups.find((g) => g.group === tab);

  return (
    <div className="sports-page match-page" data-fixture={event.id} data-status={event.status}>
      <div className="sports-main">
        <Link to="/sports" className="match-back">
          <Icon name="back" size={18} /> <Trans>Sports</Trans>
        </Link>
        <header className="card match-header">
          <p className="muted match-header-meta">
            <span>{event.competition}</span>
            {live ? (
              <span className="live-badge" data-testid="live-minute">
                {liveClock(i18n, live)}
              </span>
            ) : (
              <span className="match-time">
                {formatDayHeading(event.kickoff, locale, true)} · {formatTime(event.kickoff, locale)}
              </span>
            )}
          </p>
          <h1 className="match-header-teams">
            <span className="match-header-team">{event.home}</span>
            <span className="match-header-score" data-testid="match-score">
              {live ? `${live.score.home} – ${live.score.away}` : '×'}
            </span>
            <span className="match-header-team">{event.away}</span>
          </h1>
        </header>

        {closed || markets.groups.length === 0 ? (
          <p className="muted sports-empty" role="status">
            <Trans>This match takes no more bets: your bets on it are settled in My bets.</Trans>
          </p>
        ) : (
          <>
            <div className="chips match-tabs" role="tablist" aria-label={t`Markets`}>
              {markets.groups.map((g) => (
                <button
                  key={g.group}
                  type="button"
                  role="tab"
                  className="chip"
                  aria-selected={g.group === tab}
                  data-group={g.group}
                  onClick={() => match.send({ type: 'match.tab', tab: g.group })}
                >
                  {i18n._(tabName(g.group, event.sport))} <span className="chip-count">{g.markets.length}</span>
                </button>
              ))}
            </div>
            <div className="match-market-list" role="tabpanel">
              {group?.markets.map((m) => (
                <Market key={m.id} market={m} event={event} players={players} slip={slip} chosen={chosen} />
              ))}
            </div>
          </>
        )}
      </div>
      <BetSlip
        slip={slip}
        onShowBets={() => void navigate({ to: '/sports', search: { tab: 'bets' } })}
        betsVersion={betsVersion}
        onCashedOut={bumpBets}
      />
    </div>
  );
}

function Market(props: {
  market: FixtureMarket;
  event: FixtureMarkets['event'];
  players: Record<string, string>;
  slip: BetSlipActorRef;
  chosen: Set<string>;
}) {
  const { market, event, players, slip, chosen } = props;
  const { i18n } = useLingui();
  const price = useOdds();
  // Many selections (correct score, scorers): three a row on a phone, more on a desktop.
  const many = market.selections.length > 3;
  return (
    <section className="card match-market" data-market={market.id} data-suspended={market.suspended}>
      <h2 className="market-name">
        {marketName(i18n, market.id, event)}
        {market.suspended && (
          <span className="match-market-locked">
            <StrokeIcon d={LOCK} size={14} /> <Trans>Suspended</Trans>
          </span>
        )}
      </h2>
      <div className={`market-odds${many ? ' market-odds-many' : ''}`}>
        {market.selections.map((s) => {
          const label = selectionName(i18n, market.id, s.selection, event.home, event.away, players, event.sport);
          const pick: SlipPick = {
            fixtureId: event.id,
            market: market.id,
            selection: s.selection,
            odds: s.odds ?? '',
            home: event.home,
            away: event.away,
            sport: event.sport,
            live: event.status === 'live',
            label,
          };
          const key = pickKey(pick);
          return (
            <button
              key={s.selection}
              type="button"
              className="odd odd-wide"
              aria-pressed={chosen.has(key)}
              disabled={market.suspended || s.odds === null}
              data-pick={key}
              onClick={() => slip.send({ type: 'slip.toggle', pick })}
            >
              <span className="odd-label">{label}</span>
              <span className="odd-value">{s.odds === null ? <StrokeIcon d={LOCK} size={14} /> : price(s.odds)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
