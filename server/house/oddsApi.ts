import type { FixtureRow } from '../db/schema';
import type { FinalScore, SportsFeed, SportsFeedFactory } from './feedTypes';
import { SCHEDULE_DAYS, type ScheduledFixture } from './fixtures';
import {
  BREAK_MINUTES,
  HALF_MINUTES,
  MARGIN,
  MATCH_MINUTES,
  price,
  probabilities,
  type LiveState,
  type Prices,
} from './markets';

/**
 * A real provider as the sportsbook's feed: The Odds API, version 4 (https://the-odds-api.com/liveapi/guides/v4),
 * chosen with SPORTS_FEED=the-odds-api and ODDS_API_KEY (server/env.ts). It reads, for each league it
 * follows (`ODDS_API_LEAGUES`: the provider's sport key → the house's league):
 * - GET /v4/sports/{sport}/odds?regions=eu&markets=h2h,totals&oddsFormat=decimal&apiKey=…: the events to come
 *   (id, commence_time, home_team, away_team) with each bookmaker's decimal prices (`bookmakers[].markets[]`,
 *   h2h: the two teams and "Draw"; totals: "Over"/"Under" with their `point`);
 * - GET /v4/sports/{sport}/scores?daysFrom=1&apiKey=…: the events of the last day and the ones to come, each
 *   with `completed` and `scores` [{name, score}] (null before the start).
 *
 * Prices: the CONSENSUS of the bookmakers. Each bookmaker's own margin is taken out (its implied
 * probabilities 1/price divided by their sum), the fair probabilities averaged over the bookmakers, and the
 * house's margin (markets.ts MARGIN) put on: 1X2 from h2h, over/under 2.5 from the totals at point 2.5 (none
 * quoted: not offered). The double chance and both teams to score, which the provider does not quote here,
 * come from the Poisson model fitted to that consensus (the expected goals whose 1X2 and over/under 2.5 are
 * nearest it), which is also what the fixture stores as its expected goals. Before kickoff only: this feed
 * takes no live bets (its prices do not follow the match minute by minute), so live markets are closed.
 *
 * Results: a completed event's final score settles it. An event the provider drops (no longer in the scores
 * of the last day once it should have been played) or marks cancelled is voided: every stake back.
 *
 * The provider counts every call against a quota, so no read calls it: each response is kept `ttlMs`
 * (60 s by default) and shared by every request and the jobs; a failed call is retried on the next read
 * and never taken for an answer (a fixture is voided only on an answer that no longer lists it).
 *
 * This feed decides nothing itself, so it has no fairness proof: the board says so (commitment null).
 */

/** The provider's sport keys the house follows, and the league each is shown in (fixtures.ts LEAGUES). */
export const ODDS_API_LEAGUES: Readonly<Record<string, string>> = {
  soccer_brazil_campeonato: 'bra-a',
  soccer_brazil_serie_b: 'bra-b',
  soccer_conmebol_copa_libertadores: 'libertadores',
  soccer_epl: 'premier',
  soccer_conmebol_copa_sudamericana: 'sudamericana',
  soccer_spain_la_liga: 'laliga',
  soccer_italy_serie_a: 'seriea',
  soccer_uefa_champs_league: 'ucl',
};

export const DEFAULT_ODDS_API_URL = 'https://api.the-odds-api.com';

/** The house's code of a provider's event: TOA- and its id in capitals (fixture codes are upper case). */
export const FIXTURE_PREFIX = 'TOA-';
export const codeOf = (eventId: string) => `${FIXTURE_PREFIX}${eventId.toUpperCase()}`;

interface Outcome {
  name: string;
  price: number;
  point?: number;
}
interface OddsEvent {
  id: string;
  sport_key: string;
  sport_title?: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: { key: string; markets: { key: string; outcomes: Outcome[] }[] }[];
}
interface ScoreEvent {
  id: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
  /** Not in the documented format: honoured if the provider ever flags a cancelled event. */
  cancelled?: boolean;
}

export interface OddsApiOptions {
  apiKey: string;
  /** The provider's address (ODDS_API_URL), without a trailing slash. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long a response is kept before the provider is called again. */
  ttlMs?: number;
  /** The time, for the responses' age. */
  clock?: () => Date;
  leagues?: Readonly<Record<string, string>>;
}

/** The consensus fair probabilities of an event: 1X2, and over/under 2.5 where quoted. */
export interface Consensus {
  '1x2': { home: number; draw: number; away: number };
  ou25: { over: number; under: number } | null;
  /** How many bookmakers the 1X2 consensus is of. */
  books: number;
}

