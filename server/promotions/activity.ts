import type { Column, SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Endpoint } from '../../contract/endpoint';
import type { ActivityBody, ActivityKey, RewardCheck, RewardClaim } from '../../contract/promotions';
import { PromoText } from '../../contract/promoText';
import type { AppDeps } from '../config';
import type { Db, Tx } from '../db/types';
import { errorText, isErrorCode, type ErrorCode, type PlainErrorCode } from '../../contract/errors';
import { ApiError, refusal } from '../http/envelope';
import { formatCents } from '../wallet/money';

/**
 * One promotion activity: a module under activities/, listed once in ACTIVITIES (activities/index.ts),
 * from which the routes, the activity listing and the site switch are derived.
 */
export interface PromotionActivity<
  K extends ActivityKey = ActivityKey,
  TBody extends v.GenericSchema = v.GenericSchema,
  TClaim extends v.GenericSchema = v.GenericSchema,
> {
  /** Its key: the name in its paths, in sites.disabled_activities and in the activity listing. */
  readonly key: K;
  /** The ledger kind its rewards are paid with (unique with the ref, so a reward is paid once). */
  readonly kind: `reward.${K}`;
  /**
   * Whether its reward is earned by depositing (first deposit, recharge rebate, spins per deposit): a
   * `regulated-br` site never offers it (Portaria SPA/MF 1.231/2024 art. 42 §1; see ./offer.ts).
   */
  readonly depositLinked: boolean;
  /**
   * The site profile's switch that must be on for it to be offered, for a reward computed from someone
   * else's deposit (the invitation reward: `invitationReward`); a `regulated-br` site turns it off (./offer.ts).
   */
  readonly profileSwitch?: 'invitationReward';
  /** The numbers its rules text states (GET /api/activitydetails/get), read from config.ts. */
  readonly rules: Readonly<Record<string, string | number>>;
  /** Its check and claim, as contract/promotions.ts declares them. */
  readonly endpoints: {
    readonly check: Endpoint<'member', undefined, typeof ActivityBody, typeof RewardCheck>;
    readonly claim: Endpoint<'member', undefined, TBody, TClaim>;
  };
  /** What a claim would pay now, or why not (only asked when the member's site offers it: ./offer.ts). */
  check(db: Db | Tx, memberId: number, now: Date): Promise<RewardCheck>;
  /**
   * Pays once: in one transaction with the member's wallet locked, re-checks and pays through the ledger.
   * `deps.db` is the request's transaction (its Idempotency-Key); `input` the claim's body.
   */
  claim(deps: ClaimDeps, memberId: number, now: Date, input: v.InferOutput<TBody>): Promise<v.InferOutput<TClaim>>;
  /** The envelope's message of a claim that paid. */
  claimedMessage(result: v.InferOutput<TClaim>): string;
  /**
   * Optional: a fact that, once committed, refuses every later claim by this member at `now` for good (today's
   * daily spin taken), as an SQL condition on the member and the refusal it answers. A claim first reads it
   * without a transaction or a lock, so the refusal most repeated taps meet costs one read; it must be the
   * refusal the claim's transaction would answer (./routes.ts reads the restriction and the offer with it).
   */
  settled?: Settled & { refusal: PlainErrorCode };
}

/**
 * A settled fact as SQL, built once (../db/reusable.ts): `when` over the member's id column, with
 * `sql.placeholder`s whose values `values` gives for the claim's time.
 */
export interface Settled {
  when: (member: Column) => SQL<boolean>;
  values: (now: Date) => Record<string, unknown>;
}

/** What a claim needs besides the member and the time. */
export type ClaimDeps = Pick<AppDeps, 'db' | 'random'>;

/** Declares an activity, keeping its key and its claim's body and answer types. */
export const defineActivity = <K extends ActivityKey, TBody extends v.GenericSchema, TClaim extends v.GenericSchema>(
  activity: PromotionActivity<K, TBody, TClaim>,
): PromotionActivity<K, TBody, TClaim> => activity;

/* What the reward activities (not the wheels) answer. */

export const ZERO = '0.00';

/** Why a member cannot claim (yet): the refusal a claim answers, which the check names as its reason. */
export type NotEligibleCode = Extract<ErrorCode, `promotion.${string}`>;

export const notEligible = (code: NotEligibleCode, extra: Partial<RewardCheck> = {}): RewardCheck => ({
  status: 'not_eligible',
  reward: ZERO,
  reason: errorText(code),
  reason_code: code,
  ...extra,
});

/** A check that can be claimed now, or was claimed. */
export const checked = (
  status: 'claimable' | 'claimed',
  reward: string,
  extra: Partial<RewardCheck> = {},
): RewardCheck => ({
  status,
  reward,
  reason: null,
  reason_code: null,
  ...extra,
});

/** The refusal of a claim whose check is not claimable: 409 when already claimed, else 422 the reason. */
export const refused = (check: RewardCheck) =>
  check.status === 'claimed'
    ? refusal('promotion.already_claimed')
    : new ApiError(isErrorCode(check.reason_code) ? check.reason_code : 'promotion.not_eligible');

export const paidOut = (cents: number, balance: number): RewardClaim => ({
  reward: formatCents(cents),
  balance: formatCents(balance),
});

export const rewardClaimed = () => PromoText.claimed;
