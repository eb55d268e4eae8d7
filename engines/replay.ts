import type { Engine as EngineKey } from '../contract/games';
import { variantOf } from './index';
import { fairDraw } from './fair';
import { sha256Text } from './sha256';
import { formatMultiplier, replayCrash } from './crash';
import { betWinCents, LIVE_VARIANTS, verifyLiveDraw, type LiveOutcome, type LiveVariant, type PlacedBet } from './live';
import { centsOf } from './types';

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
  if (round.engine === 'crash') return replayCrashRound(round);
  if (round.engine === 'live') return replayLiveRound(round);
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

/** A crash round's record: the bet and its automatic cash-out (choice), the cash-out taken (actions). */
export interface CrashChoice {
  amount: string;
  auto_cashout: string | null;
}
export interface CrashAction {
  cashout: string;
}
/** What a crash round showed once over: its crash point and where the bet was cashed out (null: it crashed). */
export interface CrashView {
  crash_point: string;
  cashout: string | null;
}

/** A crash round: the crash point from the seeds (engines/crash.ts), the cash-out it allows, its win. */
function replayCrashRound(round: RecordedRound): Replayed {
  const choice = round.choice as Partial<CrashChoice> | null;
  const taken = (round.actions as Partial<CrashAction>[]).find((a) => typeof a?.cashout === 'string');
  if (!choice || typeof choice.amount !== 'string') {
    return {
      hashMatches: sha256Text(round.serverSeed) === round.serverSeedHash,
      winCents: null,
      viewMatches: false,
      view: null,
    };
  }
  const replayed = replayCrash({
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    betCents: centsOf(choice.amount),
    autoCashout: choice.auto_cashout ?? null,
    cashout: taken?.cashout ?? null,
  });
  const view: CrashView = {
    crash_point: formatMultiplier(replayed.crashPoint),
    cashout: replayed.cashout === null ? null : formatMultiplier(replayed.cashout),
  };
  return {
    hashMatches: replayed.hashMatches,
    winCents: replayed.winCents,
    viewMatches: sameJson(view, round.view),
    view,
  };
}

/** A live round's record: the member's bets on it (choice); its view is the round's draw. */
export interface LiveChoice {
  bets: { kind: PlacedBet['kind']; number: number | null; amount: string }[];
  /** The cap the round's wins were paid at, when the site's maximum win per round cut them (money wheel). */
  max_win?: string;
}

/** A member's live round: the table's draw from the seeds (engines/live.ts) and what the member's bets win by it. */
function replayLiveRound(round: RecordedRound): Replayed {
  const variant: LiveVariant | undefined = Object.prototype.hasOwnProperty.call(LIVE_VARIANTS, round.variant)
    ? LIVE_VARIANTS[round.variant as keyof typeof LIVE_VARIANTS]
    : undefined;
  const bets = (round.choice as Partial<LiveChoice> | null)?.bets;
  if (!variant || !Array.isArray(bets)) {
    return {
      hashMatches: sha256Text(round.serverSeed) === round.serverSeedHash,
      winCents: null,
      viewMatches: false,
      view: null,
    };
  }
  const checked = verifyLiveDraw(variant, {
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    outcome: round.view as LiveOutcome,
  });
  const drawn = bets.reduce(
    (total, bet) =>
      total + betWinCents(checked.outcome, { kind: bet.kind, number: bet.number, cents: centsOf(bet.amount) }),
    0,
  );
  const cap = (round.choice as Partial<LiveChoice>).max_win;
  const winCents = typeof cap === 'string' ? Math.min(drawn, centsOf(cap)) : drawn;
  return { hashMatches: checked.hashMatches, winCents, viewMatches: checked.outcomeMatches, view: checked.outcome };
}
