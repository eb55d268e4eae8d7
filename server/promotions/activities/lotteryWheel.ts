import { and, count, eq } from 'drizzle-orm';
import { ACTIVITY_ENDPOINTS } from '../../../contract/promotions';
import { wheelSpins } from '../../db/schema';
import { formatCents } from '../../wallet/money';
import { PROMOTIONS } from '../config';
import { depositTotalCents } from '../ledger';
import { defineWheel } from '../wheels';

/* The lottery wheel: one spin per R$ 100 deposited (ref = the spin's number). */

const KEY = 'lotterywheel';

export const lotteryWheel = defineWheel({
  key: KEY,
  depositLinked: true,
  rules: { deposit_per_spin: formatCents(PROMOTIONS.lotteryWheel.centsPerSpin) },
  endpoints: { check: ACTIVITY_ENDPOINTS[KEY].check, spin: ACTIVITY_ENDPOINTS[KEY].claim },
  noSpins: 'promotion.no_more_roll',
  async spinsLeft(db, memberId) {
    const deposited = await depositTotalCents(db, memberId);
    const [row] = await db
      .select({ n: count() })
      .from(wheelSpins)
      .where(and(eq(wheelSpins.wheel, KEY), eq(wheelSpins.memberId, memberId)));
    const used = row?.n ?? 0;
    const earned = Math.floor(deposited / PROMOTIONS.lotteryWheel.centsPerSpin);
    return { remaining: Math.max(0, earned - used), ref: String(used + 1) };
  },
});
