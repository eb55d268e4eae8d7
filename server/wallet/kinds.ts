import type { ActivityKey } from '../../contract/promotions';

/**
 * Every kind the ledger (ledger_entries.kind) and the turnover table (turnover_entries.kind) are written
 * with. The columns stay text; the schema, `credit` / `debit`, `recordTurnover` and the readers take
 * these types, so a misspelt kind fails the typecheck. With the ref, a kind makes a posting unique.
 */

/** A reward's kind starts with this: each adds a multiple of itself to the turnover a withdrawal needs. */
export const REWARD_KIND_PREFIX = 'reward.';

/** Kinds written only by the test suites (tests/server), to fund, drain or play a member's wallet. */
export type TestKind = `test.${string}`;

export type RewardKind =
  /** A promotion activity's reward (ref: the activity's own, e.g. the member, the invitee, member:day). */
  | `reward.${ActivityKey}`
  /** The betting rebate, settled by the operator (ref = member:day). */
  | 'reward.rebate'
  /** The agency's reward, claimed by the agent (ref = agent:day). */
  | 'reward.agency'
  /** A bonus credited by the operator by hand (ref = the operator's reference). */
  | 'reward.operator';

export type LedgerKind =
  /** A PIX deposit, credited by the webhook (ref = order number). */
  | 'deposit'
  /** A withdrawal's amount, taken when it is requested (ref = order number). */
  | 'withdrawal.hold'
  /** A rejected withdrawal's amount, given back (ref = order number). */
  | 'withdrawal.release'
  /** A house bet's stake (ref = round or bet id). */
  | 'game.bet'
  /** A house bet's win (ref = round or bet id). */
  | 'game.win'
  /** A game provider's bet cancelled, its stake given back (ref = provider:rollback's transaction id). */
  | 'game.rollback'
  /** A sports slip's stake (part or all) cashed out before it settled (ref = slip id:stake cashed so far). */
  | 'sports.cashout'
  /** The operator's correction by hand (ref = the operator's reference); a bonus is 'reward.operator'. */
  | 'operator.credit'
  /** A back-office credit or debit with a reason, by finance (ref = the staff's reference). */
  | 'staff.credit'
  | 'staff.debit'
  /** The demo player's starting balance (ref = 'demo'). */
  | 'seed.demo_credit'
  /** The demo player's balance topped up again by the seed (ref = the time). */
  | 'seed.demo_top_up'
  | RewardKind
  | TestKind;

export type TurnoverKind =
  /** A house bet counted as turnover (ref = round or bet id, as its ledger entry). */
  | 'game.bet'
  /** Play recorded by the QA scenarios (server/operator/scenarios.ts). */
  | 'qa.play'
  | TestKind;

/** The ledger kind of a reward: `reward.` + the activity (or 'rebate', 'agency'). */
export const rewardKind = <K extends ActivityKey | 'rebate' | 'agency'>(key: K): `reward.${K}` =>
  `${REWARD_KIND_PREFIX}${key}`;
