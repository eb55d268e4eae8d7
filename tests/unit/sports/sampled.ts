import type { SelectionReturn } from './modelCheck';

/**
 * The selections a sample of `runs` events can check: a selection expected to win fewer than `least` times
 * in the sample (a 3-0 against a team two sets up) is left to the exact computation that prices it.
 */
export const checkable = (returns: SelectionReturn[], runs: number, least = 5) =>
  returns.filter((r) => r.p * runs >= least);
