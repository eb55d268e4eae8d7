import { MAX_LIVE_BETS, type LiveBet, type LiveBetKind, type LiveTableKey } from '../contract/live';
import { fairDraw, type Draw } from './fair';
import { sha256Text } from './sha256';
import { centsOf, EngineRefusal, percentOf } from './types';

/*
 * The live tables: shared rounds every player of a table sees at the same time (server/live runs their
 * schedule). Each round is one draw of the table's game from the round's provably fair stream; a member's
 * bets on it are paid from that one outcome. Pure: the server decides rounds with it, the browser replays
 * them.
 *
 *   roulette  European single zero: 37 pockets, straight 35:1, dozens and columns 2:1, red/black,
 *             odd/even and 1–18/19–36 1:1 (zero loses them). Every bet returns 36/37.
 *   bacbo     Bac Bo: two dice for the Player, two for the Banker, the higher sum wins. Player and Banker
 *             pay 1:1 and give back 90% of the bet on a tie; Tie pays 88:1 on 2 or 12, 25:1 on 3 or 11,
 *             10:1 on 4 or 10, 6:1 on 5 or 9 and 4:1 on 6, 7 or 8.
 *   wheel     a money wheel of 54 segments: 1 (23 of them), 2 (15), 5 (7), 10 (4), 20 (2), 40 (1) pay that
 *             many to one; 2× and 7× (one each) spin the wheel again and multiply the next win.
 */

/** A live title's variant: which table it runs. */
export interface LiveVariant {
  table: LiveTableKey;
}

/** The catalogue's live variants (the variant key is the table). */
export const LIVE_VARIANTS: Readonly<Record<LiveTableKey, LiveVariant>> = {
  roulette: { table: 'roulette' },
  bacbo: { table: 'bacbo' },
  wheel: { table: 'wheel' },
};

/** Every round lasts ROUND_MS: bets for BETTING_MS, then the draw, and its result shown until the next one. */
export const LIVE_SCHEDULE = { roundMs: 30_000, bettingMs: 20_000 } as const;

/** A bet checked against its table, amount in centavos. */
export interface PlacedBet {
  kind: LiveBetKind;
  number: number | null;
  cents: number;
}

/** The wheel's numbers: what each pays to one. */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;

/** The wheel's 54 segments clockwise from the top: a number, or a multiplier ('x2', 'x7'). */
export const WHEEL_SEGMENTS: readonly string[] = [
  'x7', '1', '2', '1', '5', '2', '1', '10', '1', '2', '1', '5', '2', '1', '20', '1', '2', '1', '5', '2', '1',
  '10', '1', '2', '1', '1', '2', 'x2', '5', '40', '1', '2', '1', '10', '1', '2', '5', '1', '2', '1', '20', '1',
  '2', '5', '1', '2', '1', '10', '1', '2', '5', '1', '2', '1',
]; // prettier-ignore

/** A multiplier segment's factor, or null for a number. */
const multiplierOf = (segment: string): number | null => (segment.startsWith('x') ? Number(segment.slice(1)) : null);

/** The bets a table takes, with the numbers they may name (null: none). */
const TABLE_BETS: Record<LiveTableKey, Partial<Record<LiveBetKind, readonly number[] | null>>> = {
  roulette: {
    straight: Array.from({ length: 37 }, (_, n) => n),
    red: null,
    black: null,
    odd: null,
    even: null,
    low: null,
    high: null,
    dozen: [1, 2, 3],
    column: [1, 2, 3],
  },
  bacbo: { player: null, banker: null, tie: null },
  wheel: { segment: WHEEL_NUMBERS },
};

/** The bet checked against the table's layout, or an EngineRefusal('live.bet_invalid'). */
export function placedBet(variant: LiveVariant, bet: LiveBet): PlacedBet {
  const numbers = TABLE_BETS[variant.table][bet.kind];
  if (numbers === undefined) throw new EngineRefusal('live.bet_invalid');
  if (numbers === null ? bet.number !== undefined : bet.number === undefined || !numbers.includes(bet.number)) {
    throw new EngineRefusal('live.bet_invalid');
  }
  return { kind: bet.kind, number: bet.number ?? null, cents: centsOf(bet.amount) };
}

// ── Outcomes ──

