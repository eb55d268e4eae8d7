import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import './refusals';
import './sports.css';
import type { MarketId, SportId, SportsBoard, SportsEvent } from '../../../contract/sports';
import { pickKey, type BetSlipActorRef, type SlipPick } from '../../../machines/betSlip.machine';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDayHeading, formatTime, localDay } from '../../i18n/sportsFormat';
import { useOdds } from '../../i18n/useOdds';
import { Icon } from '../../ui/Icon';
import { LoadFailed } from '../../ui/LoadFailed';
import { BetSlip, carriedPicks, SLIP_LIMITS, useBetsVersion } from './BetSlip';
import { liveClock, marketName, selectionName, selectionShort } from './names';
import { MatchProof } from './MatchProof';
import { useFlow } from '../../flow/useFlow';
import { LeagueStar, LeagueStarsProvider, useStarredLeagues } from './LeagueStars';
import { matchesSearch } from './teamSearch';

/** The book's rules load apart: they show once the server's figures are read. */
const SportsRules = lazy(() => import('./SportsRules').then((m) => ({ default: m.SportsRules })));

/** My bets loads when its tab opens (the board's first page carries none of it). */
const MyBets = lazy(() => import('./MyBets').then((m) => ({ default: m.MyBets })));

export type SportsSearch = { league?: string; day?: string; tab?: 'bets'; pick?: string; match?: string };

export function SportsPage(props: { search: SportsSearch; setSearch: (next: SportsSearch) => void }) {
  return (
    <Suspense fallback={<SportsSkeleton />}>
      <Section {...props} />
    </Suspense>
  );
}

function SportsSkeleton() {
  return <div className="sports-page skeleton sports-skeleton" aria-busy="true" />;
}

function Section({ search, setSearch }: { search: SportsSearch; setSearch: (next: SportsSearch) => void }) {
  const { load } = useSystem();
  const boardRef = useFlow(load.sportsBoard());
  const board = useSelector(boardRef, (s) => s.context.board);
  const sport = useSelector(boardRef, (s) => s.context.sport);
  const loading = useSelector(boardRef, (s) => s.matches('loading'));
  const failed = useSelector(boardRef, (s) => s.matches('failed'));
  // Loads a member's odds format while the board loads, so the matches show in it from their first paint.
  useOdds();
  if (failed) return <LoadFailed onRetry={() => boardRef.send({ type: 'board.retry' })} />;
  if (!board) return <SportsSkeleton />;
  return (
    <LeagueStarsProvider>
      <Book
        board={board}
        search={search}
        setSearch={setSearch}
        sport={sport}
        loading={loading}
        onSport={(next) => {
          setSearch({ ...search, league: undefined, day: undefined });
          boardRef.send({ type: 'board.sport', sport: next });
        }}
      />
    </LeagueStarsProvider>
  );
}

