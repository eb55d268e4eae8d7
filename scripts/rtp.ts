// npm run bench -- --only rtp [--rounds N]   (or: npx tsx scripts/rtp.ts [--rounds N] [--json FILE])
//
// Plays every engine's every variant N times (1 000 000 by default) with its stated strategy
// (engines/<engine>.ts `simulate`, on the fast seeded simulation stream) and prints the stated return to
// player beside the measured one and its 95% confidence interval; the crash engine too (cash-out at 2.00×).
// A stated RTP more than 3.29 standard errors away (outside the 99.9% interval) is a failure (exit 1): the
// engine's math and its statement disagree (with some thirty variants, a 95% interval alone would miss one
// now and then by chance).

import { writeFileSync } from 'node:fs';
import { REGISTRY } from '../engines';
import { simulationDraw } from '../engines/fair';
import { measure, type Measured } from '../engines/types';
import { CRASH_RTP, crashPointOfR, crashWinCents } from '../server/house/crash';

interface Row extends Measured {
  engine: string;
  variant: string;
  stated: number;
  ms: number;
  holds: boolean;
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const rounds = Number(argValue('--rounds') ?? 1_000_000);
if (!Number.isInteger(rounds) || rounds < 1000) throw new Error('--rounds takes a whole number of at least 1000');
const only = argValue('--engine');

const rows: Row[] = [];
const run = (engine: string, variant: string, stated: number, play: Parameters<typeof measure>[2]) => {
  const started = performance.now();
  const seed = [...`${engine}:${variant}`].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);
  const measured = measure(rounds, simulationDraw(seed), play);
  const row = {
    engine,
    variant,
    stated,
    ...measured,
    ms: Math.round(performance.now() - started),
    holds: Math.abs(measured.rtp - stated) <= 3.29 * measured.se,
  };
  rows.push(row);
  console.log(
    `${`${engine}/${variant}`.padEnd(24)} stated ${stated.toFixed(2).padStart(6)}%  measured ${row.rtp.toFixed(2).padStart(6)}%  ` +
      `[${row.low.toFixed(2)}, ${row.high.toFixed(2)}]  ${String(rounds)} rounds in ${(row.ms / 1000).toFixed(1)} s  ${row.holds ? 'ok' : 'OUTSIDE'}`,
  );
};

for (const [engine, registered] of Object.entries(REGISTRY)) {
  if (only && engine !== only) continue;
  for (const [variant, value] of Object.entries(registered.variants)) {
    run(engine, variant, Number(registered.engine.rtp(value)), (draw) => registered.engine.simulate(value, draw));
  }
}

if (!only || only === 'crash') {
  // r uniform in [0, 2^52): two draws of 26 bits.
  run('crash', 'cash-out 2.00×', Number(CRASH_RTP.percent), (draw) => {
    const r = BigInt(draw.int(2 ** 26)) * 2n ** 26n + BigInt(draw.int(2 ** 26));
    const crash = crashPointOfR(r);
    return { stake: 100, win: crash > 200 ? crashWinCents(100, 200) : 0 };
  });
}

const file = argValue('--json');
if (file) writeFileSync(file, `${JSON.stringify({ rounds, rows }, null, 2)}\n`);
const outside = rows.filter((r) => !r.holds);
if (outside.length > 0) {
  console.error(`rtp: ${outside.length} stated RTP(s) outside the measured interval`);
  process.exit(1);
}