/** Each bookmaker's margin out (proportionally), the fair probabilities averaged; null when nobody quotes h2h. */
export function consensusOf(event: OddsEvent): Consensus | null {
  const sums = { home: 0, draw: 0, away: 0, over: 0, under: 0 };
  let books = 0;
  let totals = 0;
  for (const book of event.bookmakers) {
    const h2h = book.markets.find((m) => m.key === 'h2h');
    const priceOf = (outcomes: Outcome[], name: string) => outcomes.find((o) => o.name === name)?.price;
    if (h2h) {
      const quoted = [event.home_team, 'Draw', event.away_team].map((name) => priceOf(h2h.outcomes, name));
      if (quoted.every((p): p is number => typeof p === 'number' && p > 1)) {
        const implied = quoted.map((p) => 1 / p);
        const sum = implied.reduce((s, q) => s + q, 0);
        sums.home += implied[0]! / sum;
        sums.draw += implied[1]! / sum;
        sums.away += implied[2]! / sum;
        books += 1;
      }
    }
    const total = book.markets.find((m) => m.key === 'totals');
    if (total) {
      const at25 = total.outcomes.filter((o) => o.point === 2.5);
      const over = priceOf(at25, 'Over');
      const under = priceOf(at25, 'Under');
      if (over && under && over > 1 && under > 1) {
        const sum = 1 / over + 1 / under;
        sums.over += 1 / over / sum;
        sums.under += 1 / under / sum;
        totals += 1;
      }
    }
  }
  if (books === 0) return null;
  return {
    '1x2': { home: sums.home / books, draw: sums.draw / books, away: sums.away / books },
    ou25: totals > 0 ? { over: sums.over / totals, under: sums.under / totals } : null,
    books,
  };
}

/**
 * The expected goals (λ home, λ away) whose Poisson 1X2 and over/under 2.5 are nearest the consensus (least
 * squares, on a grid of 0.05 then 0.005).
 */
export function fitGoals(consensus: Consensus): [number, number] {
  const target = consensus['1x2'];
  const error = (lh: number, la: number) => {
    const p = probabilities(lh, la);
    let e =
      (p['1x2'].home! - target.home) ** 2 + (p['1x2'].draw! - target.draw) ** 2 + (p['1x2'].away! - target.away) ** 2;
    if (consensus.ou25) e += (p.ou25.over! - consensus.ou25.over) ** 2;
    return e;
  };
  let best: [number, number] = [1.3, 1.1];
  let bestError = Infinity;
  const search = (h0: number, h1: number, a0: number, a1: number, step: number) => {
    for (let lh = h0; lh <= h1 + 1e-9; lh += step)
      for (let la = a0; la <= a1 + 1e-9; la += step) {
        const e = error(lh, la);
        if (e < bestError) [best, bestError] = [[lh, la], e];
      }
  };
  search(0.2, 4, 0.2, 4, 0.05);
  const [h, a] = best;
  search(Math.max(0.05, h - 0.05), h + 0.05, Math.max(0.05, a - 0.05), a + 0.05, 0.005);
  return best;
}

/** The prices of an event: 1X2 and over/under 2.5 from the consensus, double chance and BTTS from the fit. */
export function consensusPrices(consensus: Consensus): { prices: Prices; goals: [number, number] } {
  const goals = fitGoals(consensus);
  const fitted = probabilities(...goals);
  const market = (probs: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const [selection, p] of Object.entries(probs)) {
      const odds = price(p);
      if (odds === null) return null;
      out[selection] = odds;
    }
    return out;
  };
  return {
    prices: {
      '1x2': market(consensus['1x2']),
      ou25: consensus.ou25 ? market(consensus.ou25) : null,
      dc: market(fitted.dc),
      btts: market(fitted.btts),
    },
    goals,
  };
}

/** The house's margin the consensus is priced with (published with the feed). */
export const ODDS_API_MARGIN = MARGIN;

/** How long after kickoff a match missing from the scores of the last day (daysFrom=1) counts as dropped. */
const DROPPED_WITHIN_MS = 20 * 3_600_000;

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

