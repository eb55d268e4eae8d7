// npm run bench -- --only sports [--bets N]   (or: npx tsx scripts/sports-rtp.ts [--bets N] [--json FILE])
//
// The sportsbook's "no edge" check (scripts/sports-edge.ts, the simulations the tests run with fewer bets):
// - cash-out: N bets (singles and doubles on the simulator's matches, at its prices), each cashed out by a
//   strategy — always (at the first offer), at every lead, at random, never (held to the final whistle:
//   the reference) — at the value the server offers, else paid by the simulated score;
// - bet builder (football, the one sport with a builder): N random builders of 2 to 4 picks, 100 on each of
//   N / 100 matches of random sides, priced from the model's joint probability with the builder's margin,
//   each match played 100 times and every builder settled by the model; the builders whose picks win
//   together (those a bettor who has read the code would choose) on their own; and the model's own
//   expectation of the builders placed (exact, no chance in it).
// Prints each strategy's return (Σ paid / Σ staked), its 95% interval and the stated ceiling: 100% less
// the cash-out margin (5%), 1 / (1 + the builder's margin of 10%) = 100% less 9.09%. A return at most the
// ceiling is "ok"; above it but within 3.29 standard errors (the 99.9% interval, as scripts/rtp.ts) it
// is "ok, by chance above" (the builders' true return is a hair under their ceiling, and long odds make
// their measured return swing); further above it is "OVER" and a failure (exit 1): the strategy has an edge.
// Cash-out also shows each strategy's return less holding the same bets ("vs held", bet by bet: the cost
// of cashing out, the pre-match margin being common to both).

import { writeFileSync } from 'node:fs';
import { CASHOUT_MARGIN } from '../engines/cashOut';
import { BUILDER_BAND } from '../engines/sports/pricing';
import { seeded } from '../server/house/markets';
import {
  BUILDER_CEILING,
  builderMatches,
  CASHOUT_CEILING,
  CASHOUT_STAKE,
  CASHOUT_STRATEGIES,
  cashOutBets,
  cashOutOffers,
  measureReturn,
  placeBuilders,
  playBuilders,
  playCashOut,
  type BuilderBet,
  type Measured,
} from './sports-edge';

interface Row extends Partial<Measured> {
  part: 'cash-out' | 'builder';
  strategy: string;
  bets: number;
  rtp: number;
  /** The stated margin, and the most a bet may return by it. */
  margin: number;
  ceiling: number;
  /** Cash-out: the return less holding every bet ("never"), bet by bet, and its 95% interval. */
  vsHeld?: Measured;
  status: 'ok' | 'ok, by chance above' | 'OVER';
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const bets = Number(argValue('--bets') ?? 12_000);
if (!Number.isInteger(bets) || bets < 100) throw new Error('--bets takes a whole number of at least 100');
/** Builders on each match, and how many times each match is played. */
const BUILDERS_PER_MATCH = 100;
const REPLAYS = 100;

const started = performance.now();
const status = (m: Measured, ceiling: number): Row['status'] =>
  m.rtp <= ceiling ? 'ok' : m.rtp - 3.29 * m.se <= ceiling ? 'ok, by chance above' : 'OVER';
const rows: Row[] = [];

// Cash-out: each bet's offers once, then each strategy on the same bets.
const cashBets = cashOutBets(bets, { stream: 'sports bench: cash-out', matches: 'sports-bench-' });
const offers = cashOutOffers(cashBets);
const paidBy = Object.fromEntries(
  Object.entries(CASHOUT_STRATEGIES).map(([name, strategy]) => [
    name,
    playCashOut(strategy, cashBets, offers, 'sports bench: cash-out strategy'),
  ]),
);
for (const [strategy, paid] of Object.entries(paidBy)) {
  const measured = measureReturn(paid.map((cents) => ({ paid: cents, staked: CASHOUT_STAKE })));
  const vsHeld = measureReturn(paid.map((cents, i) => ({ paid: cents - paidBy.never![i]!, staked: CASHOUT_STAKE })));
  rows.push({
    part: 'cash-out',
    strategy,
    bets,
    ...measured,
    margin: CASHOUT_MARGIN,
    ceiling: CASHOUT_CEILING,
    ...(strategy === 'never' ? {} : { vsHeld }),
    status: status(measured, CASHOUT_CEILING),
  });
}

// The bet builder.
const random = seeded('sports bench: builder');
const matches = builderMatches(Math.ceil(bets / BUILDERS_PER_MATCH), random);
const placed = placeBuilders(matches, BUILDERS_PER_MATCH, random);
const played = playBuilders(matches, placed.bets, REPLAYS, random);
const builderRow = (strategy: string, count: number, measured: Measured): Row => ({
  part: 'builder',
  strategy,
  bets: count,
  ...measured,
  margin: BUILDER_BAND.margin,
  ceiling: BUILDER_CEILING,
  status: status(measured, BUILDER_CEILING),
});
const together = placed.bets.filter((b) => b.together).length;
/** What the model expects builders to return (Σ p × odds / Σ stakes): exact, no chance in it. */
const expectation = (of: readonly BuilderBet[]): Measured => ({
  rtp: of.reduce((sum, b) => sum + b.p * b.odds, 0) / (100 * of.length),
  se: 0,
  low: Number.NaN,
  high: Number.NaN,
});
rows.push(
  builderRow(
    `random builders, 2–4 picks (${matches.length} matches × ${REPLAYS})`,
    placed.bets.length,
    measureReturn(played.map((m) => ({ paid: m.paid, staked: 100 * m.bets }))),
  ),
  builderRow(
    'picks that win together',
    together,
    measureReturn(played.map((m) => ({ paid: m.togetherPaid, staked: 100 * m.togetherBets }))),
  ),
  builderRow('random builders: the model’s expectation', placed.bets.length, expectation(placed.bets)),
  builderRow(
    'picks that win together: the model’s expectation',
    together,
    expectation(placed.bets.filter((b) => b.together)),
  ),
);

// The table.
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const interval = (r: { se?: number; low?: number; high?: number }) =>
  r.se === 0 || r.low === undefined || Number.isNaN(r.low) ? 'exact' : `[${pct(r.low)}, ${pct(r.high!)}]`;
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)}`;
const headers = ['', 'strategy', 'bets', 'return', '95% interval', 'ceiling (100% − margin)', '', 'vs held (pp)'];
const body = rows.map((r) => [
  r.part,
  r.strategy,
  r.bets.toLocaleString('en'),
  pct(r.rtp),
  interval(r),
  `≤ ${pct(r.ceiling)} (margin ${(r.margin * 100).toFixed(0)}%)`,
  r.status,
  r.vsHeld ? `${points(r.vsHeld.rtp)} [${points(r.vsHeld.low)}, ${points(r.vsHeld.high)}]` : '',
]);
const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(line(headers));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of body) console.log(line(row));
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  `${bets.toLocaleString('en')} bets per strategy in ${seconds} s; the builder refused ${placed.refused.toLocaleString('en')} ` +
    `random combinations (contradictory, unsupported or past its longest odds) and drew again`,
);

const file = argValue('--json');
if (file) writeFileSync(file, `${JSON.stringify({ bets, seconds, refused: placed.refused, rows }, null, 2)}\n`);
const over = rows.filter((r) => r.status === 'OVER');
if (over.length > 0) {
  console.error(`sports: ${over.map((r) => r.strategy).join(', ')} returned more than the stated margin allows`);
  process.exit(1);
}
