import type { AppDeps } from '../config';
import { passThrough, type ItemRunner } from '../job-failures';
import { payRound } from './bets';
import { roundsToPay, settleDueLiveRounds } from './rounds';

/**
 * The live tables' due work: opens each table's current round, settles every round past its window
 * (once, whichever process comes first) and pays every settled round's unpaid bets (once per member
 * round). A round whose process died before it was drawn or paid is drawn and paid on the next run.
 * Answers how many rounds this run settled. Each table's opening, each round's draw and each member's
 * payout of a round is an item of its own (server/job-failures.ts): one that fails does not stop the others.
 */
export async function settleLiveTables(
  deps: AppDeps,
  now: Date,
  items: ItemRunner = passThrough('live_tables'),
): Promise<number> {
  const settled = await settleDueLiveRounds(deps, now, items);
  for (const round of await roundsToPay(deps.db))
    await items.item(`round:${round.gameId}:${round.sequence}`, () => payRound(deps, round, now, items));
  return settled.length;
}
