import { sql } from 'drizzle-orm';
import type { ActivityBody, Prize, RewardCheck, WheelKey, WheelSpin } from '../../contract/promotions';
import { PromoText } from '../../contract/promoText';
import type { Endpoint } from '../../contract/endpoint';
import { wheelSpins } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { rewardKind } from '../wallet/kinds';
import { formatCents } from '../wallet/money';
import {
  checked,
  defineActivity,
  notEligible,
  ZERO,
  type ClaimDeps,
  type PromotionActivity,
  type Settled,
} from './activity';
import { WHEEL_PRIZES, type WheelPrize } from './config';
import { balanceCents, payReward, withLockedWallet } from './ledger';

/**
 * What the two wheels (activities/dailyWheel.ts, activities/lotteryWheel.ts) share. The prize is drawn on
 * the server with a CSPRNG from the wheel's weighted table; each spin is a row (once per wheel, member and
 * ref) and a prize worth money a ledger entry.
 */

/**
 * A spin taken unless its (wheel, member, ref) is taken already (the unique key wheel_spins_once): its id, or
 * none (built once: ../db/reusable.ts).
 */
const insertSpin = reusable((db) =>
  db
    .insert(wheelSpins)
    .values({
      memberId: sql.placeholder('memberId'),
      wheel: sql.placeholder('wheel'),
      ref: sql.placeholder('ref'),
      prizeId: sql.placeholder('prizeId'),
      amountCents: sql.placeholder('amountCents'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ id: wheelSpins.id }),
);

/** What makes one wheel: what a PromotionActivity states, how many spins are left, what "none left" says. */
export interface WheelSpec<K extends WheelKey> {
  key: K;
  /** Spins earned by depositing (the lottery wheel): see PromotionActivity.depositLinked. */
  depositLinked: boolean;
  rules: PromotionActivity['rules'];
  endpoints: {
    check: PromotionActivity['endpoints']['check'];
    spin: Endpoint<'member', undefined, typeof ActivityBody, typeof WheelSpin>;
  };
  /** The reason (check) and the 422 (spin) when no spin is left. */
  noSpins: 'promotion.no_more_spins' | 'promotion.no_more_roll';
  /** The spins left and the reference the next spin takes. */
  spinsLeft(db: Db | Tx, memberId: number, now: Date): Promise<{ remaining: number; ref: string }>;
  /** When no spin can be left at `now` whatever happens next (PromotionActivity.settled), as SQL. */
  spentFor?: Settled;
  /**
   * For a wheel of one spin per ref (the daily wheel: one a day), the ref a spin at `now` takes: the spin is
   * written unless that ref is taken (the unique key wheel_spins_once decides, under the wallet's lock), with
   * no count read first.
   */
  oncePer?: (now: Date) => string;
}

export const prizeList = (wheel: WheelKey): Prize[] =>
  WHEEL_PRIZES[wheel].map((p) => ({ id: p.id, name: p.name, amount: formatCents(p.cents), icon: p.icon }));

async function checkWheel<K extends WheelKey>(
  wheel: WheelSpec<K>,
  db: Db | Tx,
  memberId: number,
  now: Date,
): Promise<RewardCheck> {
  const prizes = prizeList(wheel.key);
  const { remaining } = await wheel.spinsLeft(db, memberId, now);
  return remaining > 0
    ? checked('claimable', ZERO, { remainingspins: remaining, prizes })
    : { ...notEligible(wheel.noSpins), remainingspins: 0, prizes };
}

/** A prize drawn in proportion to the weights, from uniform CSPRNG bytes (rejection sampling, no bias). */
export function drawPrize(prizes: readonly WheelPrize[], random: (bytes: number) => Buffer): WheelPrize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const limit = Math.floor(0x1_0000_0000 / total) * total;
  let value: number;
  do value = random(4).readUInt32BE(0);
  while (value >= limit);
  let pick = value % total;
  for (const prize of prizes) {
    if (pick < prize.weight) return prize;
    pick -= prize.weight;
  }
  throw new Error('unreachable: the weights cover every value');
}

function spinWheel<K extends WheelKey>(
  deps: ClaimDeps,
  wheel: WheelSpec<K>,
  memberId: number,
  now: Date,
): Promise<WheelSpin> {
  const kind = rewardKind(wheel.key);
  return withLockedWallet(deps.db, memberId, now, async (tx) => {
    // A wheel of one spin per ref lets the unique key decide; another counts its spins left first.
    const { remaining, ref } = wheel.oncePer
      ? { remaining: 1, ref: wheel.oncePer(now) }
      : await wheel.spinsLeft(tx, memberId, now);
    if (remaining <= 0) throw refusal(wheel.noSpins);
    const prize = drawPrize(WHEEL_PRIZES[wheel.key], deps.random);
    const spin = { memberId, wheel: wheel.key, ref, prizeId: prize.id, amountCents: prize.cents, now };
    if ((await insertSpin(tx, spin)).length === 0) throw refusal(wheel.noSpins);
    const balance =
      prize.cents > 0
        ? await payReward(tx, memberId, kind, `${memberId}:${ref}`, prize.cents, now)
        : await balanceCents(tx, memberId);
    return {
      code: 200,
      prize_id: prize.id,
      reward: formatCents(prize.cents),
      quantity: 1,
      remainingspins: remaining - 1,
      message: prize.cents > 0 ? PromoText.prizeWon : PromoText.noPrize,
      balance: formatCents(balance),
    };
  });
}

/** A wheel as a promotion activity: its check gives the spins left and the prizes, its claim is a spin. */
export const defineWheel = <K extends WheelKey>(wheel: WheelSpec<K>) =>
  defineActivity({
    key: wheel.key,
    kind: rewardKind(wheel.key),
    depositLinked: wheel.depositLinked,
    rules: wheel.rules,
    endpoints: { check: wheel.endpoints.check, claim: wheel.endpoints.spin },
    check: (db, memberId, now) => checkWheel(wheel, db, memberId, now),
    claim: (deps, memberId, now) => spinWheel(deps, wheel, memberId, now),
    claimedMessage: (spin) => spin.message,
    ...(wheel.spentFor ? { settled: { ...wheel.spentFor, refusal: wheel.noSpins } } : {}),
  });