export type LiveOutcome =
  | { table: 'roulette'; number: number }
  | { table: 'bacbo'; player: [number, number]; banker: [number, number] }
  /** stops: every segment the wheel landed on, the multipliers first; value: the number it ended on. */
  | { table: 'wheel'; stops: number[]; value: number; multiplier: number };

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** The round's outcome, drawn from its stream (roulette: one draw; Bac Bo: the Player's dice, then the Banker's). */
export function drawOutcome(variant: LiveVariant, draw: Draw): LiveOutcome {
  switch (variant.table) {
    case 'roulette':
      return { table: 'roulette', number: draw.int(37) };
    case 'bacbo': {
      const die = () => draw.int(6) + 1;
      const player: [number, number] = [die(), die()];
      const banker: [number, number] = [die(), die()];
      return { table: 'bacbo', player, banker };
    }
    case 'wheel': {
      const stops: number[] = [];
      let multiplier = 1;
      for (;;) {
        const stop = draw.int(WHEEL_SEGMENTS.length);
        stops.push(stop);
        const factor = multiplierOf(WHEEL_SEGMENTS[stop]!);
        if (factor === null) return { table: 'wheel', stops, value: Number(WHEEL_SEGMENTS[stop]), multiplier };
        multiplier *= factor;
      }
    }
  }
}

const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);

/** Bac Bo's Tie pays, to one, by the tied sum. */
export function tiePays(total: number): number {
  if (total === 2 || total === 12) return 88;
  if (total === 3 || total === 11) return 25;
  if (total === 4 || total === 10) return 10;
  if (total === 5 || total === 9) return 6;
  return 4;
}

