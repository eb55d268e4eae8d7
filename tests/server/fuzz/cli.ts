import { randomInt } from 'node:crypto';
import { describeFailure, summaryLine } from './generator';
import { fuzzSession } from './session';

/**
 * `npm run fuzz -- [--per-route N] [--seed S] [--quick]`: the fuzz with every critical value on every
 * field and N cases per route (random ones fill up to N), seeded (a random seed when none is given; it is
 * printed, and the same seed repeats the run). Exit 0 when every answer was a 4xx/2xx envelope and the
 * books balance, 1 otherwise, 2 on bad arguments.
 */
export async function main(args: string[], out: (line: string) => void = console.log): Promise<number> {
  let perRoute = 200;
  let seed = randomInt(1, 2 ** 31 - 1);
  let thorough = true;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? args[++i];
    if (name === '--per-route') perRoute = Number(value());
    else if (name === '--seed') seed = Number(value());
    else if (name === '--quick') thorough = false;
    else {
      out(`unknown argument ${arg}; usage: npm run fuzz -- [--per-route N] [--seed S] [--quick]`);
      return 2;
    }
  }
  if (!Number.isSafeInteger(perRoute) || perRoute < 0 || !Number.isSafeInteger(seed)) {
    out('--per-route and --seed take whole numbers');
    return 2;
  }

  out(
    `fuzz: seed ${seed}, ${perRoute} cases per route${thorough ? ', every critical value on every field' : ''} (repeat with --seed ${seed})`,
  );
  let done = 0;
  const session = await fuzzSession({
    perRoute,
    seed,
    thorough,
    onResult: () => {
      done += 1;
      if (done % 5000 === 0) out(`  ${done} requests…`);
    },
  });
  const { report, auditOff, totals, polluted } = session;
  for (const failure of report.failures.slice(0, 100)) out(`\n${describeFailure(failure)}`);
  if (report.failures.length > 100) out(`\n… and ${report.failures.length - 100} more`);
  const fewest = Math.min(...session.perOperation.values());
  const books = auditOff.length === 0 && totals.wallets === totals.ledger;
  out(
    `books: audit ${auditOff.length === 0 ? 'ok' : `${auditOff.length} wallet(s) off`}, wallets ${totals.wallets} = ledger ${totals.ledger} centavos: ${totals.wallets === totals.ledger ? 'yes' : 'NO'}; fewest requests on a route: ${fewest}${polluted ? '; Object.prototype POLLUTED' : ''}`,
  );
  out(summaryLine(report));
  return report.failures.length === 0 && books && !polluted ? 0 : 1;
}
