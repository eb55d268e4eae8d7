import type { Engine as EngineKey } from '../contract/games';
import { BACCARAT_VARIANTS, baccaratEngine } from './baccarat';
import { ROULETTE_VARIANTS, rouletteEngine } from './roulette';
import { slotEngine, SLOT_VARIANTS } from './slot';
import type { Engine } from './types';
import { BINGO_VARIANTS, bingoEngine } from './bingo';
import { KENO_VARIANTS, kenoEngine } from './keno';
import { VIDEO_BINGO_VARIANTS, videoBingoEngine } from './videobingo';
import { DICE_VARIANTS, diceEngine } from './dice';
import { FISH_VARIANTS, fishEngine } from './fish';
import { MINES_VARIANTS, minesEngine } from './mines';
import { PLINKO_VARIANTS, plinkoEngine } from './plinko';
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
  slot: { engine: slotEngine, variants: SLOT_VARIANTS },
  // ── roulette and baccarat ──
  roulette: { engine: rouletteEngine, variants: ROULETTE_VARIANTS },
  baccarat: { engine: baccaratEngine, variants: BACCARAT_VARIANTS },
  // ── blackjack and video poker ──
  blackjack: { engine: blackjackEngine, variants: BLACKJACK_VARIANTS },
  videopoker: { engine: videoPokerEngine, variants: VIDEO_POKER_VARIANTS },
  // ── bingo, video bingo and keno ──
  bingo: { engine: bingoEngine, variants: BINGO_VARIANTS },
  videobingo: { engine: videoBingoEngine, variants: VIDEO_BINGO_VARIANTS },
  keno: { engine: kenoEngine, variants: KENO_VARIANTS },
  // ── mines, plinko, dice and fish ──
  mines: { engine: minesEngine, variants: MINES_VARIANTS },
  plinko: { engine: plinkoEngine, variants: PLINKO_VARIANTS },
  dice: { engine: diceEngine, variants: DICE_VARIANTS },
  fish: { engine: fishEngine, variants: FISH_VARIANTS },
};

/** The engine and variant of a title, or null when either does not exist. */
export function variantOf(engine: EngineKey, variant: string): { registered: Registered; variant: unknown } | null {
  const registered = REGISTRY[engine];
  if (!registered || !Object.prototype.hasOwnProperty.call(registered.variants, variant)) return null;
  return { registered, variant: registered.variants[variant] };
}
