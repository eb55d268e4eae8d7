import type { AppDeps } from '../config';
import { payRound } from './bets';
import { roundsToPay, settleDueLiveRounds } from './rounds';

/**
 * The live tables' due work: opens each table's current round, settles every round past its window
 * (once, whichever process comes first) and pays every settled round's unpaid bets (once per member
 * round). A round whose process died before it was drawn or paid is drawn and paid on the next run.
 * Answers how many rounds this run settled.
 */
export async function settleLiveTables(deps: AppDeps, now: Date): Promise<number> {
  const settled = await settleDueLiveRounds(deps, now);
  for (const round of await roundsToPay(deps.db)) await payRound(deps, round, now);
  return settled.length;
}
