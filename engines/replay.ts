import type { Engine as EngineKey } from '../contract/games';
import { variantOf } from './index';
import { fairDraw } from './fair';
import { sha256Text } from './sha256';

/** What the record says of a settled round: the game it was, what the player did, the seeds, the result. */
export interface RecordedRound {
  engine: EngineKey;
  variant: string;
  choice: unknown;
  actions: readonly unknown[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The win the round paid, in centavos. */
  winCents: number;
  /** The view the round showed (RoundView.view). */
  view: unknown;
}

export interface Replayed {
  /** sha256(server seed) is the hash committed before the round. */
  hashMatches: boolean;
  /** The win recomputed from the seeds, the choice and the actions, in centavos (null: not replayable). */
  winCents: number | null;
  /** The recomputed view equals the recorded one. */
  viewMatches: boolean;
  view: unknown;
}

/** Deep equality of JSON values (key order ignored). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Recomputes a settled round from its seeds, its choice and its actions with the engine's own code: the
 * same draw stream (engines/fair.ts), the same start, the same actions in order.
 */
export function replayRound(round: RecordedRound): Replayed {
  const hashMatches = sha256Text(round.serverSeed) === round.serverSeedHash;
  const found = variantOf(round.engine, round.variant);
  if (!found) return { hashMatches, winCents: null, viewMatches: false, view: null };
  const { engine } = found.registered;
  let step = engine.start(
    found.variant,
    round.choice,
    fairDraw({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }),
  );
  for (const action of round.actions) {
    if (step.done || !engine.act) break;
    step = engine.act(found.variant, step.state, action);
  }
  const view = JSON.parse(JSON.stringify(engine.view(found.variant, step.state, true))) as unknown;
  return {
    hashMatches,
    winCents: step.done ? step.winCents : null,
    viewMatches: sameJson(view, round.view),
    view,
  };
}
