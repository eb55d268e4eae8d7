/**
 * The optimal-strategy return of each video poker paytable (engines/videopoker.ts), computed exactly:
 * every one of the 2 598 960 deals, every one of its 32 holds, the hold with the best expected pay.
 * The pay of all final hands containing a held set and none of the discards comes from inclusion–exclusion
 * over sums of pays of all hands containing each subset of cards. Run: npx tsx scripts/videopoker-optimal.ts
 */
import { handOf, VIDEO_POKER_VARIANTS, type VideoPokerVariant } from '../engines/videopoker';

const choose: number[][] = Array.from({ length: 53 }, () => Array<number>(6).fill(0));
for (let n = 0; n <= 52; n += 1) {
  choose[n]![0] = 1;
  for (let k = 1; k <= 5; k += 1) choose[n]![k] = n === 0 ? 0 : choose[n - 1]![k - 1]! + choose[n - 1]![k]!;
}
/** The colex index of a set of cards listed in increasing order. */
const indexOf = (cards: number[]) => cards.reduce((sum, card, i) => sum + choose[card]![i + 1]!, 0);

function optimalReturn(variant: VideoPokerVariant): number {
  const sums = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(choose[52]![k]!));
  const cards = [0, 0, 0, 0, 0];
  const subset: number[] = [];
  const eachHand = (visit: () => void) => {
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1) {
              cards[0] = a;
              cards[1] = b;
              cards[2] = c;
              cards[3] = d;
              cards[4] = e;
              visit();
            }
  };
  const subsetOf = (mask: number) => {
    subset.length = 0;
    for (let i = 0; i < 5; i += 1) if (mask & (1 << i)) subset.push(cards[i]!);
    return subset;
  };
  eachHand(() => {
    const hand = handOf(cards, variant);
    const pay = hand ? (variant.pays[hand] ?? 0) : 0;
    if (pay === 0) return;
    for (let mask = 0; mask < 32; mask += 1) {
      const held = subsetOf(mask);
      sums[held.length]![indexOf(held)]! += pay;
    }
  });
  let total = 0;
  const values = new Float64Array(32);
  eachHand(() => {
    for (let mask = 0; mask < 32; mask += 1) {
      const held = subsetOf(mask);
      values[mask] = sums[held.length]![indexOf(held)]!;
    }
    // Möbius over supersets: the pay of the final hands that contain exactly the held cards of this deal.
    for (let bit = 1; bit < 32; bit <<= 1)
      for (let mask = 0; mask < 32; mask += 1) if (!(mask & bit)) values[mask]! -= values[mask | bit]!;
    let best = 0;
    for (let mask = 0; mask < 32; mask += 1) {
      let size = 0;
      for (let i = 0; i < 5; i += 1) if (mask & (1 << i)) size += 1;
      best = Math.max(best, values[mask]! / choose[47]![5 - size]!);
    }
    total += best;
  });
  return total / choose[52]![5]!;
}

for (const [key, variant] of Object.entries(VIDEO_POKER_VARIANTS)) {
  const rtp = optimalReturn(variant);
  console.log(`${key}: ${(100 * rtp).toFixed(4)}% (stated ${variant.rtp}%)`);
}
