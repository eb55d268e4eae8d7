import { apiPath } from '../../contract/endpoint';
import { SportsBoard, SportsBoardEndpoints, type SportsStreamQuery } from '../../contract/sportsBoard';
import { applyBoardChanges, SportsBoardChanges } from '../../contract/sportsBoardChanges';
import type { BoardPush } from '../../machines/sportsBoard.machine';
import { pushed } from './pushed';

/**
 * The sports board's stream (GET /house/sports/stream, server-sent events), shared: every machine of a
 * page that listens to the same query (the board and the bet slip on /sports) shares one EventSource,
 * opened with the first listener and closed with the last. A listener that joins late gets the board as
 * the stream has it now. Every listener is given the whole board each time (`board.snapshot`): the
 * stream's `changes` are applied here, by contract/sportsBoardChanges.ts. A dropped connection (the server gone,
 * the phone offline) is said to every listener and opened again after RECONNECT_MS, as often as it takes;
 * the server starts every connection with the whole board, so nothing missed meanwhile is lost.
 */

export const RECONNECT_MS = 3_000;

type Listener = (push: BoardPush) => void;

interface Shared {
  listeners: Set<Listener>;
  board: SportsBoard | null;
  source: EventSource | null;
  timer?: ReturnType<typeof setTimeout>;
  /** The pushes being applied, one after the other. */
  applying: Promise<unknown>;
}

const streams = new Map<string, Shared>();

/** The listeners that follow the page's streams without one of their own (`subscribeSection`). */
const section = new Set<Listener>();

/** The boards of the streams open now as one: every open stream's events (null before any has a board). */
function sectionBoard(): SportsBoard | null {
  const boards = [...streams.values()].flatMap((shared) => (shared.board ? [shared.board] : []));
  return boards[0] ? { ...boards[0], events: boards.flatMap((board) => board.events) } : null;
}

function tellSection(push: BoardPush) {
  section.forEach((listener) => listener(push));
}

function open(key: string, shared: Shared) {
  const source = new EventSource(
    `${import.meta.env.VITE_API_BASE ?? ''}${apiPath(SportsBoardEndpoints.sportsStream)}?${key}`,
  );
  shared.source = source;
  const tell = (push: BoardPush) => [...shared.listeners].forEach((listener) => listener(push));
  /** Applies a push in order, once what applies it is there; a board of a closed connection is dropped. */
  const apply = (name: string, read: (data: string) => Promise<SportsBoard | null>) =>
    source.addEventListener(name, (event) => {
      shared.applying = shared.applying.then(async () => {
        const board = await read((event as MessageEvent<string>).data);
        if (!board || shared.source !== source) return;
        shared.board = board;
        tell({ type: 'board.snapshot', board });
        const all = section.size > 0 && sectionBoard();
        if (all) tellSection({ type: 'board.snapshot', board: all });
      });
    });
  apply('board', async (data) => pushed(SportsBoard, data));
  apply('changes', async (data) => {
    const changes = pushed(SportsBoardChanges, data);
    return changes && shared.board && applyBoardChanges(shared.board, changes);
  });
  source.onerror = () => {
    source.close();
    shared.source = shared.board = null;
    tell({ type: 'board.dropped' });
    tellSection({ type: 'board.dropped' });
    shared.timer = setTimeout(() => open(key, shared), RECONNECT_MS);
  };
}

/** Listens to the board's pushes for `query` (only keys with a value); answers the unsubscription. */
export function subscribeBoard(query: SportsStreamQuery, listener: Listener): () => void {
  const key = new URLSearchParams(query as Record<string, string>).toString();
  let shared = streams.get(key);
  if (!shared) {
    streams.set(key, (shared = { listeners: new Set(), board: null, source: null, applying: Promise.resolve() }));
    open(key, shared);
  } else if (shared.board) listener({ type: 'board.snapshot', board: shared.board });
  const active = shared;
  active.listeners.add(listener);
  return () => {
    active.listeners.delete(listener);
    if (active.listeners.size > 0) return;
    active.source?.close();
    clearTimeout(active.timer);
    streams.delete(key);
  };
}

/**
 * Listens to the streams the page has open, whichever sport or match they follow, without opening one: the
 * slip and My bets follow the board or match the page shows (their picks and bets on its sport move with
 * it; another sport's are priced again when placed or read). Each push is every open stream's events.
 */
export function subscribeSection(listener: Listener): () => void {
  section.add(listener);
  const board = sectionBoard();
  if (board) listener({ type: 'board.snapshot', board });
  return () => section.delete(listener);
}
