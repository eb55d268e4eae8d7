/** The QA scenarios by name (server/operator/scenarios.ts sets each up; docs/QA.md explains each). */
export const SCENARIO_NAMES = [
  'reward-claimable',
  'reward-claimed',
  'reward-not-eligible',
  'invitation-claimable',
  'invitee-missing',
  'agency-claimable',
  'relief-claimable',
  'rebate-claimable',
  'wheel-spins',
  'wheel-none',
  'withdrawal-turnover',
  'withdrawal-pending',
  'withdrawal-rejected',
  'withdrawal-old-key',
  'session-expiring',
  'forced-offline',
  'live-match',
  'identity-missing',
  'regulator-flagged',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
