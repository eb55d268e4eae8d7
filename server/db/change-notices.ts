import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * The database's change notices: triggers say on CHANGES_CHANNEL, as their transaction commits, what changed
 * that a server process cannot tell from the clock (migration 0053: the sports board's suspensions, hand-set
 * odds, fixtures closed early). Every process on the database hears them, whichever process, job or
 * command line made the change. On PostgreSQL one connection per process listens, apart from the pool, and
 * comes back by itself when lost; on PGlite (one process) the database calls back in process.
 */

export const CHANGES_CHANNEL = 'rodada_changes';
const RECONNECT_MS = 1_000;

export interface ChangeListener {
  /** A notice's payload (what changed: `sports`). */
  notice(payload: string): void;
  /** Notices may have been missed (the listening connection was lost and is back): anything may have changed. */
  gap(): void;
}

export interface ChangeNotices {
  /** Adds a listener; answers once notices reach it, with its removal. */
  listen(listener: ChangeListener): Promise<() => void>;
  close(): Promise<void>;
}

/** PGlite's notices: its own LISTEN, called back in process (nothing is ever missed). */
export function pgliteChangeNotices(client: PGlite): ChangeNotices {
  const listeners = new Set<ChangeListener>();
  let listening: Promise<unknown> | null = null;
  return {
    async listen(listener) {
      listeners.add(listener);
      listening ??= client.listen(CHANGES_CHANNEL, (payload) => listeners.forEach((each) => each.notice(payload)));
      await listening;
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * PostgreSQL's notices on a connection of their own (a pooled one is shared by transactions; LISTEN holds
 * its session). A lost connection is opened again every RECONNECT_MS until it is back, then every listener
 * is told of the gap.
 */
export function postgresChangeNotices(connectionString: string): ChangeNotices {
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void connect().then(() => listeners.forEach((each) => each.gap())), RECONNECT_MS);
    retry.unref();
  };

  /** Connects and listens, trying again every RECONNECT_MS until it can (or the database is closed). */
  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      while (!closed) {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          if (message.channel === CHANGES_CHANNEL) listeners.forEach((each) => each.notice(message.payload ?? ''));
        });
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`LISTEN ${CHANGES_CHANNEL}`);
          if (closed) await next.end();
          else client = next;
          return;
        } catch (error) {
          void next.end().catch(() => undefined);
          console.error('The database’s change notices could not be listened to; trying again:', error);
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS).unref());
        }
      }
    })().finally(() => (connecting = null)));

  return {
    async listen(listener) {
      listeners.add(listener);
      if (!client) await connect();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
