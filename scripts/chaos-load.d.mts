// The types of scripts/chaos-load.mjs, for the TypeScript tests that run its load.

/** Each kind of operation the load acknowledges. */
export declare const KINDS: readonly string[];

export interface RoundStats {
  db: string;
  round: number;
  acked: Record<string, number>;
  refused: number;
  inFlight: number;
  inFlightKeyed: number;
  resolved: number;
  resolvedOk: number;
  missing: number;
  audit: string;
  failures: string[];
}

export interface DatabaseState {
  acks: Array<{ kind: string; round: number }>;
  members: unknown[];
  roundStats: RoundStats[];
}

/** One request the load made, as it can be sent again. */
export interface RequestSpec {
  kind: string;
  path: string;
  key?: string;
}

export interface LoadContext {
  /** The port of the server the next request goes to. */
  pick: () => number;
  state: DatabaseState;
  stats: RoundStats;
  slotId: number;
  liveGameId: number;
  seconds: number;
  /** Kills a server at the load's random moment. */
  kill: () => Promise<void>;
  /** How long the load goes on after the kill (0: it stops there). */
  afterKillMs?: number;
}

export declare function chaosServerEnv(): Record<string, string>;
export declare function sleep(ms: number): Promise<void>;
export declare function call(
  port: number,
  path: string,
  options?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; json: { data?: unknown; message?: string; error?: string } | null }>;
export declare function gamesToPlay(port: number): Promise<{ slotId: number; liveGameId: number }>;
export declare function newDatabaseState(): DatabaseState;
export declare function newRoundStats(db: string, round: number): RoundStats;
export declare function runLoad(ctx: LoadContext): Promise<{ inFlight: RequestSpec[]; killAt: number }>;
export declare function resolveInFlight(ctx: LoadContext, s: RequestSpec): Promise<void>;
export declare function verify(ctx: LoadContext): Promise<number>;
export declare function verifyLedger(ctx: LoadContext, databaseUrl: string): Promise<number>;
export declare function audit(port: number): Promise<{ ok: boolean; text: string }>;
