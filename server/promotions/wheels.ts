import { and, count, eq } from 'drizzle-orm';
import type { Prize, RewardCheck, WheelKey, WheelSpin } from '../../contract/promotions';
import { PromoText } from '../../contract/promoText';
import type { AppDeps } from '../config';
import { wheelSpins } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { saoPauloDay } from '../games/time';
import { ApiError } from '../http/envelope';
import { rewardKind } from '../wallet/kinds';
import { formatCents } from '../wallet/money';
import { PROMOTIONS, WHEEL_PRIZES, type WheelPrize } from './config';
import { activityOn, balanceCents, depositTotalCents, payReward, withLockedWallet } from './ledger';

/**
 * The two wheels. The daily wheel gives one spin a São Paulo day; the lottery wheel one spin per R$ 100
 * deposited. The prize is drawn on the server with a CSPRNG from the weighted table; each spin is a row
 * (once per wheel, member and ref) and a prize worth money a ledger entry.
 */

const NO_SPINS: Record<WheelKey, string> = { dailywheel: PromoText.noMoreSpins, lotterywheel: PromoText.noMoreRoll };

export const prizeList = (wheel: WheelKey): Prize[] =>
  WHEEL_PRIZES[wheel].map((p) => ({ id: p.id, name: p.name, amount: formatCents(p.cents), icon: p.icon }));

/** The spins left and the reference the next spin takes. */
async function spinsLeft(db: Db | Tx, wheel: WheelKey, memberId: number, now: Date) {
  if (wheel === 'dailywheel') {
    const ref = saoPauloDay(now);
    const [row] = await db
      .select({ n: count() })
      .from(wheelSpins)
      .where(and(eq(wheelSpins.wheel, wheel), eq(wheelSpins.memberId, memberId), eq(wheelSpins.ref, ref)));
    return { remaining: Math.max(0, PROMOTIONS.dailyWheel.spinsPerDay - (row?.n ?? 0)), ref };
  }
  const deposited = await depositTotalCents(db, memberId);
  const [row] = await db
    .select({ n: count() })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.wheel, wheel), eq(wheelSpins.memberId, memberId)));
  const used = row?.n ?? 0;
  const earned = Math.floor(deposited / PROMOTIONS.lotteryWheel.centsPerSpin);
  return { remaining: Math.max(0, earned - used), ref: String(used + 1) };
}

export async function checkWheel(db: Db | Tx, wheel: WheelKey, memberId: number, now: Date): Promise<RewardCheck> {
  const prizes = prizeList(wheel);
  if (!(await activityOn(db, memberId, wheel))) {
    return { status: 'not_eligible', reward: '0.00', reason: PromoText.notEligible, remainingspins: 0, prizes };
  }
  const { remaining } = await spinsLeft(db, wheel, memberId, now);
  return remaining > 0
    ? { status: 'claimable', reward: '0.00', reason: null, remainingspins: remaining, prizes }
    : { status: 'not_eligible', reward: '0.00', reason: NO_SPINS[wheel], remainingspins: 0, prizes };
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

export function spinWheel(deps: AppDeps, wheel: WheelKey, memberId: number, now: Date): Promise<WheelSpin> {
  return withLockedWallet(deps.db, memberId, async (tx) => {
    if (!(await activityOn(tx, memberId, wheel))) throw new ApiError(422, PromoText.notEligible);
    const { remaining, ref } = await spinsLeft(tx, wheel, memberId, now);
    if (remaining <= 0) throw new ApiError(422, NO_SPINS[wheel]);
    const prize = drawPrize(WHEEL_PRIZES[wheel], deps.random);
    await tx.insert(wheelSpins).values({ memberId, wheel, ref, prizeId: prize.id, amountCents: prize.cents, createdAt: now });
    const balance =
      prize.cents > 0
        ? await payReward(tx, memberId, rewardKind(wheel), `${memberId}:${ref}`, prize.cents, now)
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
