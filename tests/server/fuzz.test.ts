import { describe, expect, it } from 'vitest';
import { describeFailure, summaryLine } from './fuzz/generator';
import { fuzzSession } from './fuzz/session';

/**
 * Every route of the OpenAPI document with bad input (tests/server/fuzz/generator.ts): no answer is a 5xx,
 * every answer but the raw ones is an envelope whose code is the HTTP status, and no money moved but by
 * requests that succeeded. FUZZ_PER_ROUTE tops every route up with random cases, FUZZ_SEED picks them,
 * FUZZ_THOROUGH=1 sets every field to every critical value; `npm run fuzz` runs a longer random version.
 */

const perRoute = Number(process.env.FUZZ_PER_ROUTE ?? 24);
const seed = Number(process.env.FUZZ_SEED ?? 20260302);
const thorough = process.env.FUZZ_THOROUGH === '1';

describe('the API under bad input', () => {
  it('answers every bad input of every route with a 4xx envelope, and the books still balance', async () => {
    const { report, auditOff, totals, perOperation, polluted } = await fuzzSession({ perRoute, seed, thorough });
    console.log(summaryLine(report));
    if (report.failures.length > 0) console.log(report.failures.slice(0, 40).map(describeFailure).join('\n\n'));

    expect(
      report.failures.map((f) => `${f.problem}: ${f.case.method} ${f.case.url.slice(0, 120)} [${f.case.label}]`),
    ).toEqual([]);
    expect(report.routes).toBeGreaterThan(90);
    for (const [operation, requests] of perOperation) expect([operation, requests >= 20]).toEqual([operation, true]);
    expect(report.histogram[413]).toBeGreaterThan(0);

    expect(auditOff).toEqual([]);
    expect(totals.wallets).toBe(totals.ledger);
    expect(polluted).toBe(false);
  }, 300_000);
});
