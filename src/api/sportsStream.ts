import * as v from 'valibot';
import { apiPath } from '../../contract/endpoint';
import {
  applyBoardChanges,
  SportsBoard,
  SportsBoardChanges,
  SportsBoardEndpoints,
  type SportsStreamQuery,
} from '../../contract/sportsBoard';
import type { BoardPush } from '../../machines/sportsBoard.machine';

/**
 * The sports board's stream (GET /house/sports/stream, server-sent events), shared: every machine of a
 * page that listens to the same query (the board and the bet slip on /sports) shares one EventSource,
 * opened with the first listener and closed with the last. A listener that joins late gets the board as
 * the stream has it now. A dropped connection is said to every listener and opened again after a pause
 * (2 s, doubling to 30 s; at once when the browser comes back online, not while it is offline); the
 * server starts every connection with the whole board, so nothing missed meanwhile is lost.
 */

export const RECONNECT_MS = 2_000;
export const RECONNECT_MAX_MS = 30_000;

type Listener = (push: BoardPush) => void;

interface Shared {
  listeners: Set<Listener>;
  board: SportsBoard | null;
  source: EventSource | null;
  timer: ReturnType<typeof setTimeout> | null;
  delay: number;
  online: () => void;
}

const streams = new Map<string, Shared>();

const queryText = (query: SportsStreamQuery) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

function parsed<T>(schema: v.GenericSchema<unknown, T>, text: string): T | null {
  try {
    const result = v.safeParse(schema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

function open(key: string, shared: Shared) {
  const base = import.meta.env.VITE_API_BASE ?? '';
  const source = new EventSource(`${base}${apiPath(SportsBoardEndpoints.sportsStream)}${key ? `?${key}` : ''}`);
  shared.source = source;
  const tell = (push: BoardPush) => {
    for (const listener of [...shared.listeners]) listener(push);
  };
  source.addEventListener('board', (event) => {
    const board = parsed(SportsBoard, (event as MessageEvent<string>).data);
    if (!board) return;
    shared.board = board;
    shared.delay = RECONNECT_MS;
    tell({ type: 'board.snapshot', board });
  });
  source.addEventListener('changes', (event) => {
    const changes = parsed(SportsBoardChanges, (event as MessageEvent<string>).data);
    if (!changes || !shared.board) return;
    shared.board = applyBoardChanges(shared.board, changes);
    tell({ type: 'board.changes', changes });
  });
  source.onerror = () => {
    source.close();
    shared.source = null;
    shared.board = null;
    tell({ type: 'board.dropped' });
    // Offline: the browser's `online` event opens it again; else after a pause that grows.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    shared.timer = setTimeout(() => {
      shared.timer = null;
      open(key, shared);
    }, shared.delay);
    shared.delay = Math.min(shared.delay * 2, RECONNECT_MAX_MS);
  };
}

/** Listens to the board's pushes for `query`; answers the unsubscription. */
export function subscribeBoard(query: SportsStreamQuery, listener: Listener): () => void {
  const key = queryText(query);
  let shared = streams.get(key);
  if (!shared) {
    const created: Shared = {
      listeners: new Set(),
      board: null,
      source: null,
      timer: null,
      delay: RECONNECT_MS,
      online: () => {
        if (created.source || created.listeners.size === 0) return;
        if (created.timer) clearTimeout(created.timer);
        created.timer = null;
        open(key, created);
      },
    };
    shared = created;
    streams.set(key, created);
    globalThis.addEventListener?.('online', created.online);
    open(key, created);
  } else if (shared.board) {
    listener({ type: 'board.snapshot', board: shared.board });
  }
  const active = shared;
  active.listeners.add(listener);
  return () => {
    active.listeners.delete(listener);
    if (active.listeners.size > 0) return;
    active.source?.close();
    if (active.timer) clearTimeout(active.timer);
    globalThis.removeEventListener?.('online', active.online);
    if (streams.get(key) === active) streams.delete(key);
  };
}
