import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's reports and dashboard (contract/boReports.ts, boDashboard.ts). */
export const BO_REPORTS_REFUSALS = {
  'report.range_invalid': { status: 422, text: 'Choose from 1 to {max} days, the first not after the last' },
  'report.rate_invalid': { status: 422, text: 'Give a rate from 0 to 100 percent with at most two decimals' },
} as const satisfies RefusalDeclarations;
