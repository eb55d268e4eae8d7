import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CRASH_MAX, crashPointOfSeeds, replayCrash } from '../../engines/crash';

/** The published recipe with Node's own HMAC, to check the engine's pure code (what /verify runs) against it. */
function recipe(serverSeed: string, clientSeed: string, nonce: number): number {
  const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  const r = BigInt(`0x${hex.slice(0, 13)}`);
  if (r % 33n === 0n) return 100;
  const n = 2n ** 52n;
  return Math.min(CRASH_MAX, Math.max(100, Number((100n * n - r) / (n - r))));
}

const seed = (i: number) => createHash('sha256').update(`seed-${i}`).digest('hex');

describe('engines/crash.ts', () => {
  it('draws the crash point of the published recipe from the seeds, in plain TypeScript', () => {
    for (let i = 0; i < 500; i += 1) {
      expect(crashPointOfSeeds({ serverSeed: seed(i), clientSeed: `c${i}`, nonce: i })).toBe(
        recipe(seed(i), `c${i}`, i),
      );
    }
  });

  it('replays a round: a cash-out below the crash point pays, one at or above it or a crash pays nothing', () => {
    const serverSeed = seed(1);
    const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
    let nonce = 0;
    while (recipe(serverSeed, 'x', nonce) < 300) nonce += 1;
    const crash = recipe(serverSeed, 'x', nonce);
    const round = { serverSeed, serverSeedHash, clientSeed: 'x', nonce, betCents: 777, autoCashout: null };
    expect(replayCrash({ ...round, cashout: '1.82' })).toEqual({
      hashMatches: true,
      crashPoint: crash,
      cashout: 182,
      winCents: Math.floor((777 * 182) / 100),
    });
    expect(replayCrash({ ...round, cashout: null }).winCents).toBe(0);
    const atCrash = `${Math.floor(crash / 100)}.${String(crash % 100).padStart(2, '0')}`;
    expect(replayCrash({ ...round, cashout: atCrash })).toMatchObject({ cashout: null, winCents: 0 });
    // An automatic cash-out below the crash point is where the round ends, whatever the record says.
    expect(replayCrash({ ...round, autoCashout: '2.00', cashout: null })).toMatchObject({
      cashout: 200,
      winCents: 1554,
    });
    expect(replayCrash({ ...round, serverSeedHash: '0'.repeat(64), cashout: null }).hashMatches).toBe(false);
  });
});
