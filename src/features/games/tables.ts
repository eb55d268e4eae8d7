import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Engine } from '../../../contract/games';

/** What every house table's screen is given: the title and the launch token it was opened with. */
export interface TableProps {
  gameId: number;
  launch: string;
}

export const lazyTable = (load: () => Promise<{ default: ComponentType<TableProps> }>) => lazy(load);

/**
 * Each engine's screen, its own lazy chunk (at most 50 KB gzip): /gameInfo loads only the one the title
 * runs. Crash and the sportsbook have their own screens (CrashGame, the /sports section).
 */
export const TABLES: Partial<Record<Engine, LazyExoticComponent<ComponentType<TableProps>>>> = {
  // ── slots ──
  // ── roulette and baccarat ──
  // ── blackjack and video poker ──
  blackjack: lazyTable(() => import('./blackjack/BlackjackGame')),
  videopoker: lazyTable(() => import('./videopoker/VideoPokerGame')),
  // ── bingo, video bingo and keno ──
  // ── mines, plinko, dice and fish ──
  // ── live tables ──
};
