import * as v from 'valibot';
import { SportsBoard, SportsEvent, SportsLeague } from './sportsBoard';

/**
 * The sports stream's `changes` events (GET /house/sports/stream) and how a client applies them: a module
 * of its own, loaded by the app only when a stream sends changes (the home page's short board never
 * gets any), so the first page carries none of it.
 */

/** The board's order: live first, then by kickoff, then by code (what the board and its stream answer). */
export function compareEvents(a: SportsEvent, b: SportsEvent): number {
  if (a.status !== b.status) return a.status === 'live' ? -1 : 1;
  if (a.kickoff !== b.kickoff) return a.kickoff < b.kickoff ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * What changed on the board since the stream's last event: the events that are new or changed (minute,
 * period, score, any odds, a market suspended or reopened, an upcoming fixture now live) whole, the ids
 * of those no longer on it (the final whistle, settled), and every league's counts.
 */
export const SportsBoardChanges = v.object({
  at: v.string(),
  leagues: v.array(SportsLeague),
  events: v.array(SportsEvent),
  removed: v.array(v.string()),
});
export type SportsBoardChanges = v.InferOutput<typeof SportsBoardChanges>;

/** The board after its changes, in the board's order (what a stream's client keeps). */
export function applyBoardChanges(board: SportsBoard, changes: SportsBoardChanges): SportsBoard {
  const gone = new Set([...changes.removed, ...changes.events.map((e) => e.id)]);
  const events = [...board.events.filter((e) => !gone.has(e.id)), ...changes.events].sort(compareEvents);
  return { at: changes.at, sports: board.sports, leagues: changes.leagues, events };
}