/** Who won a Bac Bo round. */
export function bacboWinner(outcome: {
  player: readonly number[];
  banker: readonly number[];
}): 'player' | 'banker' | 'tie' {
  const p = sum(outcome.player);
  const b = sum(outcome.banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** Whether a roulette bet covers the number. */
function rouletteCovers(bet: Pick<PlacedBet, 'kind' | 'number'>, n: number): boolean {
  if (n === 0) return bet.kind === 'straight' && bet.number === 0;
  switch (bet.kind) {
    case 'straight':
      return bet.number === n;
    case 'red':
      return RED_NUMBERS.includes(n);
    case 'black':
      return !RED_NUMBERS.includes(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen':
      return Math.ceil(n / 12) === bet.number;
    case 'column':
      return ((n - 1) % 3) + 1 === bet.number;
    default:
      return false;
  }
}

const ROULETTE_PAYS: Partial<Record<LiveBetKind, number>> = { straight: 35, dozen: 2, column: 2 };

/** What a bet pays on the outcome, in centavos, stake included (0 for a loss), rounded down to the centavo. */
export function betWinCents(outcome: LiveOutcome, bet: PlacedBet): number {
  switch (outcome.table) {
    case 'roulette':
      return rouletteCovers(bet, outcome.number) ? bet.cents * ((ROULETTE_PAYS[bet.kind] ?? 1) + 1) : 0;
    case 'bacbo': {
      const winner = bacboWinner(outcome);
      if (bet.kind === 'tie') return winner === 'tie' ? bet.cents * (tiePays(sum(outcome.player)) + 1) : 0;
      if (winner === 'tie') return Math.floor((bet.cents * 9) / 10);
      return winner === bet.kind ? bet.cents * 2 : 0;
    }
    case 'wheel':
      return bet.number === outcome.value ? bet.cents + bet.cents * outcome.value * outcome.multiplier : 0;
  }
}

// ── Return to player ──

/** One bet the table offers as the rules list it: what it pays and its exact return. */
export interface LiveBetRule {
  kind: LiveBetKind;
  /** The number it names (a wheel number), when the rule is for one. */
  number?: number;
  /** "35:1", "1:1", "88:1 / 25:1 / …". */
  pays: string;
  rtp: string;
}

/** A bet's exact return as a fraction: the expected win of a stake of `unit` over `unit`. */
function exactReturn(variant: LiveVariant, kind: LiveBetKind, number: number | null): [number, number] {
  const unit = 10; // Bac Bo's 90% back is whole at this stake
  const bet: PlacedBet = { kind, number, cents: unit };
  switch (variant.table) {
    case 'roulette': {
      let won = 0;
      for (let n = 0; n < 37; n += 1) won += betWinCents({ table: 'roulette', number: n }, bet);
      return [won, 37 * unit];
    }
    case 'bacbo': {
      let won = 0;
      for (let i = 0; i < 6 ** 4; i += 1) {
        const d = [i % 6, Math.floor(i / 6) % 6, Math.floor(i / 36) % 6, Math.floor(i / 216)].map((x) => x + 1);
        won += betWinCents({ table: 'bacbo', player: [d[0]!, d[1]!], banker: [d[2]!, d[3]!] }, bet);
      }
      return [won, 6 ** 4 * unit];
    }
    case 'wheel': {
      // A spin lands on a number with probability c/T and on multiplier m with 1/T each; the return of a
      // stake on n, with the multiplier K so far, is a·K + b where a = c·n/(T − Σm) and b = c/(T − k),
      // k the number of multiplier segments (solving R(K) = c/T·(n·K + 1) + Σ 1/T·R(m·K)).
      const total = WHEEL_SEGMENTS.length;
      const factors = WHEEL_SEGMENTS.map(multiplierOf).filter((m): m is number => m !== null);
      const count = WHEEL_SEGMENTS.filter((s) => s === String(number)).length;
      const sumM = factors.reduce((a, b) => a + b, 0);
      const n = number ?? 0;
      // a + b = c·n/(T − Σm) + c/(T − k)
      return [count * n * (total - factors.length) + count * (total - sumM), (total - sumM) * (total - factors.length)];
    }
  }
}

/** The bets of the table's rules, one per kind (and per wheel number), each with its exact return. */
export function liveBetRules(variant: LiveVariant): LiveBetRule[] {
  const rule = (kind: LiveBetKind, pays: string, number: number | null = null): LiveBetRule => {
    const [num, den] = exactReturn(variant, kind, number);
    return { kind, ...(number === null ? {} : { number }), pays, rtp: percentOf(num, den) };
  };
  switch (variant.table) {
    case 'roulette':
      return [
        rule('straight', '35:1', 17),
        rule('dozen', '2:1', 1),
        rule('column', '2:1', 1),
        rule('red', '1:1'),
        rule('black', '1:1'),
        rule('odd', '1:1'),
        rule('even', '1:1'),
        rule('low', '1:1'),
        rule('high', '1:1'),
      ].map(({ number: _n, ...r }) => r);
    case 'bacbo':
      return [rule('player', '1:1'), rule('banker', '1:1'), rule('tie', '4:1 – 88:1')];
    case 'wheel':
      return WHEEL_NUMBERS.map((n) => rule('segment', `${n}:1`, n));
  }
}

/** The title's stated return: the highest of its bets'. */
export function liveRtp(variant: LiveVariant): string {
  return liveBetRules(variant)
    .map((r) => r.rtp)
    .reduce((best, rtp) => (Number(rtp) > Number(best) ? rtp : best));
}

/** The rules shown before the first bet (JSON): the schedule, the bets with their pays and returns, the layout. */
export function liveRules(variant: LiveVariant) {
  return {
    table: variant.table,
    round_seconds: LIVE_SCHEDULE.roundMs / 1000,
    betting_seconds: LIVE_SCHEDULE.bettingMs / 1000,
    max_bets: MAX_LIVE_BETS,
    bets: liveBetRules(variant),
    ...(variant.table === 'roulette' ? { red: RED_NUMBERS } : {}),
    ...(variant.table === 'bacbo'
      ? {
          tie_pays: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((total) => ({ total, pays: `${tiePays(total)}:1` })),
          /** Player and Banker bets give back this share of the stake on a tie. */
          tie_refund_percent: 90,
        }
      : {}),
    ...(variant.table === 'wheel' ? { segments: WHEEL_SEGMENTS } : {}),
  };
}
export type LiveRules = ReturnType<typeof liveRules>;

/** The bet one simulated round places, R$ 10,00 on one of the title's best bets (the stated RTP's). */
export const TYPICAL_BETS: Readonly<Record<LiveTableKey, PlacedBet>> = {
  roulette: { kind: 'red', number: null, cents: 1000 },
  bacbo: { kind: 'player', number: null, cents: 1000 },
  wheel: { kind: 'segment', number: 10, cents: 1000 },
};

/** One simulated round with the given bet: its stake and win in centavos. */
export function simulateBet(variant: LiveVariant, bet: PlacedBet, draw: Draw): { stake: number; win: number } {
  return { stake: bet.cents, win: betWinCents(drawOutcome(variant, draw), bet) };
}

/** One simulated round of the title (its typical bet), for the RTP bench. */
export function simulate(variant: LiveVariant, draw: Draw): { stake: number; win: number } {
  return simulateBet(variant, TYPICAL_BETS[variant.table], draw);
}

/**
 * Replays a live round from its revealed seed (the browser's check): whether sha256(server seed) is the
 * hash shown while bets were open, and whether the draw recomputed from the seeds is the one announced.
 */
export function verifyLiveDraw(
  variant: LiveVariant,
  round: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; outcome: LiveOutcome },
): { hashMatches: boolean; outcomeMatches: boolean; outcome: LiveOutcome } {
  const outcome = drawOutcome(
    variant,
    fairDraw({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }),
  );
  return {
    hashMatches: sha256Text(round.serverSeed) === round.serverSeedHash,
    outcomeMatches: canonical(outcome) === canonical(round.outcome),
    outcome,
  };
}

/** JSON with every object's keys sorted (a database's JSON keeps its own key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
