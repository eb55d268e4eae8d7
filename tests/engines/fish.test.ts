import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawFrom, simulationDraw } from '../../engines/fair';
import { catchChance, FISH_VARIANTS, FishChoice, fishEngine, type FishVariant } from '../../engines/fish';
import { EngineRefusal, measure } from '../../engines/types';

const word = (value: number) => drawFrom(() => value);
const VARIANTS = Object.entries(FISH_VARIANTS) as [string, FishVariant][];

describe('fish', () => {
  it('charges the bet times the cannon level and pays the multiplier when the draw falls under the chance', () => {
    const variant = FISH_VARIANTS.pantanal;
    const choice = { amount: '0.50', level: 4, target: 'jacare' };
    expect(fishEngine.stake(variant, choice)).toBe(200);
    // Jacaré: 50×, caught when draw.int(100 × 5000) < 9600 (1.92%).
    expect(fishEngine.start(variant, choice, word(9599))).toMatchObject({
      done: true,
      winCents: 10_000,
      stakeCents: 200,
    });
    const missed = fishEngine.start(variant, choice, word(9600));
    expect(missed).toMatchObject({ done: true, winCents: 0 });
    expect(fishEngine.view(variant, missed.state, true)).toEqual({
      target: 'jacare',
      multiplier: '50.00',
      caught: false,
      roll: 9600,
      catch_below: 9600,
      out_of: 500_000,
    });
  });

  it('refuses a species the water does not have', () => {
    const refusal = (() => {
      try {
        fishEngine.start(FISH_VARIANTS.pantanal, { amount: '1', level: 1, target: 'tubarao' }, word(0));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(EngineRefusal);
    expect((refusal as EngineRefusal).code).toBe('fish.target_unknown');
    expect(v.safeParse(FishChoice, { amount: '1', level: 11, target: 'pacu' }).issues?.[0]?.message).toBe(
      'fish.level_range',
    );
    expect(v.safeParse(FishChoice, { amount: '1', level: 1, target: 7 }).issues?.[0]?.message).toBe(
      'fish.target_unknown',
    );
  });

  it('gives every species of a water the same exact return, chance × multiplier', () => {
    const stated = { pantanal: '96.00', tubarao: '95.00', pirarucu: '97.00' } as Record<string, string>;
    for (const [key, variant] of VARIANTS) {
      expect(fishEngine.rtp(variant)).toBe(stated[key]);
      const ids = new Set(variant.species.map((species) => species.id));
      expect(ids.size).toBe(variant.species.length);
      for (const species of variant.species) {
        const { below, outOf } = catchChance(variant, species);
        // below / outOf × multiplier = rtp, in integers: below × m_hundredths × 100 = rtpBasis × outOf
        expect(below * Math.round(Number(species.multiplier) * 100) * 100).toBe(variant.rtpBasis * outOf);
        expect(outOf).toBeLessThanOrEqual(2 ** 32);
      }
    }
    const rules = fishEngine.rules(FISH_VARIANTS.pirarucu) as { species: { id: string; chance: string }[] };
    expect(rules.species.find((species) => species.id === 'pirarucu')?.chance).toBe('0.4850');
  });

  it('simulates its stated return in every water', () => {
    for (const [, variant] of VARIANTS) {
      const measured = measure(200_000, simulationDraw(variant.rtpBasis), (draw) => fishEngine.simulate(variant, draw));
      const stated = Number(fishEngine.rtp(variant));
      expect(measured.low).toBeLessThan(stated);
      expect(measured.high).toBeGreaterThan(stated);
    }
  });
});
