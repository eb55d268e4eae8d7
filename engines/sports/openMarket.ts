import type { FairMarket } from './model';

/** Below this a selection counts as impossible (it can no longer win). */
const EPS = 1e-12;

/**
 * A one-winner market from its selections' probabilities, as a model offers it live: the selections that
 * can no longer win left out (the rest renormalised, so they still sum to 1), and no market at all when one
 * selection is left (its outcome is decided).
 */
export function openMarket(
  id: string,
  kind: FairMarket['kind'],
  group: FairMarket['group'],
  probs: [string, number][],
): FairMarket[] {
  const selections = probs.filter(([, p]) => p > EPS).map(([sid, p]) => ({ id: sid, p }));
  if (selections.length < 2) return [];
  const sum = selections.reduce((s, x) => s + x.p, 0);
  return [{ id, kind, group, selections: selections.map((s) => ({ id: s.id, p: s.p / sum })), fairSum: 1 }];
}