function Book({
  board,
  search,
  setSearch,
  sport,
  loading,
  onSport,
}: {
  board: SportsBoard;
  search: SportsSearch;
  setSearch: (next: SportsSearch) => void;
  sport: SportId;
  loading: boolean;
  onSport: (sport: SportId) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { load } = useSystem();
  const slip = useFlow(load.betSlip(), {
    input: { ...SLIP_LIMITS, pick: search.pick, events: board.events, picks: carriedPicks() },
  });
  const picks = useSelector(slip, (s) => s.context.picks);
  const chosen = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  const [betsVersion, bumpBets] = useBetsVersion(slip);
  // The pick travels once: drop it from the address once the slip has it.
  useEffect(() => {
    if (search.pick) setSearch({ ...search, pick: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Another tab starts at its top: the matches' scroll position means nothing to My bets (and left a phone
  // looking at the blank space below a short list).
  const shownTab = useRef(search.tab);
  useEffect(() => {
    if (shownTab.current === search.tab) return;
    shownTab.current = search.tab;
    window.scrollTo({ top: 0 });
  }, [search.tab]);

  const starred = useStarredLeagues();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  // Starred leagues first (first starred first), in the navigation and in every list of matches.
  const rank = (id: string) => (starred.includes(id) ? starred.indexOf(id) : starred.length);
  const leagues = [...board.leagues].sort((a, b) => rank(a.id) - rank(b.id));
  const leagueNames = new Map(board.leagues.map((l) => [l.id, l.name]));
  const league = search.league && board.leagues.some((l) => l.id === search.league) ? search.league : undefined;
  const inLeague = board.events
    .filter((e) => (!league || e.league === league) && matchesSearch(e, leagueNames.get(e.league) ?? '', query))
    .sort((a, b) => rank(a.league) - rank(b.league));
  const live = inLeague.filter((e) => e.status === 'live');
  // In calendar order ("YYYY-MM-DD"), whatever order the starred leagues put the matches in.
  const days = [...new Set(inLeague.filter((e) => e.status === 'upcoming').map((e) => localDay(e.kickoff)))].sort();
  const day = search.day && days.includes(search.day) ? search.day : undefined;
  const today = localDay(new Date(board.at));
  const tomorrow = localDay(new Date(new Date(board.at).getTime() + 86_400_000));
  const dayName = (d: string, iso: string, short = false) =>
    d === today ? t`Today` : d === tomorrow ? t`Tomorrow` : formatDayHeading(iso, locale, short);
  const groups = days
    .filter((d) => !day || d === day)
    .map((d) => ({ day: d, events: inLeague.filter((e) => e.status === 'upcoming' && localDay(e.kickoff) === d) }));
  const totalLive = board.leagues.reduce((n, l) => n + l.live, 0);
  const rows = useRowsDrawn();
  const { liveDrawn, groupsDrawn } = drawnOf(live, groups, rows);

  return (
    <div className="sports-page">
      <div className="sports-main" aria-busy={rows < Infinity}>
        <div className="sports-head">
          <h1>
            <Trans>Sports</Trans>
          </h1>
          <div className="sports-tabs" role="tablist" aria-label={t`Sports`}>
            <button
              type="button"
              role="tab"
              aria-selected={search.tab !== 'bets'}
              data-testid="tab-matches"
              onClick={() => setSearch({ ...search, tab: undefined })}
            >
              <Trans>Matches</Trans>
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={search.tab === 'bets'}
              data-testid="tab-bets"
              onClick={() => {
                slip.send({ type: 'slip.close' });
                setSearch({ ...search, tab: 'bets' });
              }}
            >
              <Trans>My bets</Trans>
            </button>
          </div>
        </div>

        {search.tab === 'bets' ? (
          <Suspense fallback={<div className="skeleton sports-skeleton" aria-busy="true" />}>
            <MyBets version={betsVersion} onCashedOut={bumpBets} />
          </Suspense>
        ) : (
          <>
            <div className="sports-search" role="search">
              <Icon name="search" size={18} />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t`Search for a team or league`}
                aria-label={t`Search for a team or league`}
                enterKeyHint="search"
                data-testid="sports-search"
              />
            </div>
            <SportsNav board={board} sport={sport} loading={loading} onSport={onSport} />
            <nav className="chips sports-leagues" aria-label={t`Leagues`}>
              <button
                type="button"
                className="chip"
                aria-pressed={!league}
                onClick={() => setSearch({ ...search, league: undefined, day: undefined })}
              >
                <Trans>All</Trans> <span className="chip-count">{board.events.length}</span>
              </button>
              {leagues.map((l) => (
                <span key={l.id} className="league-chip">
                  <button
                    type="button"
                    className="chip"
                    data-league={l.id}
                    aria-pressed={league === l.id}
                    onClick={() => setSearch({ ...search, league: l.id, day: undefined })}
                  >
                    <span className={`flag flag-${l.country}`} aria-hidden="true" />
                    {l.name}
                    {l.live > 0 && <span className="chip-live">{l.live}</span>}
                    <span className="chip-count">{l.live + l.upcoming}</span>
                  </button>
                  <LeagueStar league={l.id} name={l.name} />
                </span>
              ))}
            </nav>
            <nav className="chips sports-days" aria-label={t`Days`}>
              {totalLive > 0 && (
                <a className="chip chip-live-link" href="#live">
                  <span className="live-dot" aria-hidden="true" /> <Trans context="match in play">Live</Trans>
                </a>
              )}
              <button
                type="button"
                className="chip"
                aria-pressed={!day}
                onClick={() => setSearch({ ...search, day: undefined })}
              >
                <Trans>All days</Trans>
              </button>
              {days.map((d) => (
                <button
                  key={d}
                  type="button"
                  className="chip"
                  data-day={d}
                  aria-pressed={day === d}
                  onClick={() => setSearch({ ...search, day: d })}
                >
                  {dayName(d, inLeague.find((e) => localDay(e.kickoff) === d)!.kickoff, true)}
                </button>
              ))}
            </nav>

            {live.length > 0 && !day && (
              <section className="match-group" id="live" aria-labelledby="group-live">
                <h2 id="group-live" className="match-group-title">
                  <span className="live-dot" aria-hidden="true" /> <Trans>Live now</Trans>
                </h2>
                <ul className="matches">
                  {liveDrawn.map((e) => (
                    <MatchRow key={e.id} event={e} slip={slip} chosen={chosen} />
                  ))}
                </ul>
              </section>
            )}
            {groupsDrawn.map((g) => (
              <section key={g.day} className="match-group" aria-labelledby={`group-${g.day}`}>
                <h2 id={`group-${g.day}`} className="match-group-title">
                  {dayName(g.day, g.events[0]!.kickoff)}
                </h2>
                <ul className="matches">
                  {g.events.map((e) => (
                    <MatchRow key={e.id} event={e} slip={slip} chosen={chosen} />
                  ))}
                </ul>
              </section>
            ))}
            {live.length === 0 && groups.length === 0 && (
              <p className="muted sports-empty" role="status">
                {typed ? (
                  <Trans>No team or league matches “{typed}”.</Trans>
                ) : (
                  <Trans>No matches to bet on here right now.</Trans>
                )}
              </p>
            )}
            {/* Below the matches: it arrives after them (its own chunk and the book's figures) and moves none. */}
            <Suspense fallback={null}>
              <SportsRules />
            </Suspense>
          </>
        )}
      </div>
      <BetSlip
        slip={slip}
        onShowBets={() => setSearch({ ...search, tab: 'bets' })}
        betsVersion={betsVersion}
        onCashedOut={bumpBets}
      />
    </div>
  );
}

/** How many match rows the first screen draws: a phone's screen and a desktop's first view hold fewer. */
const FIRST_ROWS = 8;

/**
 * How many match rows to draw: the first screen's at once, then the rest in a transition right after it
 * (React yields to the browser while it draws them), so a long board does not hold the page's first paint
 * and its answer to a first tap. The rows come in below the first screen's: nothing on screen moves.
 */
function useRowsDrawn(): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
  }, []);
  return all ? Infinity : FIRST_ROWS;
}

/** The live matches, then the days' groups, cut after `rows` matches in all (a group left empty is not drawn). */
function drawnOf<G extends { events: SportsEvent[] }>(live: SportsEvent[], groups: G[], rows: number) {
  let left = rows;
  const liveDrawn = live.slice(0, left);
  left -= liveDrawn.length;
  const groupsDrawn: G[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const events = group.events.slice(0, left);
    left -= events.length;
    groupsDrawn.push({ ...group, events });
  }
  return { liveDrawn, groupsDrawn };
}

/** The sports' navigation: each sport with its events live and to come; the board shows the one chosen. */
function SportsNav(props: { board: SportsBoard; sport: SportId; loading: boolean; onSport: (sport: SportId) => void }) {
  const { t } = useLingui();
  const { board, sport, loading, onSport } = props;
  const names: Record<SportId, string> = {
    football: t`Football`,
    basketball: t`Basketball`,
    tennis: t`Tennis`,
    volleyball: t`Volleyball`,
    mma: t`MMA`,
    esports: t`eSports`,
  };
  const counts = board.sports ?? [];
  return (
    <nav className="chips sports-nav" aria-label={t`Sports`} aria-busy={loading} data-sport={sport}>
      {(Object.keys(names) as SportId[]).map((id) => {
        const count = counts.find((c) => c.id === id);
        return (
          <button
            key={id}
            type="button"
            className="chip"
            data-sport={id}
            aria-pressed={sport === id}
            onClick={() => id !== sport && onSport(id)}
          >
            {names[id]}
            {count && count.live > 0 && <span className="chip-live">{count.live}</span>}
            {count && <span className="chip-count">{count.live + count.upcoming}</span>}
          </button>
        );
      })}
    </nav>
  );
}

const ROW_MARKET: MarketId = '1x2';

function MatchRow({ event, slip, chosen }: { event: SportsEvent; slip: BetSlipActorRef; chosen: Set<string> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Another sport's row: its main market, two odds (home, away), no draw.
  const rowMarket = event.main?.market ?? ROW_MARKET;
  const main = event.main ?? event.markets.find((m) => m.market === ROW_MARKET);
  const more = event.markets.filter((m) => m.market !== ROW_MARKET).reduce((n, m) => n + m.selections.length, 0);
  const live = event.live;
  const teams = `${event.home} × ${event.away}`;
  return (
    <li
      className="match"
      data-fixture={event.id}
      data-league={event.league}
      data-sport={event.sport ?? 'football'}
      data-status={event.status}
    >
      <div className="match-meta">
        {live ? (
          <span className="live-badge" data-testid="live-minute">
            {liveClock(i18n, live)}
          </span>
        ) : (
          <span className="match-time">{formatTime(event.kickoff, locale)}</span>
        )}
        <span className="muted match-competition">{event.competition}</span>
      </div>
      <div className="match-body">
        <Link
          to="/sports"
          search={{ match: event.id }}
          className="match-teams"
          aria-label={t`All markets of ${teams}`}
          data-testid="match-link"
        >
          <Team name={event.home} score={live?.score.home} />
          <Team name={event.away} score={live?.score.away} />
        </Link>
        <div className="match-odds" role="group" aria-label={teams}>
          {main && main.selections.length > 0 ? (
            main.selections.map((s) => (
              <OddButton
                key={s.selection}
                event={event}
                market={rowMarket}
                selection={s.selection}
                odds={s.odds}
                label={event.main ? (s.selection === 'home' ? '1' : '2') : selectionShort(ROW_MARKET, s.selection)}
                slip={slip}
                chosen={chosen}
              />
            ))
          ) : (
            <span className="muted suspended">
              <Trans>Suspended</Trans>
            </span>
          )}
        </div>
        <button
          type="button"
          className="match-more"
          aria-expanded={open}
          aria-label={open ? t`Hide the markets` : t`All markets`}
          data-testid="more-markets"
          onClick={() => setOpen((o) => !o)}
        >
          {more > 0 ? `+${more}` : <Icon name="chevron" size={18} />}
        </button>
      </div>
      {open && (
        <div className="match-markets">
          {event.markets.map((m) => (
            <div key={m.market} className="market" data-market={m.market}>
              <p className="market-name">{marketName(i18n, m.market)}</p>
              <div className="market-odds">
                {m.selections.length === 0 ? (
                  <span className="muted suspended">
                    <Trans>Suspended</Trans>
                  </span>
                ) : (
                  m.selections.map((s) => (
                    <OddButton
                      key={s.selection}
                      event={event}
                      market={m.market}
                      selection={s.selection}
                      odds={s.odds}
                      label={selectionName(i18n, m.market, s.selection, event.home, event.away)}
                      slip={slip}
                      chosen={chosen}
                      wide
                    />
                  ))
                )}
              </div>
            </div>
          ))}
          <MatchProof commitment={event.commitment} />
        </div>
      )}
    </li>
  );
}

/** A team's name, cut with an ellipsis when the row is narrow (the full name in its title), and its live score. */
function Team({ name, score }: { name: string; score: number | undefined }) {
  return (
    <span className="team">
      <span className="team-name" title={name}>
        {name}
      </span>
      {score !== undefined && <strong className="score">{score}</strong>}
    </span>
  );
}

function OddButton(props: {
  event: SportsEvent;
  market: MarketId | (string & {});
  selection: string;
  odds: string;
  label: string;
  slip: BetSlipActorRef;
  chosen: Set<string>;
  wide?: boolean;
}) {
  const { event, market, selection, odds, label, slip, chosen, wide } = props;
  const price = useOdds();
  const previous = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (previous.current === odds) return;
    setMove(Number(odds) > Number(previous.current) ? 'up' : 'down');
    previous.current = odds;
    const timer = setTimeout(() => setMove(null), 4000);
    return () => clearTimeout(timer);
  }, [odds]);
  const pick: SlipPick = {
    fixtureId: event.id,
    market,
    selection,
    odds,
    home: event.home,
    away: event.away,
    live: event.status === 'live',
  };
  const key = pickKey(pick);
  return (
    <button
      type="button"
      className={`odd${wide ? ' odd-wide' : ''}${move ? ` odd-${move}` : ''}`}
      aria-pressed={chosen.has(key)}
      data-pick={key}
      onClick={() => slip.send({ type: 'slip.toggle', pick })}
    >
      <span className="odd-label">{label}</span>
      <span className="odd-value">{price(odds)}</span>
    </button>
  );
}
