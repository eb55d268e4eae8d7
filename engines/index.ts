import type { Engine as EngineKey } from '../contract/games';
import type { Engine } from './types';
import { BLACKJACK_VARIANTS, blackjackEngine } from './blackjack';
import { VIDEO_POKER_VARIANTS, videoPokerEngine } from './videopoker';

/** An engine with its titles' variants (a variant key is what the catalogue names beside the engine). */
export interface Registered {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine: Engine<any, any, any, any>;
  variants: Readonly<Record<string, unknown>>;
}

/**
 * The engines the house provider's runner plays (server/provider) and the verifier replays (/verify).
 * Crash, the sportsbook and the live tables have their own runners.
 */
export const REGISTRY: Partial<Record<EngineKey, Registered>> = {
  // ── slots ──
  // ── roulette and baccarat ──
  // ── blackjack and video poker ──
  blackjack: { engine: blackjackEngine, variants: BLACKJACK_VARIANTS },
  videopoker: { engine: videoPokerEngine, variants: VIDEO_POKER_VARIANTS },
  // ── bingo, video bingo and keno ──
  // ── mines, plinko, dice and fish ──
};

/** The engine and variant of a title, or null when either does not exist. */
export function variantOf(engine: EngineKey, variant: string): { registered: Registered; variant: unknown } | null {
  const registered = REGISTRY[engine];
  if (!registered || !Object.prototype.hasOwnProperty.call(registered.variants, variant)) return null;
  return { registered, variant: registered.variants[variant] };
}
