import * as v from 'valibot';
import { AuditResult } from '../../../contract';
import { OPERATOR_TOKEN, setupServer } from '../helpers';
import { runFuzz, type CaseOptions, type FuzzReport, type FuzzResult } from './generator';
import { fuzzTarget, moneyTotals } from './target';

export interface FuzzSession {
  report: FuzzReport;
  /** The operator audit after the run: wallets that do not match their ledger (none when all is well). */
  auditOff: AuditResult['off'];
  /** Sums over every wallet and every ledger entry, in centavos, after the run. */
  totals: { wallets: number; ledger: number };
  /** Requests per operation. */
  perOperation: Map<string, number>;
  /** Whether a `__proto__` body reached Object.prototype. */
  polluted: boolean;
}

/**
 * One fuzz run against a fresh test app (its own in-memory database): the OpenAPI document read from the
 * app itself, a funded member, the operator token; afterwards the operator audit and the money totals.
 */
export async function fuzzSession(
  options: CaseOptions & { seed: number; onResult?: (result: FuzzResult) => void },
): Promise<FuzzSession> {
  const s = await setupServer({}, `fuzz-${options.seed}`);
  try {
    const target = await fuzzTarget(s);
    const document: unknown = await (await s.app.request('/api/openapi.json')).json();
    const report = await runFuzz(target, document, options);
    const audit = await s.call('POST', '/api/operator/audit', { token: OPERATOR_TOKEN });
    if (audit.status !== 200) throw new Error(`the audit answered ${audit.status} ${audit.json.message}`);
    const perOperation = new Map<string, number>();
    for (const result of report.results)
      perOperation.set(result.operation, (perOperation.get(result.operation) ?? 0) + 1);
    return {
      report,
      auditOff: v.parse(AuditResult, audit.json.data).off,
      totals: await moneyTotals(s),
      perOperation,
      polluted: 'polluted' in ({} as Record<string, unknown>) || 'isAdmin' in ({} as Record<string, unknown>),
    };
  } finally {
    await s.close();
  }
}
