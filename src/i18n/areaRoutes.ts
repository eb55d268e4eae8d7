/**
 * The areas whose screens' texts are catalogs of their own (`locales/<language>/screens-<area>.po`, from
 * `src/features/<area>/`; lingui.config.ts), and the pages that load each. Every page but the home page loads
 * the shared screens' texts (`screens.po`) and its areas' before it renders (the root route's beforeLoad); the
 * build checks that no text of an area renders on a page or in a dialog that did not load it
 * (scripts/texts-check.ts). Imports nothing: the build reads it too.
 */
export const SCREEN_AREAS = [
  'agency',
  'games',
  'profile',
  'promotions',
  'responsible',
  'security',
  'sports',
  'wallet',
] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

/**
 * A page's areas, by the start of its path: the first entry whose path is the page's or a folder above it. A
 * page showing another area's component names that area too.
 */
export const PAGE_AREAS: readonly (readonly [path: string, areas: readonly ScreenArea[]])[] = [
  ['/agency-center', ['agency']],
  ['/game', ['games']],
  ['/gameInfo', ['games']],
  ['/gameRecord', ['games']],
  ['/searchGames', ['games']],
  ['/verify', ['games']],
  ['/video', ['games']],
  ['/sports', ['sports']],
  ['/promotion', ['promotions']],
  // The deposit page also shows the member's deposit limits and the offer to set them: their texts are the
  // wallet's too (lingui.config.ts).
  ['/recharge', ['wallet']],
  ['/recharge-payment', ['wallet']],
  ['/rechargeRecord', ['wallet']],
  ['/withdraw', ['wallet']],
  ['/withdrawalRecord', ['wallet']],
  ['/order-center', ['wallet']],
  ['/security-center', ['security']],
  ['/profile', ['profile']],
  ['/responsible', ['responsible']],
];

/** The areas whose texts a page (its path) shows. */
export function areasOfPage(pathname: string): readonly ScreenArea[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_AREAS.find(([start]) => path === start || path.startsWith(`${start}/`))?.[1] ?? [];
}