/** The Odds API as a feed factory; one cache of responses per factory (per server). */
export function oddsApiFeed(options: OddsApiOptions): SportsFeedFactory {
  const baseUrl = (options.baseUrl ?? DEFAULT_ODDS_API_URL).replace(/\/+$/, '');
  const http = options.fetch ?? fetch;
  const ttl = options.ttlMs ?? 60_000;
  const clock = options.clock ?? (() => new Date());
  const leagues = options.leagues ?? ODDS_API_LEAGUES;
  const cache = new Map<string, Cached<unknown>>();
  const priced = new WeakMap<OddsEvent, { prices: Prices; goals: [number, number] } | null>();

  function get<T>(path: string, query: Record<string, string>): Promise<T> {
    const now = clock().getTime();
    const hit = cache.get(path);
    if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
    const url = `${baseUrl}${path}?${new URLSearchParams({ ...query, apiKey: options.apiKey }).toString()}`;
    const value = http(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`The Odds API answered ${response.status} to ${path}`);
      return (await response.json()) as T;
    });
    cache.set(path, { at: now, value });
    // A failed call is not kept: the next read calls again.
    value.catch(() => {
      if (cache.get(path)?.value === value) cache.delete(path);
    });
    return value;
  }

  const odds = (sport: string) =>
    get<OddsEvent[]>(`/v4/sports/${sport}/odds`, { regions: 'eu', markets: 'h2h,totals', oddsFormat: 'decimal' });
  const scores = (sport: string) => get<ScoreEvent[]>(`/v4/sports/${sport}/scores`, { daysFrom: '1' });

  const sportOf = (row: FixtureRow) => Object.keys(leagues).find((sport) => leagues[sport] === row.league);
  const sameEvent = (row: FixtureRow) => (event: { id: string }) => codeOf(event.id) === row.code;
  const pricedOf = (event: OddsEvent) => {
    if (!priced.has(event)) {
      const consensus = consensusOf(event);
      priced.set(event, consensus ? consensusPrices(consensus) : null);
    }
    return priced.get(event)!;
  };

  /** A match that should be over: its entry in the day's scores, 'dropped' without one, null without an answer. */
  const finishedEvent = async (row: FixtureRow, now: Date): Promise<ScoreEvent | 'dropped' | null> => {
    const sport = sportOf(row);
    if (!sport || !row.code.startsWith(FIXTURE_PREFIX)) return null;
    if (now.getTime() < row.kickoff.getTime() + MATCH_MINUTES * 60_000) return null;
    const list = await scores(sport).catch(() => null);
    if (!list) return null;
    return list.find(sameEvent(row)) ?? 'dropped';
  };

  const feed: SportsFeed = {
    async fixtures(now) {
      const until = now.getTime() + SCHEDULE_DAYS * 86_400_000;
      const out: ScheduledFixture[] = [];
      for (const [sport, league] of Object.entries(leagues)) {
        const events = await odds(sport).catch(() => [] as OddsEvent[]);
        for (const event of events) {
          const kickoff = new Date(event.commence_time);
          if (!(kickoff.getTime() > now.getTime() && kickoff.getTime() < until)) continue;
          const made = pricedOf(event);
          const x = made?.prices['1x2'];
          if (!made || !x) continue;
          out.push({
            code: codeOf(event.id),
            league,
            competition: event.sport_title ?? sport,
            home: event.home_team,
            away: event.away_team,
            kickoff,
            oddsHome: x.home!,
            oddsDraw: x.draw!,
            oddsAway: x.away!,
            xgHome: Math.round(made.goals[0] * 100),
            xgAway: Math.round(made.goals[1] * 100),
            status: 'open',
            createdAt: now,
          });
        }
      }
      return out.sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.code.localeCompare(b.code));
    },

    async prices(row, live) {
      const sport = sportOf(row);
      if (live || !sport || !row.code.startsWith(FIXTURE_PREFIX)) return null;
      if (clock().getTime() >= row.kickoff.getTime()) return null;
      const events = await odds(sport).catch(() => null);
      const event = events?.find(sameEvent(row));
      return event ? (pricedOf(event)?.prices ?? null) : null;
    },

    async events(row, now) {
      const sport = sportOf(row);
      if (!sport || now.getTime() < row.kickoff.getTime()) return null;
      const list = await scores(sport).catch(() => null);
      const event = list?.find(sameEvent(row));
      if (!event?.scores) return null;
      const score = scoreOf(event);
      if (!score) return null;
      return { ...clockOf(row.kickoff, now, event.completed), ...score };
    },

    async results(row, now) {
      const event = await finishedEvent(row, now);
      return event && event !== 'dropped' && event.completed && !event.cancelled ? scoreOf(event) : null;
    },

    async voided(row, now) {
      const event = await finishedEvent(row, now);
      // Dropped: the day's scores (which list every match that started in the last day) do not have it. Older
      // than that, its absence says nothing: the operator settles it.
      if (event === 'dropped') return now.getTime() - row.kickoff.getTime() < DROPPED_WITHIN_MS;
      return event?.cancelled === true;
    },
  };
  return () => feed;
}

/** An event's score by side, from its named scores; null when either is missing or not a number. */
function scoreOf(event: ScoreEvent): FinalScore | null {
  const of = (team: string) => {
    const text = event.scores?.find((s) => s.name === team)?.score;
    return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
  };
  const home = of(event.home_team);
  const away = of(event.away_team);
  return home === null || away === null ? null : { home, away };
}

/** The match's minute and period from its kickoff (the provider gives the score, not the clock). */
function clockOf(kickoff: Date, now: Date, completed: boolean): Pick<LiveState, 'minute' | 'period'> {
  const elapsed = Math.floor((now.getTime() - kickoff.getTime()) / 60_000);
  if (completed || elapsed >= MATCH_MINUTES) return { minute: 2 * HALF_MINUTES, period: 'full_time' };
  if (elapsed < HALF_MINUTES) return { minute: elapsed + 1, period: 'first_half' };
  if (elapsed < HALF_MINUTES + BREAK_MINUTES) return { minute: HALF_MINUTES, period: 'half_time' };
  return { minute: Math.min(elapsed - BREAK_MINUTES + 1, 2 * HALF_MINUTES), period: 'second_half' };
}
