import { and, count, eq, sql } from 'drizzle-orm';
import { ACTIVITY_ENDPOINTS } from '../../../contract/promotions';
import { wheelSpins } from '../../db/schema';
import { reusable } from '../../db/reusable';
import { saoPauloDay } from '../../../lib/time';
import { PROMOTIONS } from '../config';
import { defineWheel } from '../wheels';

/* The daily wheel: one spin a São Paulo day (ref = the day). */

const KEY = 'dailywheel';

/** The member's spins of a day (built once: ../../db/reusable.ts). */
const spinsOf = reusable((db) =>
  db
    .select({ n: count() })
    .from(wheelSpins)
    .where(
      and(
        eq(wheelSpins.wheel, KEY),
        eq(wheelSpins.memberId, sql.placeholder('memberId')),
        eq(wheelSpins.ref, sql.placeholder('ref')),
      ),
    ),
);

export const dailyWheel = defineWheel({
  key: KEY,
  depositLinked: false,
  rules: { spins_per_day: PROMOTIONS.dailyWheel.spinsPerDay },
  endpoints: { check: ACTIVITY_ENDPOINTS[KEY].check, spin: ACTIVITY_ENDPOINTS[KEY].claim },
  noSpins: 'promotion.no_more_spins',
  async spinsLeft(db, memberId, now) {
    const ref = saoPauloDay(now);
    const [row] = await spinsOf(db, { memberId, ref });
    return { remaining: Math.max(0, PROMOTIONS.dailyWheel.spinsPerDay - (row?.n ?? 0)), ref };
  },
  // One spin a day (spins_per_day is 1: wheel_spins_once keeps one row per day): today's, once taken.
  oncePer: (now) => saoPauloDay(now),
  // Today's spins, once taken, stay taken: no later claim today can spin.
  spentFor: {
    when: (member) =>
      sql<boolean>`((select count(*) from ${wheelSpins} where ${wheelSpins.wheel} = ${KEY} and ${wheelSpins.memberId} = ${member} and ${wheelSpins.ref} = ${sql.placeholder('spinDay')}) >= ${PROMOTIONS.dailyWheel.spinsPerDay})`,
    values: (now) => ({ spinDay: saoPauloDay(now) }),
  },
});
