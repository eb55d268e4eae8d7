import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Engine } from '../../../contract/games';

/** What every house table's screen is given: the title and the launch token it was opened with. */
export interface TableProps {
  gameId: number;
  launch: string;
}

/**
 * Each engine's screen, its own lazy chunk (at most 50 KB gzip): /gameInfo loads only the one the title
 * runs. Crash and the sportsbook have their own screens (CrashGame, the /sports section).
 */
export const TABLES: Partial<Record<Engine, LazyExoticComponent<ComponentType<TableProps>>>> = {
  // ── slots ──
  slot: lazyTable(() => import('./slot/SlotGame')),
  // ── roulette and baccarat ──
  roulette: lazyTable(() => import('./roulette/RouletteGame')),
  baccarat: lazyTable(() => import('./baccarat/BaccaratGame')),
  // ── blackjack and video poker ──
  blackjack: lazyTable(() => import('./blackjack/BlackjackGame')),
  videopoker: lazyTable(() => import('./videopoker/VideoPokerGame')),
  // ── bingo, video bingo and keno ──
  bingo: lazyTable(() => import('./bingo/BingoGame')),
  videobingo: lazyTable(() => import('./videobingo/VideoBingoGame')),
  keno: lazyTable(() => import('./keno/KenoGame')),
  // ── mines, plinko, dice and fish ──
  mines: lazyTable(() => import('./mines/MinesGame')),
  plinko: lazyTable(() => import('./plinko/PlinkoGame')),
  dice: lazyTable(() => import('./dice/DiceGame')),
  fish: lazyTable(() => import('./fish/FishGame')),
  // ── live tables ──
  live: lazyTable(() => import('./live/LiveGame')),
};

/** A screen's lazy chunk (a function declaration, so TABLES above may use it). */
export function lazyTable(load: () => Promise<{ default: ComponentType<TableProps> }>) {
  return lazy(load);
}
