import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { centsOf, EngineRefusal, percentOf, type Engine } from './types';

/**
 * Fish: each shot is a round. The shot costs the bet times the cannon level (1–10); the player aims at one
 * of the species swimming in the variant's water; the server draws whether the shot catches it. Every
 * species has a published multiplier m and a catch chance p = rtp / m, an exact fraction drawn as
 * `draw.int(100 × m_hundredths) < rtpBasis`, so p × m is the variant's return for every target alike: a
 * big fish pays more and is caught less often, never better or worse on average.
 */

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

export interface Species {
  id: string;
  /** The name shown (Portuguese: the fish are Brazilian). */
  name: string;
  /** The multiplier of the shot's stake, "2.00". */
  multiplier: string;
}

export interface FishVariant {
  /** The return on every shot in hundredths of a percent (9600 = 96%). */
  rtpBasis: number;
  species: readonly Species[];
}

export const FISH_VARIANTS = {
  pantanal: {
    rtpBasis: 9600,
    species: [
      { id: 'piranha', name: 'Piranha', multiplier: '2.00' },
      { id: 'pacu', name: 'Pacu', multiplier: '3.00' },
      { id: 'dourado', name: 'Dourado', multiplier: '5.00' },
      { id: 'pintado', name: 'Pintado', multiplier: '8.00' },
      { id: 'sucuri', name: 'Sucuri', multiplier: '20.00' },
      { id: 'jacare', name: 'Jacaré', multiplier: '50.00' },
    ],
  },
  tubarao: {
    rtpBasis: 9500,
    species: [
      { id: 'sardinha', name: 'Sardinha', multiplier: '2.00' },
      { id: 'palhaco', name: 'Peixe-palhaço', multiplier: '4.00' },
      { id: 'baiacu', name: 'Baiacu', multiplier: '6.00' },
      { id: 'arraia', name: 'Arraia', multiplier: '12.00' },
      { id: 'tartaruga', name: 'Tartaruga', multiplier: '25.00' },
      { id: 'tubarao', name: 'Tubarão Dourado', multiplier: '100.00' },
    ],
  },
  pirarucu: {
    rtpBasis: 9700,
    species: [
      { id: 'lambari', name: 'Lambari', multiplier: '2.00' },
      { id: 'tucunare', name: 'Tucunaré', multiplier: '4.00' },
      { id: 'tambaqui', name: 'Tambaqui', multiplier: '10.00' },
      { id: 'aruana', name: 'Aruanã', multiplier: '30.00' },
      { id: 'pirarucu', name: 'Pirarucu Gigante', multiplier: '200.00' },
    ],
  },
} satisfies Record<string, FishVariant>;

export const FishChoice = v.object({
  amount: BetAmount,
  level: v.pipe(
    v.number(says('fish.level_range')),
    v.integer(says('fish.level_range')),
    v.minValue(MIN_LEVEL, says('fish.level_range')),
    v.maxValue(MAX_LEVEL, says('fish.level_range')),
  ),
  target: v.pipe(v.string(says('fish.target_unknown')), v.maxLength(32, says('fish.target_unknown'))),
});
export type FishChoice = v.InferOutput<typeof FishChoice>;

export interface FishState {
  stakeCents: number;
  target: string;
  /** The draw, from 0 to `out_of` − 1: a catch when below `catch_below`. */
  roll: number;
  caught: boolean;
}

/** "20.00" → 2000. */
const hundredthsOf = (multiplier: string) => Math.round(Number(multiplier) * 100);

/** A species' catch chance as an exact fraction: rtpBasis out of 100 × multiplier in hundredths. */
export function catchChance(variant: FishVariant, species: Species): { below: number; outOf: number } {
  return { below: variant.rtpBasis, outOf: 100 * hundredthsOf(species.multiplier) };
}

function speciesOf(variant: FishVariant, id: string): Species | undefined {
  return variant.species.find((species) => species.id === id);
}

/** The species aimed at, or a refusal when this water has none of that name. */
function targetOf(variant: FishVariant, id: string): Species {
  const species = speciesOf(variant, id);
  if (!species) throw new EngineRefusal('fish.target_unknown');
  return species;
}

/** A fraction as a percentage with four places, rounded down ("0.4850"). */
function percent4(below: number, outOf: number): string {
  const units = Math.floor((1_000_000 * below) / outOf);
  return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
}

export const fishEngine: Engine<FishVariant, FishChoice, never, FishState> = {
  key: 'fish',
  choice: FishChoice,
  stake: (_variant, choice) => centsOf(choice.amount) * choice.level,
  /** The species aimed at, caught (an unknown species is refused when the round starts). */
  maxPayout: (variant, choice) => [hundredthsOf(speciesOf(variant, choice.target)?.multiplier ?? '0'), 100],
  start(variant, choice, draw) {
    // A species this water does not have is refused (the round's transaction, its debit included, undone).
    const species = targetOf(variant, choice.target);
    const stakeCents = centsOf(choice.amount) * choice.level;
    const { below, outOf } = catchChance(variant, species);
    const roll = draw.int(outOf);
    const caught = roll < below;
    return {
      state: { stakeCents, target: species.id, roll, caught },
      done: true,
      winCents: caught ? Math.floor((stakeCents * hundredthsOf(species.multiplier)) / 100) : 0,
      stakeCents,
    };
  },
  view(variant, state) {
    const species = speciesOf(variant, state.target)!;
    const { below, outOf } = catchChance(variant, species);
    return {
      target: state.target,
      multiplier: species.multiplier,
      caught: state.caught,
      roll: state.roll,
      catch_below: below,
      out_of: outOf,
    };
  },
  rules: (variant) => ({
    min_level: MIN_LEVEL,
    max_level: MAX_LEVEL,
    species: variant.species.map((species) => {
      const { below, outOf } = catchChance(variant, species);
      return {
        ...species,
        /** The catch chance in percent (four places, rounded down) and as the exact fraction drawn. */
        chance: percent4(below, outOf),
        catch_below: below,
        out_of: outOf,
      };
    }),
  }),
  rtp: (variant) => percentOf(variant.rtpBasis, 10_000),
  simulate(variant, draw) {
    const species = variant.species[draw.int(variant.species.length)]!;
    // One stake for every shot: the level scales the stake and the win alike, and a constant stake keeps
    // the measured interval (on each round's return) true to the total's.
    const round = fishEngine.start(variant, { amount: '1.00', level: 1, target: species.id }, draw);
    return { stake: round.stakeCents, win: round.winCents };
  },
};
