import { SUSPENDED_AFTER_SECONDS, SUSPENDED_BEFORE_SECONDS } from './dangerousMoments';
import * as v from 'valibot';
import type { SportId, SportsBoard, SportsBoardEndpoints } from '../../contract/sportsBoard';
import { compareEvents, type SportsBoardChanges } from '../../contract/sportsBoardChanges';
import type { AppDeps } from '../config';
import type { AppContext } from '../http/env';
import { refusal } from '../http/envelope';
import { pushStream, watchedState, type PushEvent, type Topic } from '../http/push';
import { leagueOf } from './fixtures';
import { BREAK_MINUTES, HALF_MINUTES, MATCH_MINUTES } from './markets';
import { sportsBoard } from './slips';

/*
 * The sports board pushed (GET /house/sports/stream), on the push hub (server/http/push.ts): per process
 * one feed of the whole board for every stream. A fixture's minute, score and odds are functions of the
 * clock (markets.ts), so the feed knows from the clock alone when the board can change: a fixture kicking
 * off, a live minute going by (a goal falls on a minute; the odds move with it), half time, the final
 * whistle. It reads the board then, and only then. The traders' suspensions, reopenings and odds set by
 * hand, and a fixture settled or voided before its end, the clock cannot tell: the database says them as
 * they commit (the `sports` change notice, migration 0053), on whichever process they were made, and the
 * feed of every process reads the board again. Fixtures newly put on the schedule (days ahead) join at the
 * next read. Each stream sends its view's changes only.
 */

export const SPORTS_PULSE_MS = 1_000;

const MINUTE = 60_000;

type StreamQuery = v.InferOutput<NonNullable<(typeof SportsBoardEndpoints)['sportsStream']['query']>>;

/** The board of every league's events, with their kickoffs, as the feed read it at `at` (ms). */
export interface BoardState {
  at: number;
  board: SportsBoard;
  kickoffs: number[];
}

/**
 * Where each of these kickoffs' matches is at `now` as far as the board can show it: before kickoff, the
 * minute of play, half time (the same board for its fifteen minutes) or over, and where it is against
 * the suspensions around dangerous moments (dangerousMoments.ts: they start and end at fixed seconds of a
 * minute). The key changes exactly when a fixture's minute, period, score, live odds or suspension can change.
 */
const BEFORE = SUSPENDED_BEFORE_SECONDS * 1000;
const AFTER = SUSPENDED_AFTER_SECONDS * 1000;

export function clockKey(kickoffs: readonly number[], now: number): string {
  return kickoffs
    .map((kickoff) => {
      const elapsed = now - kickoff;
      if (elapsed < 0) return 'u';
      if (elapsed >= MATCH_MINUTES * MINUTE) return 'x';
      const minute = Math.floor(elapsed / MINUTE);
      // A dangerous moment's suspension starts BEFORE ms ahead of a minute and ends AFTER ms into it.
      if (minute >= HALF_MINUTES && minute < HALF_MINUTES + BREAK_MINUTES) {
        return elapsed + BEFORE >= (HALF_MINUTES + BREAK_MINUTES) * MINUTE ? 'h+' : 'h';
      }
      return `${minute}:${Math.floor((elapsed + BEFORE) / MINUTE)}:${Math.floor((elapsed - AFTER) / MINUTE)}`;
    })
    .join(',');
}

/**
 * Another sport's board changes with every point, game, round or map (its model's clock, not minutes): a
 * live event's key moves every OTHER_SPORT_TICK_MS of play, so its clock, score and odds are pushed that
 * often, and the board is not read while every event is still to start.
 */
export const OTHER_SPORT_TICK_MS = 5_000;

export function otherClockKey(kickoffs: readonly number[], now: number): string {
  return kickoffs
    .map((kickoff) => (now < kickoff ? 'u' : String(Math.floor((now - kickoff) / OTHER_SPORT_TICK_MS))))
    .join(',');
}

/** The board at `now`. */
async function readBoard(deps: AppDeps, sport: SportId, now: Date): Promise<BoardState> {
  const board = await sportsBoard(deps, sport === 'football' ? {} : { sport }, now);
  return { at: now.getTime(), board, kickoffs: board.events.map((e) => Date.parse(e.kickoff)) };
}

/** A sport's board as one feed for every stream of it (football's by the minute, another's by its tick). */
export const boardTopic = (deps: AppDeps, sport: SportId = 'football'): Topic<BoardState> => {
  const key = sport === 'football' ? clockKey : otherClockKey;
  return {
    id: sport === 'football' ? 'sports:board' : `sports:board:${sport}`,
    label: sport === 'football' ? 'The sports board' : `The sports board (${sport})`,
    pulseMs: SPORTS_PULSE_MS,
    phase: (now, last) => key(last.kickoffs, now.getTime()),
    stamp: (state) => key(state.kickoffs, state.at),
    read: (now) => readBoard(deps, sport, now),
    newer: (a, b) => a.at > b.at,
    wakeOn: 'sports',
  };
};

/** A stream's part of the board: its league's or fixture's events, the first `limit` of them. */
export function boardView(board: SportsBoard, query: StreamQuery): SportsBoard {
  const events = board.events
    .filter((e) => (query.league === undefined || e.league === query.league) && (query.fixture ?? e.id) === e.id)
    .sort(compareEvents);
  return { ...board, events: query.limit === undefined ? events : events.slice(0, query.limit) };
}

/**
 * Each event's (and league list's) JSON, written once: every stream's view shares the board's objects, so
 * a change is compared as text once per board read, not once per stream.
 */
const texts = new WeakMap<object, string>();
function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}

/** The changes from one view of the board to the next; null when nothing a player sees changed. */
export function boardChanges(before: SportsBoard, after: SportsBoard): SportsBoardChanges | null {
  const old = new Map(before.events.map((e) => [e.id, textOf(e)]));
  const events = after.events.filter((e) => old.get(e.id) !== textOf(e));
  const kept = new Set(after.events.map((e) => e.id));
  const removed = before.events.filter((e) => !kept.has(e.id)).map((e) => e.id);
  const sameLeagues = textOf(before.leagues) === textOf(after.leagues);
  if (events.length === 0 && removed.length === 0 && sameLeagues) return null;
  return { at: after.at, leagues: after.leagues, events, removed };
}

/**
 * The board's stream: `board` now, then `changes` whenever this view of it changes; a view of a few events
 * (`limit`) is sent whole as `board` instead.
 */
export async function sportsStream(c: AppContext, deps: AppDeps, query: StreamQuery): Promise<Response> {
  if (query.league !== undefined && !leagueOf(query.league)) throw refusal('sports.league_not_found');
  const topic = boardTopic(deps, query.sport ?? 'football');
  let shown: SportsBoard | null = null;
  const id = (state: BoardState) => String(state.at);
  return pushStream<BoardState>(c, deps, {
    topic,
    limitCode: 'sports.streams_limit',
    // A stream joining a watched board starts from it: no read.
    first: async () => watchedState(deps, topic) ?? (await topic.read(deps.clock())),
    opening: (state): PushEvent[] => {
      shown = boardView(state.board, query);
      return [{ event: 'board', id: id(state), data: shown }];
    },
    events: (state): PushEvent[] => {
      const next = boardView(state.board, query);
      const changes = shown ? boardChanges(shown, next) : null;
      shown = next;
      if (!changes) return [];
      const event = query.limit === undefined ? 'changes' : 'board';
      return [{ event, id: id(state), data: event === 'changes' ? changes : next }];
    },
  });
}
